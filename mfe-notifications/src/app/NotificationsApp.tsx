import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function NotificationsApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-notifications">
        <Routes>
          <Route path={paths.petReports} element={<AreaComingSoon title="Pet Reports" />} />
          <Route path={paths.petReport} element={<AreaComingSoon title="Pet Report" />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
