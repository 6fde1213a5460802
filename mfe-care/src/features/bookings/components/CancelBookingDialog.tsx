import type { OwnerBookingRequest } from '@petpal/api/contracts';
import { Button, Dialog } from '@petpal/design-system';
import { scheduleSummary, serviceLabel } from '../../../lib/format';

export interface CancelBookingDialogProps {
  /** The request being cancelled; null keeps the dialog closed. */
  request: OwnerBookingRequest | null;
  cancelling: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a request is cancelled (the sitter is told). */
export function CancelBookingDialog({ request, cancelling, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Cancel this booking?"
      description={
        request
          ? `${serviceLabel(request.serviceType)} with ${request.sitter.fullName}: ${scheduleSummary(request)}. We will let the sitter know.`
          : undefined
      }
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep Booking
          </Button>
          <Button type="button" variant="destructive" loading={cancelling} onClick={onConfirm}>
            Cancel Booking
          </Button>
        </>
      }
    />
  );
}
