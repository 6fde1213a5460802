import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { RequireSignedIn } from '../features/profile/components/RequireSignedIn';
import { profilePath, roleOptions } from '../features/profile/roles';
import { LoginPage } from './pages/LoginPage';
import { paths } from './paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072).
const AdminLoginPage = lazyScreen(() => import('../features/sign-in/components/AdminLoginPage'), 'AdminLoginPage');
const DevMailboxPage = lazyScreen(() => import('../features/dev-mailbox/components/DevMailboxPage'), 'DevMailboxPage');
const ResetPasswordPage = lazyScreen(
  () => import('../features/password-reset/components/ResetPasswordPage'),
  'ResetPasswordPage',
);
const PaymentResultPage = lazyScreen(
  () => import('../features/payments/components/PaymentResultPage'),
  'PaymentResultPage',
);
const PaymentsPage = lazyScreen(() => import('../features/payments/components/PaymentsPage'), 'PaymentsPage');
const AddPetPage = lazyScreen(() => import('../features/pets/components/AddPetPage'), 'AddPetPage');
const EditProfilePage = lazyScreen(() => import('../features/profile/components/EditProfilePage'), 'EditProfilePage');
const ProfileSetupPage = lazyScreen(
  () => import('../features/profile/components/ProfileSetupPage'),
  'ProfileSetupPage',
);
const RoleSelectionPage = lazyScreen(
  () => import('../features/profile/components/RoleSelectionPage'),
  'RoleSelectionPage',
);
const SignupPage = lazyScreen(() => import('./pages/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyScreen(() => import('../features/sign-up/components/VerifyEmailPage'), 'VerifyEmailPage');

export function AuthApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-auth">
        <Suspense fallback={<PageSkeleton />}>
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
        </Suspense>
      </div>
    </BrowserRouter>
  );
}
