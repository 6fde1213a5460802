import { useAtomValue } from 'jotai';
import { InboxLink, PageFrame, sessionUserAtom, Tabs } from '@petpal/design-system';
import { CompleteProfilePrompt, RoleGate } from '../../../ui/RoleGate';
import { useSitterRequests } from '../api/get-sitter-requests';
import { isProfileMissing } from '../inbox-messages';
import { SitterDaysOff } from './SitterDaysOff';
import { SitterInbox } from './SitterInbox';

/**
 * /dashboard/sitter-practice: a pet sitter's booking requests (not in the spec; decision 027): accept or
 * decline what is pending, see accepted and past ones.
 */
export function SitterPracticePage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Booking Requests"
      intro="Accept or decline requests from pet owners. A request you do not answer expires after 24 hours."
      actions={<InboxLink />}
    >
      <RoleGate
        user={user}
        role="pet_sitter"
        guestMessage="Log in with your pet sitter account to answer booking requests."
        otherRoleMessage="This page is for pet sitters. Owners follow their bookings under Appointments."
      >
        <Inbox />
      </RoleGate>
    </PageFrame>
  );
}

function Inbox() {
  // The incoming list is the first tab's: the same query tells whether the sitter profile exists.
  const incoming = useSitterRequests('incoming');
  if (isProfileMissing(incoming.error)) return <CompleteProfilePrompt role="pet_sitter" />;
  return (
    <Tabs
      label="Booking requests"
      tabs={[
        { id: 'incoming', label: 'Incoming', content: <SitterInbox scope="incoming" /> },
        { id: 'past', label: 'Past', content: <SitterInbox scope="past" /> },
        { id: 'days-off', label: 'Days off', content: <SitterDaysOff /> },
      ]}
    />
  );
}
