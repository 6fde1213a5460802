import type { OwnerBookingRequest } from '@petpal/contracts';
import { RatingDialog, useToast, type Rating } from '@petpal/design-system';
import { serviceLabel } from '../../../lib/format';
import { useRateSitter } from '../api/rate-sitter';
import { bookingMessages, ratingErrorMessage } from '../booking-messages';

export interface RateSitterDialogProps {
  /** The booking being rated; null keeps the dialog closed. */
  request: OwnerBookingRequest | null;
  onClose(): void;
}

/** 1 to 5 stars and optional feedback, once per booking that has taken place (spec section 5). */
export function RateSitterDialog({ request, onClose }: RateSitterDialogProps) {
  const rate = useRateSitter();
  const { toast } = useToast();

  function submit(input: Rating) {
    if (!request) return;
    rate.mutate(
      { requestId: request.id, input },
      {
        onSuccess: () => {
          toast({ title: bookingMessages.rated, variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: ratingErrorMessage(error), variant: 'error' }),
      },
    );
  }

  return (
    <RatingDialog
      open={request !== null}
      onClose={onClose}
      title="Rate your pet sitter"
      description={request ? `${request.sitter.fullName} · ${serviceLabel(request.serviceType)}` : undefined}
      question={request && `How did ${request.sitter.fullName} look after your pets?`}
      subjectKey={request?.id ?? ''}
      submitting={rate.isPending}
      onSubmit={submit}
    />
  );
}
