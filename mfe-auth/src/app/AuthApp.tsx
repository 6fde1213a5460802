import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from '../features/sign-in/components/AdminLoginPage';
import { DevMailboxPage } from '../features/dev-mailbox/components/DevMailboxPage';
import { ResetPasswordPage } from '../features/password-reset/components/ResetPasswordPage';
import { PaymentResultPage } from '../features/payments/components/PaymentResultPage';
import { PaymentsPage } from '../features/payments/components/PaymentsPage';
import { AddPetPage } from '../features/pets/components/AddPetPage';
import { EditProfilePage } from '../features/profile/components/EditProfilePage';
import { ProfileSetupPage } from '../features/profile/components/ProfileSetupPage';
import { RequireSignedIn } from '../features/profile/components/RequireSignedIn';
import { RoleSelectionPage } from '../features/profile/components/RoleSelectionPage';
import { profilePath, roleOptions } from '../features/profile/roles';
import { LoginPage } from './pages/LoginPage';
import { SignupPage } from './pages/SignupPage';
import { VerifyEmailPage } from '../features/sign-up/components/VerifyEmailPage';
import { paths } from './paths';

export function AuthApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-auth">
        <Routes>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.devMailbox} element={<DevMailboxPage />} />
          <Route
            path={paths.roleSelection}
            element={<RequireSignedIn>{(user) => <RoleSelectionPage user={user} />}</RequireSignedIn>}
          />
          <Route
            path={paths.editProfile}
            element={<RequireSignedIn>{(user) => <EditProfilePage user={user} />}</RequireSignedIn>}
          />
          <Route path={paths.addPet} element={<RequireSignedIn>{() => <AddPetPage />}</RequireSignedIn>} />
          {roleOptions.map(({ slug }) => (
            <Route
              key={slug}
              path={`/profile/${slug}`}
              element={<RequireSignedIn>{(user) => <ProfileSetupPage user={user} slug={slug} />}</RequireSignedIn>}
            />
          ))}
          <Route
            path={paths.profile}
            element={<RequireSignedIn>{(user) => <Navigate to={profilePath(user.role)} replace />}</RequireSignedIn>}
          />
          <Route
            path={paths.payments}
            element={<RequireSignedIn>{(user) => <PaymentsPage user={user} />}</RequireSignedIn>}
          />
          <Route path={paths.paymentSuccess} element={<PaymentResultPage result="success" />} />
          <Route path={paths.paymentFailure} element={<PaymentResultPage result="failure" />} />
          <Route path={paths.adminLogin} element={<AdminLoginPage />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
