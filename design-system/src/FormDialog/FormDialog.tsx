import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button, type ButtonVariant } from '@petpal/design-system/core';
import { Dialog } from '@petpal/design-system/core';
import { Stack } from '../Layout';
import type { Spacing } from '../tokens';

export interface FormDialogProps {
  /** The dialog's title ("Create a group"). */
  title: string;
  description?: string;
  /** The form's name; without one the form is no landmark of its own (the dialog names it). */
  formLabel?: string;
  /** The button that sends the form ("Create group"). */
  submitLabel: string;
  /** Its look: destructive for a flag or a removal. */
  submitVariant?: ButtonVariant;
  /** The button that closes without sending. */
  cancelLabel?: string;
  busy?: boolean;
  /** The message that belongs to no field (`form.formError`), above the fields. */
  error?: string | undefined;
  /** The form's submit handler (`form.onSubmit(...)`). */
  onSubmit(event?: FormEvent): unknown;
  onClose(): void;
  /** The space between the fields. */
  gap?: Spacing;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: the title, the form's own error, the fields, and a footer with Cancel and the submit
 * button (tied to the form, so Enter in a field sends it too).
 */
export function FormDialog({
  title,
  description,
  formLabel,
  submitLabel,
  submitVariant,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  onSubmit,
  onClose,
  gap = 3,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={formLabel}>
        <Stack gap={gap}>
          {error && <Alert variant="error">{error}</Alert>}
          {children}
        </Stack>
      </form>
    </Dialog>
  );
}
