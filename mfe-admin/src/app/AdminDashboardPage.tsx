import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Container,
  Heading,
  Spinner,
  Stack,
  Tabs,
  Text,
  usePageTitle,
} from '@petpal/design-system';
import { AuditTab } from '../features/audit/components/AuditTab';
import { FlagsTab } from '../features/flags/components/FlagsTab';
import { MessageFlagsTab } from '../features/message-flags/components/MessageFlagsTab';
import { OrdersTab } from '../features/orders/components/OrdersTab';
import { ProvidersTab } from '../features/providers/components/ProvidersTab';
import { ReportsTab } from '../features/reports/components/ReportsTab';
import { UsersTab } from '../features/users/components/UsersTab';
import { useAdminSession } from '../lib/admin-session';

export const DASHBOARD_TABS = ['users', 'providers', 'flags', 'messages', 'reports', 'orders', 'audit'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/** /admin-dashboard: an admin session is needed; the tabs keep their place in the URL (`?tab=`). */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const session = useAdminSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'users';

  if (session.isPending) {
    return (
      <Container>
        <Stack align="center">
          <Spinner label="Checking your admin session" />
        </Stack>
      </Container>
    );
  }
  if (session.isError) {
    return (
      <Container>
        <Alert variant="error" title="We could not check your admin session.">
          <Stack gap={2} align="flex-start">
            <span>{session.error.message}</span>
            <Button variant="secondary" size="sm" onClick={() => void session.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const admin = session.data.admin;
  if (!admin) {
    return (
      <Container>
        <Stack gap={4} align="flex-start">
          <Heading level={1}>Admin Dashboard</Heading>
          <Text>Please sign in as an admin to see the dashboard.</Text>
          <ButtonLink href="/admin-login">Admin sign in</ButtonLink>
        </Stack>
      </Container>
    );
  }

  const tabs = [
    { id: 'users', label: 'Users', content: <UsersTab /> },
    { id: 'providers', label: 'Providers', content: <ProvidersTab /> },
    { id: 'flags', label: 'Flags', content: <FlagsTab /> },
    { id: 'messages', label: 'Reported messages', content: <MessageFlagsTab /> },
    { id: 'reports', label: 'Reports', content: <ReportsTab /> },
    { id: 'orders', label: 'Orders', content: <OrdersTab /> },
    { id: 'audit', label: 'Audit', content: <AuditTab /> },
  ];

  return (
    <Container>
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading level={1}>Admin Dashboard</Heading>
          <Text tone="muted">Signed in as {admin.email}</Text>
        </Stack>
        <Tabs
          label="Admin sections"
          tabs={tabs}
          value={tab}
          onChange={(id) => setParams(id === 'users' ? {} : { tab: id })}
        />
      </Stack>
    </Container>
  );
}
