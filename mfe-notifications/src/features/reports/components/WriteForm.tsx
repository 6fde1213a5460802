import { type ReportCommentInput, type ReportMessageInput } from '@petpal/contracts';
import { Alert, Button, Stack, TextArea, apiFieldErrors, useContractForm } from '@petpal/design-system';
import { reportTexts } from '../report-format';

export interface WriteFormProps {
  /** The form's name and its text box's label. */
  label: string;
  submitLabel: string;
  contract: typeof ReportCommentInput | typeof ReportMessageInput;
  /** Who a reporter answers (a message's `withUserId`); not a field. */
  withUserId?: string | null;
  busy: boolean;
  /** Sends the checked input; the box empties when it resolves, the API's refusal shows when it rejects. */
  onSend(input: ReportMessageInput): Promise<unknown>;
}

/** A report's one-box form (a comment, a message), checked with its contract before sending. */
export function WriteForm({ label, submitLabel, contract, withUserId, busy, onSend }: WriteFormProps) {
  const form = useContractForm(contract, {
    defaultValues: { body: '' },
    context: withUserId ? { withUserId } : {},
  });

  const submit = form.onSubmit((input) =>
    onSend(input).then(
      () => form.reset({ body: '' }),
      (error: unknown) => form.showErrors(apiFieldErrors(error, reportTexts.actionFailed)),
    ),
  );
  const refusal = form.formError ?? form.errorOf('withUserId');

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={3}>
        <TextArea label={label} rows={3} {...form.field('body')} />
        {refusal && <Alert variant="error">{refusal}</Alert>}
        <div>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
