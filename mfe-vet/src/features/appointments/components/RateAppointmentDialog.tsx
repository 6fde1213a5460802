import { useState } from 'react';
import type { OwnerAppointment } from '@petpal/contracts';
import { Button, Dialog, RatingStars, Stack, Text, TextArea, useToast } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { useRateAppointment } from '../api/rate-appointment';
import { appointmentMessages, ratingErrorMessage } from '../appointment-messages';

export interface RateAppointmentDialogProps {
  /** The appointment being rated; null keeps the dialog closed. */
  appointment: OwnerAppointment | null;
  onClose(): void;
}

/** 1 to 5 stars and optional feedback, once per appointment (spec section 5). */
export function RateAppointmentDialog({ appointment, onClose }: RateAppointmentDialogProps) {
  return (
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title="Rate your visit"
      description={appointment ? `${appointment.vet.fullName} · ${formatDay(appointment.date)}` : undefined}
    >
      {appointment && <RatingForm key={appointment.id} appointment={appointment} onClose={onClose} />}
    </Dialog>
  );
}

function RatingForm({ appointment, onClose }: { appointment: OwnerAppointment; onClose(): void }) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const rate = useRateAppointment();
  const { toast } = useToast();

  function submit() {
    if (rating < 1) return;
    rate.mutate(
      { appointmentId: appointment.id, input: { rating, feedback: feedback.trim() } },
      {
        onSuccess: () => {
          toast({ title: appointmentMessages.rated, variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: ratingErrorMessage(error), variant: 'error' }),
      },
    );
  }

  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <Text>How was the visit?</Text>
        <RatingStars value={rating} onChange={setRating} label="Rating" />
      </Stack>
      <TextArea
        label="Feedback (optional)"
        value={feedback}
        maxLength={2000}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <Stack direction="row" gap={3} justify="flex-end">
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
