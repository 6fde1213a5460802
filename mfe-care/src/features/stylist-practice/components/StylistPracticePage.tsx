import { useAtomValue } from 'jotai';
import {
  LoadingLine,
  PageFrame,
  RetryAlert,
  sessionUserAtom,
  Stack,
  Tabs,
  Text,
  useErrorToast,
  InboxLink,
} from '@petpal/design-system';
import { isForbidden } from '../../../lib/api-errors';
import { CompleteProfilePrompt, RoleGate } from '../../../ui/RoleGate';
import { useStylistPractice } from '../api/stylist-practice-api';
import { practiceMessages } from '../practice-messages';
import { HolidaysPanel } from './HolidaysPanel';
import { PracticeAppointments } from './PracticeAppointments';
import { TimeZoneSettings } from './TimeZoneSettings';
import { WeeklyHours } from './WeeklyHours';

/**
 * /dashboard/stylist-practice: a pet stylist's appointments (cancel with a reason), weekly hours with
 * breaks, holidays and time zone (not in the spec; decision 032). Only for signed-in pet stylists.
 */
export function StylistPracticePage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Your Styling Practice"
      intro="See who booked you and set when pet owners can book you: weekly hours, breaks and holidays."
      actions={<InboxLink />}
    >
      <RoleGate
        user={user}
        role="pet_stylist"
        guestMessage="Log in with your pet stylist account to manage your practice."
        otherRoleMessage="This page is for pet stylists. Owners book and follow grooming appointments under Appointments."
      >
        <Practice />
      </RoleGate>
    </PageFrame>
  );
}

function Practice() {
  const practice = useStylistPractice();
  // A stylist without a completed profile is asked to complete it; that is not a failed load.
  useErrorToast(practice, practiceMessages.loadFailed, isForbidden);

  if (isForbidden(practice.error)) return <CompleteProfilePrompt role="pet_stylist" />;
  if (practice.isPending) return <LoadingLine message="Loading your practice..." />;
  if (!practice.data) {
    return <RetryAlert message={practiceMessages.loadFailed} onRetry={() => void practice.refetch()} />;
  }

  const { stylist, schedules, holidays } = practice.data;
  return (
    <Stack gap={5}>
      <Text tone="muted">
        {stylist.fullName} · {stylist.location} · times in {stylist.timeZone}
      </Text>
      <Tabs
        label="Practice"
        tabs={[
          { id: 'appointments', label: 'Appointments', content: <PracticeAppointments /> },
          { id: 'hours', label: 'Weekly hours', content: <WeeklyHours schedules={schedules} /> },
          { id: 'holidays', label: 'Holidays', content: <HolidaysPanel holidays={holidays} /> },
          {
            id: 'time-zone',
            label: 'Time zone',
            content: <TimeZoneSettings key={stylist.timeZone} timeZone={stylist.timeZone} />,
          },
        ]}
      />
    </Stack>
  );
}
