import type { OwnerBookingRequest } from '@petpal/contracts';
import { scheduleSummary, serviceLabel } from '../../../lib/format';
import { ConfirmCancelDialog } from '../../../ui/ConfirmCancelDialog';

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
    <ConfirmCancelDialog
      open={request !== null}
      title="Cancel this booking?"
      description={
        request
          ? `${serviceLabel(request.serviceType)} with ${request.sitter.fullName}: ${scheduleSummary(request)}. We will let the sitter know.`
          : undefined
      }
      keepLabel="Keep Booking"
      cancelLabel="Cancel Booking"
      cancelling={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
