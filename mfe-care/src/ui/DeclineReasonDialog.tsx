import type * as z from 'zod/mini';
import { apiFieldErrors, Dialog, FormButtons, Stack, TextArea, useContractForm, useToast } from '@petpal/design-system';

export interface DeclineReasonDialogProps {
  /** What is being declined; null keeps the dialog closed, a new key starts a fresh form. */
  itemKey: string | null;
  title: string;
  description?: string;
  /** The form's accessible name, e.g. "Decline the request". */
  formLabel: string;
  keepLabel: string;
  declineLabel: string;
  /** The reason field's label ("Reason for cancelling" where declining is cancelling). */
  reasonLabel?: string;
  /** The contract's rule for the reason (required, at most `maxLength`, trimmed). */
  schema: z.ZodMiniType<{ reason: string }, { reason: string }>;
  maxLength: number;
  pending: boolean;
  /** Sends the checked reason; a rejection is shown under the reason and as a toast. */
  onDecline(reason: string): Promise<unknown>;
  /** The toast after a decline. */
  declinedMessage: string;
  /** The words for a refusal or failure. */
  errorMessage(error: unknown): string;
  onClose(): void;
}

/** Declining with a reason the other side is told: the sitter's requests and the trainer's sessions. */
export function DeclineReasonDialog(props: DeclineReasonDialogProps) {
  const { itemKey, title, description, onClose } = props;
  return (
    <Dialog open={itemKey !== null} onClose={onClose} title={title} description={description}>
      {itemKey !== null && <DeclineForm key={itemKey} {...props} />}
    </Dialog>
  );
}

function DeclineForm({
  formLabel,
  keepLabel,
  declineLabel,
  reasonLabel = 'Reason for declining',
  schema,
  maxLength,
  pending,
  onDecline,
  declinedMessage,
  errorMessage,
  onClose,
}: DeclineReasonDialogProps) {
  const form = useContractForm(schema, { defaultValues: { reason: '' } });
  const { toast } = useToast();

  const submit = form.onSubmit(({ reason }) => {
    onDecline(reason).then(
      () => {
        toast({ title: declinedMessage, variant: 'success' });
        onClose();
      },
      (failure: unknown) => {
        const message = errorMessage(failure);
        toast({ title: 'Error', description: message, variant: 'error' });
        const fields = apiFieldErrors(failure, message, message);
        form.showErrors({ reason: fields.reason ?? fields.form });
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap={4}>
        <TextArea
          label={reasonLabel}
          hint="The owner sees this reason."
          required
          maxLength={maxLength}
          // A reason typed after a refusal clears it.
          {...form.field('reason')}
        />
        <FormButtons
          submitLabel={declineLabel}
          submitting={pending}
          cancelLabel={keepLabel}
          destructive
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
