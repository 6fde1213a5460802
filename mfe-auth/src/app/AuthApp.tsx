import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function AuthApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-auth">
        <Routes>
          <Route path={paths.login} element={<AreaComingSoon title="Login" />} />
          <Route path={paths.signup} element={<AreaComingSoon title="Create an Account" />} />
          <Route path={paths.verifyEmail} element={<AreaComingSoon title="Verify Your Email" />} />
          <Route path={paths.resetPassword} element={<AreaComingSoon title="Reset Password" />} />
          <Route path={paths.roleSelection} element={<AreaComingSoon title="Choose Your Role" />} />
          <Route path={paths.editProfile} element={<AreaComingSoon title="Edit Profile" />} />
          <Route path={paths.profile} element={<AreaComingSoon title="Your Profile" />} />
          <Route path={paths.payments} element={<AreaComingSoon title="Payments" />} />
          <Route path={paths.paymentSuccess} element={<AreaComingSoon title="Payment Successful" />} />
          <Route path={paths.paymentFailure} element={<AreaComingSoon title="Payment Failed" />} />
          <Route path={paths.adminLogin} element={<AreaComingSoon title="Admin Login" />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
