import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function AuthApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.login} element={<AreaComingSoon remote="mfe-auth" title="Login" />} />
        <Route path={paths.signup} element={<AreaComingSoon remote="mfe-auth" title="Create an Account" />} />
        <Route path={paths.verifyEmail} element={<AreaComingSoon remote="mfe-auth" title="Verify Your Email" />} />
        <Route path={paths.resetPassword} element={<AreaComingSoon remote="mfe-auth" title="Reset Password" />} />
        <Route path={paths.roleSelection} element={<AreaComingSoon remote="mfe-auth" title="Choose Your Role" />} />
        <Route path={paths.editProfile} element={<AreaComingSoon remote="mfe-auth" title="Edit Profile" />} />
        <Route path={paths.profile} element={<AreaComingSoon remote="mfe-auth" title="Your Profile" />} />
        <Route path={paths.payments} element={<AreaComingSoon remote="mfe-auth" title="Payments" />} />
        <Route path={paths.paymentSuccess} element={<AreaComingSoon remote="mfe-auth" title="Payment Successful" />} />
        <Route path={paths.paymentFailure} element={<AreaComingSoon remote="mfe-auth" title="Payment Failed" />} />
        <Route path={paths.adminLogin} element={<AreaComingSoon remote="mfe-auth" title="Admin Login" />} />
      </Routes>
    </BrowserRouter>
  );
}
