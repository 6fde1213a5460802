import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CreateReportPage } from '../features/reports/components/CreateReportPage';
import { EditReportPage } from '../features/reports/components/EditReportPage';
import { PetReportsPage } from '../features/reports/components/PetReportsPage';
import { ReportPage } from '../features/reports/components/ReportPage';
import { paths } from './paths';

/** The pet reports pages: the feed, Report a Pet, one report (two link forms) and its edit page. */
export function NotificationsRoutes() {
  return (
    <Routes>
      <Route path={paths.petReports} element={<PetReportsPage />} />
      <Route path={paths.createReport} element={<CreateReportPage />} />
      <Route path={paths.report} element={<ReportPage />} />
      <Route path={paths.editReport} element={<EditReportPage />} />
      <Route path={paths.petReport} element={<ReportPage />} />
      {/* Any other path under the remote's prefixes: the feed. */}
      <Route path="/pet-reports/*" element={<Navigate to={paths.petReports} replace />} />
      <Route path="/pet-report" element={<Navigate to={paths.petReports} replace />} />
    </Routes>
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
