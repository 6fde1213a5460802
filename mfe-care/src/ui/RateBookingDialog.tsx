import type { QueryKey } from '@tanstack/react-query';
import { careMessages } from '@petpal/contracts';
import { RatingDialog, useToast, type Rating } from '@petpal/design-system';
import { ratingErrorMessage, useRateBooking, type RatedBookings } from '../lib/rate-booking';

/** The completed booking being rated, as the dialog names it. */
export interface RateBookingTarget {
  id: string;
  title: string;
  description: string;
  question: string;
}

export interface RateBookingDialogProps {
  bookings: RatedBookings;
  /** The queries a rating changes. */
  refreshes: readonly QueryKey[];
  /** Null keeps the dialog closed. */
  target: RateBookingTarget | null;
  onClose(): void;
}

/**
 * 1 to 5 stars and optional feedback, once per completed sitter booking, training session or styling
 * appointment (spec section 5, decision 078); "Rating submitted successfully!" then closes.
 */
export function RateBookingDialog({ bookings, refreshes, target, onClose }: RateBookingDialogProps) {
  const rate = useRateBooking(bookings, refreshes);
  const { toast } = useToast();

  function submit(input: Rating) {
    if (!target) return;
    rate.mutate(
      { id: target.id, input },
      {
        onSuccess: () => {
          toast({ title: careMessages.ratingSubmitted, variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: ratingErrorMessage(error), variant: 'error' }),
      },
    );
  }

  return (
    <RatingDialog
      open={target !== null}
      onClose={onClose}
      title={target?.title ?? ''}
      description={target?.description}
      question={target?.question}
      subjectKey={target?.id ?? ''}
      submitting={rate.isPending}
      onSubmit={submit}
    />
  );
}
