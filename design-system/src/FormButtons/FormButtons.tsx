import { Button } from '@petpal/design-system/core';
import { Stack } from '../Layout';

export interface FormButtonsProps {
  /** The submit button's words, e.g. "Save Hours". */
  submitLabel: string;
  submitting: boolean;
  /** The way out without sending, "Cancel" unless named (e.g. "Keep Appointment"). */
  cancelLabel?: string;
  /** A submit that takes something away (declining, cancelling). */
  destructive?: boolean;
  onCancel(): void;
}

/** The end of a form in a dialog: the way out, then submit, on the right. */
export function FormButtons({
  submitLabel,
  submitting,
  cancelLabel = 'Cancel',
  destructive = false,
  onCancel,
}: FormButtonsProps) {
  return (
    <Stack direction="row" gap={3} justify="flex-end" wrap>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
