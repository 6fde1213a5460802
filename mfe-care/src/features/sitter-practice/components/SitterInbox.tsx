import { useState } from 'react';
import type { SitterBookingRequest } from '@petpal/contracts';
import { CardList, LoadingLine, RetryAlert, Text, useErrorToast } from '@petpal/design-system';
import { useAcceptAnswer } from '../../../lib/use-accept-answer';
import { useAcceptRequest } from '../api/answer-request';
import { useSitterRequests, type InboxScope } from '../api/get-sitter-requests';
import { answerErrorMessage, inboxMessages, isProfileMissing } from '../inbox-messages';
import { SitterReportCardsDialog } from './SitterReportCardsDialog';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { SitterRequestItem } from './SitterRequestItem';

const empty: Record<InboxScope, string> = {
  incoming: 'No requests waiting. New requests from pet owners show here.',
  past: 'No past requests yet.',
};
const listNames: Record<InboxScope, string> = { incoming: 'Incoming requests', past: 'Past requests' };

/** One tab of the inbox: incoming (pending first, then accepted bookings to come) or past requests. */
export function SitterInbox({ scope }: { scope: InboxScope }) {
  const requests = useSitterRequests(scope);
  const accept = useAcceptAnswer(useAcceptRequest(), inboxMessages.accepted, answerErrorMessage);
  const [declining, setDeclining] = useState<SitterBookingRequest | null>(null);
  const [reporting, setReporting] = useState<SitterBookingRequest | null>(null);
  // The page explains a missing sitter profile; it is not a failed load.
  useErrorToast(requests, inboxMessages.loadFailed, isProfileMissing);

  return (
    <>
      {requests.isPending && <LoadingLine message="Loading booking requests..." />}
      {requests.isError && !isProfileMissing(requests.error) && (
        <RetryAlert message={inboxMessages.loadFailed} onRetry={() => void requests.refetch()} />
      )}
      {requests.data?.requests.length === 0 && <Text tone="muted">{empty[scope]}</Text>}
      {requests.data && requests.data.requests.length > 0 && (
        <CardList aria-label={listNames[scope]}>
          {requests.data.requests.map((request) => (
            <SitterRequestItem
              key={request.id}
              request={request}
              busy={accept.busy}
              error={accept.refusalOf(request.id)}
              onAccept={(answered) => accept.accept(answered.id)}
              onDecline={setDeclining}
              onReportCards={setReporting}
            />
          ))}
        </CardList>
      )}
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} />
      <SitterReportCardsDialog booking={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
