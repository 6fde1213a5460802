import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminLoginInput } from '@petpal/contracts';
import { ApiError, Button, ButtonLink, Spinner, Stack, Text } from '@petpal/design-system';
import { AuthPage } from '../../../ui/AuthPage';
import { adminLogin, adminLogout, adminSessionKey, getAdminSession } from '../api/admin-session';
import { LoginForm } from './LoginForm';

function messageOf(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : 'Login failed. Please check your credentials and try again.';
}

/** /admin-login: administrators sign in here (accounts made with `npm run admin:create`). */
export function AdminLoginPage() {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: adminSessionKey, queryFn: getAdminSession });
  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (signedIn) => queryClient.setQueryData(adminSessionKey, signedIn),
  });
  const logout = useMutation({
    mutationFn: adminLogout,
    onSuccess: () => queryClient.setQueryData(adminSessionKey, { admin: null }),
  });

  const admin = session.data?.admin;
  return (
    <AuthPage title="Admin Login">
      {session.isPending ? (
        <Spinner label="Checking admin session" />
      ) : admin ? (
        <Stack gap={4}>
          <Text role="status">Signed in as administrator {admin.email}.</Text>
          <ButtonLink href="/admin-dashboard">Go to Admin Dashboard</ButtonLink>
          <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
            Logout
          </Button>
        </Stack>
      ) : (
        <LoginForm
          schema={AdminLoginInput}
          label="Admin login form"
          onSubmit={(input) => login.mutate(input)}
          submitting={login.isPending}
          error={messageOf(login.error)}
        />
      )}
    </AuthPage>
  );
}
