import { useState } from 'react';
import type { OwnerBookingRequest } from '@petpal/contracts';
import { Button, Dialog, RatingStars, Stack, Text, TextArea, useToast } from '@petpal/design-system';
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
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Rate your pet sitter"
      description={request ? `${request.sitter.fullName} · ${serviceLabel(request.serviceType)}` : undefined}
    >
      {request && <RatingForm key={request.id} request={request} onClose={onClose} />}
    </Dialog>
  );
}

function RatingForm({ request, onClose }: { request: OwnerBookingRequest; onClose(): void }) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const rate = useRateSitter();
  const { toast } = useToast();

  function submit() {
    if (rating < 1) return;
    rate.mutate(
      { requestId: request.id, input: { rating, feedback: feedback.trim() } },
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
    <Stack gap={4}>
      <Stack gap={2}>
        <Text>How did {request.sitter.fullName} look after your pets?</Text>
        <RatingStars value={rating} onChange={setRating} label="Rating" />
      </Stack>
      <TextArea
        label="Feedback (optional)"
        value={feedback}
        maxLength={2000}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <Stack direction="row" gap={3} justify="flex-end" wrap>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" loading={rate.isPending} disabled={rating < 1} onClick={submit}>
          Submit Rating
        </Button>
      </Stack>
    </Stack>
  );
}
