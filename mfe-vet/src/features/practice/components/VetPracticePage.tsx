import { useAtomValue } from 'jotai';
import {
  ApiError,
  LoadingLine,
  PageFrame,
  ProviderStandingGate,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Tabs,
  Text,
  InboxLink,
} from '@petpal/design-system';
import { usePractice } from '../api/get-practice';
import { DateSchedulesTab } from './DateSchedulesTab';
import { HolidaysTab } from './HolidaysTab';
import { PracticeAppointmentsTab } from './PracticeAppointmentsTab';
import { SettingsTab } from './SettingsTab';
import { WeeklyScheduleTab } from './WeeklyScheduleTab';

const LOAD_FAILED = 'Failed to load your practice. Please try again.';

/**
 * /dashboard/vet-practice: a veterinarian's appointments, hours, holidays and settings (not in the spec); until an
 * admin verifies the vet, the standing panel instead (decision 053).
 */
export function VetPracticePage() {
  const user = useAtomValue(sessionUserAtom);
  const isVet = user?.role === 'veterinary_doctor';

  return (
    <PageFrame
      title="Your Practice"
      intro="Confirm appointments, write visit notes and set when owners can book you."
      actions={<InboxLink />}
    >
      {user === undefined && <LoadingLine message="Checking your session..." />}
      {user === null && (
        <Stack gap={3} align="flex-start">
          <Text>Log in with your veterinarian account to manage your practice.</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      )}
      {user && !isVet && <Text>This page is for veterinarians. Owners book and follow visits under Appointments.</Text>}
      {isVet && (
        <ProviderStandingGate>
          <Practice />
        </ProviderStandingGate>
      )}
    </PageFrame>
  );
}

function Practice() {
  const practice = usePractice();
  const noProfile = practice.error instanceof ApiError && [403, 404].includes(practice.error.status);
  if (practice.isPending) return <LoadingLine message="Loading your practice..." />;
  if (noProfile) {
    return (
      <Stack gap={3} align="flex-start">
        <Text>Complete your veterinary profile first.</Text>
        <RouterButtonLink to="/profile/veterinary">Complete Profile</RouterButtonLink>
      </Stack>
    );
  }
  if (practice.isError) return <RetryAlert message={LOAD_FAILED} onRetry={() => void practice.refetch()} />;
  return (
    <Tabs
      label="Practice"
      tabs={[
        { id: 'appointments', label: 'Appointments', content: <PracticeAppointmentsTab /> },
        { id: 'weekly', label: 'Weekly schedule', content: <WeeklyScheduleTab schedules={practice.data.schedules} /> },
        {
          id: 'dates',
          label: 'Date-specific schedules',
          content: <DateSchedulesTab schedules={practice.data.schedules} />,
        },
        { id: 'holidays', label: 'Holidays', content: <HolidaysTab holidays={practice.data.holidays} /> },
        { id: 'settings', label: 'Settings', content: <SettingsTab practice={practice.data} /> },
      ]}
    />
  );
}
