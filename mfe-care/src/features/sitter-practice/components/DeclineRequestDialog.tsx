import { useState, type FormEvent } from 'react';
import { DECLINE_REASON_MAX, DeclineBookingRequestInput, type SitterBookingRequest } from '@petpal/api/contracts';
import { Button, Dialog, Stack, TextArea, useToast } from '@petpal/design-system';
import { scheduleSummary, serviceLabel } from '../../../lib/format';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/validate';
import { useFocusFirstError } from '../../../ui/use-focus-first-error';
import { useDeclineRequest } from '../api/answer-request';
import { answerErrorMessage, inboxMessages } from '../inbox-messages';

export interface DeclineRequestDialogProps {
  /** The request being declined; null keeps the dialog closed. */
  request: SitterBookingRequest | null;
  onClose(): void;
}

/** Declining needs a reason, which the owner is told (decision 027). */
export function DeclineRequestDialog({ request, onClose }: DeclineRequestDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Decline this request?"
      description={
        request
          ? `${serviceLabel(request.serviceType)} for ${request.owner.name}: ${scheduleSummary(request)}.`
          : undefined
      }
    >
      {request && <DeclineForm key={request.id} request={request} onClose={onClose} />}
    </Dialog>
  );
}

function DeclineForm({ request, onClose }: { request: SitterBookingRequest; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decline = useDeclineRequest();
  const { toast } = useToast();
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(DeclineBookingRequestInput, { reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    decline.mutate(
      { requestId: request.id, input: checked.data },
      {
        onSuccess: () => {
          toast({ title: inboxMessages.declined, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const message = answerErrorMessage(error);
          toast({ title: 'Error', description: message, variant: 'error' });
          const fields = apiFieldErrors(error, message);
          setErrors({ reason: fields.reason ?? fields.form });
        },
      },
    );
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label="Decline the request">
      <Stack gap={4}>
        <TextArea
          label="Reason for declining"
          hint="The owner sees this reason."
          required
          maxLength={DECLINE_REASON_MAX}
          value={reason}
          error={errors.reason}
          // A reason typed after a refusal clears it.
          onChange={(event) => {
            setReason(event.target.value);
            setErrors({});
          }}
        />
        <Stack direction="row" gap={3} justify="flex-end" wrap>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep Request
          </Button>
          <Button type="submit" variant="destructive" loading={decline.isPending}>
            Decline Request
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
