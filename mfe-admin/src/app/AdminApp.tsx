import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './AdminDashboardPage';
import { paths } from './paths';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
      <Route path={`${paths.adminDashboard}/*`} element={<Navigate to={paths.adminDashboard} replace />} />
    </Routes>
  );
}

export function AdminApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-admin">
        <AdminRoutes />
      </div>
    </BrowserRouter>
  );
}
