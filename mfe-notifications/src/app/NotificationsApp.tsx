import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { PetReportsPage } from '../features/reports/components/PetReportsPage';
import { paths } from './paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072).
const CreateReportPage = lazyScreen(
  () => import('../features/reports/components/CreateReportPage'),
  'CreateReportPage',
);
const EditReportPage = lazyScreen(() => import('../features/reports/components/EditReportPage'), 'EditReportPage');
const ConversationListPage = lazyScreen(
  () => import('../features/messages/components/ConversationListPage'),
  'ConversationListPage',
);
const ConversationPage = lazyScreen(
  () => import('../features/messages/components/ConversationPage'),
  'ConversationPage',
);
const ReportPage = lazyScreen(() => import('../features/reports/components/ReportPage'), 'ReportPage');

/** The pet reports pages (the feed, Report a Pet, one report in two link forms, its edit page) and the inbox. */
export function NotificationsRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.petReports} element={<PetReportsPage />} />
        <Route path={paths.createReport} element={<CreateReportPage />} />
        <Route path={paths.report} element={<ReportPage />} />
        <Route path={paths.editReport} element={<EditReportPage />} />
        <Route path={paths.petReport} element={<ReportPage />} />
        <Route path={paths.messages} element={<ConversationListPage />} />
        <Route path={paths.conversation} element={<ConversationPage />} />
        {/* Any other path under the remote's prefixes: the feed. */}
        <Route path="/pet-reports/*" element={<Navigate to={paths.petReports} replace />} />
        <Route path="/pet-report" element={<Navigate to={paths.petReports} replace />} />
      </Routes>
    </Suspense>
  );
}

export function NotificationsApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-notifications">
        <NotificationsRoutes />
      </div>
    </BrowserRouter>
  );
}
