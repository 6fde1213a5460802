import { Button, Dialog } from '@petpal/design-system';

export interface RemovePaymentMethodDialogProps {
  /** The method's name ("Visa ending in 4242"); null keeps the dialog closed. */
  label: string | null;
  removing: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a saved method is removed. */
export function RemovePaymentMethodDialog({ label, removing, onConfirm, onCancel }: RemovePaymentMethodDialogProps) {
  return (
    <Dialog
      open={label !== null}
      onClose={onCancel}
      title="Remove payment method?"
      description={`${label ?? ''} will no longer be available for payments.`}
      size="sm"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" loading={removing} onClick={onConfirm}>
            Remove
          </Button>
        </>
      }
    />
  );
}
