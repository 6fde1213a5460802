import type { OwnerBookingRequest } from '@petpal/contracts';
import { serviceLabel } from '../../../lib/format';
import { careKeys } from '../../../lib/query-keys';
import { RateBookingDialog } from '../../../ui/RateBookingDialog';

export interface RateSitterDialogProps {
  /** The booking being rated; null keeps the dialog closed. */
  request: OwnerBookingRequest | null;
  onClose(): void;
}

const refreshes = [careKeys.requests, careKeys.sitters];

/** Rates the sitter of a completed booking (spec section 5). */
export function RateSitterDialog({ request, onClose }: RateSitterDialogProps) {
  return (
    <RateBookingDialog
      bookings="requests"
      refreshes={refreshes}
      target={
        request && {
          id: request.id,
          title: 'Rate your pet sitter',
          description: `${request.sitter.fullName} · ${serviceLabel(request.serviceType)}`,
          question: `How did ${request.sitter.fullName} look after your pets?`,
        }
      }
      onClose={onClose}
    />
  );
}
