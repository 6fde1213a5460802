import { useAtomValue } from 'jotai';
import { InboxLink, PageFrame, sessionUserAtom, Tabs } from '@petpal/design-system';
import { CompleteProfilePrompt, RoleGate } from '../../../ui/RoleGate';
import { useTrainerSessions } from '../api/get-trainer-sessions';
import { TrainerCalendarTab } from './TrainerCalendarTab';
import { isProfileMissing, TrainerSessions } from './TrainerSessions';

/**
 * /dashboard/trainer-practice: a pet trainer's sessions (not in the spec; decision 031): accept or decline
 * online requests, see in-person bookings and past sessions; and keep the weekly hours owners book in (decision 093).
 */
export function TrainerPracticePage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Training Sessions"
      intro="Owners book the sessions your hours offer. In-person bookings arrive confirmed. Accept or decline online requests: one you do not answer expires after 24 hours."
      actions={<InboxLink />}
    >
      <RoleGate
        user={user}
        role="pet_trainer"
        guestMessage="Log in with your pet trainer account to manage training sessions."
        otherRoleMessage="This page is for pet trainers. Owners follow their training sessions under Appointments."
      >
        <Practice />
      </RoleGate>
    </PageFrame>
  );
}

function Practice() {
  // The incoming list is the first tab's: the same query tells whether the trainer profile exists.
  const incoming = useTrainerSessions('incoming');
  if (isProfileMissing(incoming.error)) return <CompleteProfilePrompt role="pet_trainer" />;
  return (
    <Tabs
      label="Training sessions"
      tabs={[
        { id: 'incoming', label: 'Incoming', content: <TrainerSessions scope="incoming" /> },
        { id: 'past', label: 'Past', content: <TrainerSessions scope="past" /> },
        { id: 'calendar', label: 'Your hours', content: <TrainerCalendarTab /> },
      ]}
    />
  );
}
