import type { FormEvent } from 'react';
import { CreateCommentInput } from '@petpal/contracts';
import { Button, Stack, TextArea, apiFieldErrors, useContractForm } from '@petpal/design-system';
import { communityTexts } from '../texts';

export interface CommentBoxProps {
  label: string;
  submitLabel: string;
  /** The text it starts with (a comment being edited). */
  initial?: string;
  /** Editing: Cancel closes it, and saving the text unchanged is a cancel too. */
  onCancel?: () => void;
  busy: boolean;
  /** Sends the checked text; the box empties when it resolves, the API's refusal shows when it rejects. */
  onSend(body: string): Promise<unknown>;
}

/** A comment's text box, checked with the contract before sending (a new comment, or an edit). */
export function CommentBox({ label, submitLabel, initial = '', onCancel, busy, onSend }: CommentBoxProps) {
  const form = useContractForm(CreateCommentInput, { defaultValues: { body: initial } });
  const send = form.onSubmit(({ body }) =>
    onSend(body).then(
      () => form.reset({ body: '' }),
      (error: unknown) => form.showErrors(apiFieldErrors(error, communityTexts.tryAgain)),
    ),
  );

  function submit(event: FormEvent) {
    if (onCancel && form.getValues('body') === initial) {
      event.preventDefault();
      return onCancel();
    }
    void send(event);
  }

  const size = onCancel ? 'sm' : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={2}>
        <TextArea
          label={label}
          rows={3}
          autoFocus={Boolean(onCancel)}
          {...form.field('body')}
          error={form.errorOf('body') ?? form.formError}
        />
        <Stack direction="row" gap={onCancel ? 2 : undefined} wrap={Boolean(onCancel)}>
          <Button type="submit" size={size} loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" size="sm" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
