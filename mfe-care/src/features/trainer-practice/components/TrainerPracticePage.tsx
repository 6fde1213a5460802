import { useAtomValue } from 'jotai';
import { RouterButtonLink, sessionUserAtom, Stack, Tabs, Text } from '@petpal/design-system';
import { PageFrame } from '../../../ui/PageFrame';
import { SessionGate } from '../../../ui/SessionGate';
import { useTrainerSessions } from '../api/get-trainer-sessions';
import { isProfileMissing, TrainerSessions } from './TrainerSessions';

/**
 * /dashboard/trainer-practice: a pet trainer's sessions (not in the spec; decision 031): accept or decline
 * online requests, see in-person bookings and past sessions.
 */
export function TrainerPracticePage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Training Sessions"
      intro="In-person bookings arrive confirmed. Accept or decline online requests: one you do not answer expires after 24 hours."
    >
      <SessionGate user={user} guestMessage="Log in with your pet trainer account to manage training sessions.">
        {(signedIn) =>
          signedIn.role === 'pet_trainer' ? (
            <Practice />
          ) : (
            <Text>This page is for pet trainers. Owners follow their training sessions under Appointments.</Text>
          )
        }
      </SessionGate>
    </PageFrame>
  );
}

function Practice() {
  // The incoming list is the first tab's: the same query tells whether the trainer profile exists.
  const incoming = useTrainerSessions('incoming');
  if (isProfileMissing(incoming.error)) {
    return (
      <Stack gap={3} align="flex-start">
        <Text>Complete your pet trainer profile first: owners find you by it.</Text>
        <RouterButtonLink to="/profile/pet-trainer">Complete Profile</RouterButtonLink>
      </Stack>
    );
  }
  return (
    <Tabs
      label="Training sessions"
      tabs={[
        { id: 'incoming', label: 'Incoming', content: <TrainerSessions scope="incoming" /> },
        { id: 'past', label: 'Past', content: <TrainerSessions scope="past" /> },
      ]}
    />
  );
}
