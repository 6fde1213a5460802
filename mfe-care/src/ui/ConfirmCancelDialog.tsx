import { ConfirmDialog } from '@petpal/design-system';

export interface ConfirmCancelDialogProps {
  open: boolean;
  /** e.g. "Cancel this booking?" */
  title: string;
  /** What is being cancelled and who is told. */
  description?: string;
  /** The button that closes without cancelling, e.g. "Keep Booking". */
  keepLabel: string;
  /** The button that cancels, e.g. "Cancel Booking". */
  cancelLabel: string;
  cancelling: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks an owner before a booking of any kind is cancelled. */
export function ConfirmCancelDialog({
  open,
  title,
  description,
  keepLabel,
  cancelLabel,
  cancelling,
  onConfirm,
  onClose,
}: ConfirmCancelDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      keepLabel={keepLabel}
      confirmLabel={cancelLabel}
      busy={cancelling}
      onConfirm={onConfirm}
    />
  );
}
