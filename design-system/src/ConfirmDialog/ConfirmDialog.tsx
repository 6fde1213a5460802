import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@petpal/design-system/core';
import { Dialog } from '@petpal/design-system/core';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: "Delete this report?" */
  title: string;
  /** What happens, and who is told. */
  description?: string;
  /** The button that does it ("Delete"). */
  confirmLabel: string;
  /** The button that keeps things as they are. */
  keepLabel?: string;
  /** The action's look: destructive for what cannot be undone. */
  variant?: ButtonVariant;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  /** Shown above the buttons: the API's refusal, say. */
  children?: ReactNode;
}

/** "Are you sure?": a question, a button that keeps things as they are, and one that does it. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  keepLabel = 'Cancel',
  variant = 'destructive',
  busy = false,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="button" variant={variant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
