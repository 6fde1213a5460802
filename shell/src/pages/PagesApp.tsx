import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '@petpal/design-system';
import { ScrollToTop } from './layout/ScrollToTop';

// Each page loads when it is first visited (the landing page is the shell-landing application).
const ServicesPage = lazy(() => import('./services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const AppointmentsPage = lazy(() =>
  import('./appointments/AppointmentsPage').then((m) => ({ default: m.AppointmentsPage })),
);
const AboutPage = lazy(() => import('./about/AboutPage').then((m) => ({ default: m.AboutPage })));
const HelpSupportPage = lazy(() =>
  import('./help-support/HelpSupportPage').then((m) => ({ default: m.HelpSupportPage })),
);
const ContactPage = lazy(() => import('./contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const TermsOfServicePage = lazy(() =>
  import('./legal/TermsOfServicePage').then((m) => ({ default: m.TermsOfServicePage })),
);
const PrivacyStatementPage = lazy(() =>
  import('./legal/PrivacyStatementPage').then((m) => ({ default: m.PrivacyStatementPage })),
);
const ComingSoonPage = lazy(() => import('./coming-soon/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));

/** The shell-pages application: the pages the shell renders itself (composition/route-table.ts `shellPages`) but /. */
export function PagesApp() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/appointments" element={<AppointmentsPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/help-support" element={<HelpSupportPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/terms-of-service" element={<TermsOfServicePage />} />
          <Route path="/privacy-statement" element={<PrivacyStatementPage />} />
          <Route path="/coming-soon" element={<ComingSoonPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
