import { ConfirmDialog as Confirm } from '@petpal/design-system';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  /** The button that does it ("Delete post"); Cancel keeps things as they are. */
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Confirm
      open
      onClose={onClose}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
