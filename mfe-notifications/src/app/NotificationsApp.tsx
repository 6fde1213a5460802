import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function NotificationsApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.petReports} element={<AreaComingSoon remote="mfe-notifications" title="Pet Reports" />} />
        <Route path={paths.petReport} element={<AreaComingSoon remote="mfe-notifications" title="Pet Report" />} />
      </Routes>
    </BrowserRouter>
  );
}
