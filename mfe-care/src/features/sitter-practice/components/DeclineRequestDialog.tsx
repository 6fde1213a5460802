import { DECLINE_REASON_MAX, DeclineBookingRequestInput, type SitterBookingRequest } from '@petpal/contracts';
import { scheduleSummary, serviceLabel } from '../../../lib/format';
import { DeclineReasonDialog } from '../../../ui/DeclineReasonDialog';
import { useDeclineRequest } from '../api/answer-request';
import { answerErrorMessage, inboxMessages } from '../inbox-messages';

export interface DeclineRequestDialogProps {
  /** The request being declined; null keeps the dialog closed. */
  request: SitterBookingRequest | null;
  onClose(): void;
}

/** Declining needs a reason, which the owner is told (decision 027). */
export function DeclineRequestDialog({ request, onClose }: DeclineRequestDialogProps) {
  const decline = useDeclineRequest();
  return (
    <DeclineReasonDialog
      itemKey={request?.id ?? null}
      title="Decline this request?"
      description={
        request
          ? `${serviceLabel(request.serviceType)} for ${request.owner.name}: ${scheduleSummary(request)}.`
          : undefined
      }
      formLabel="Decline the request"
      keepLabel="Keep Request"
      declineLabel="Decline Request"
      schema={DeclineBookingRequestInput}
      maxLength={DECLINE_REASON_MAX}
      pending={decline.isPending}
      onDecline={(reason) => decline.mutateAsync({ requestId: request?.id ?? '', input: { reason } })}
      declinedMessage={inboxMessages.declined}
      errorMessage={answerErrorMessage}
      onClose={onClose}
    />
  );
}
