import type { OwnerAppointment } from '@petpal/contracts';
import { RatingDialog, useToast, type Rating } from '@petpal/design-system';
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
  const rate = useRateAppointment();
  const { toast } = useToast();

  function submit(input: Rating) {
    if (!appointment) return;
    rate.mutate(
      { appointmentId: appointment.id, input },
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
    <RatingDialog
      open={appointment !== null}
      onClose={onClose}
      title="Rate your visit"
      description={appointment ? `${appointment.vet.fullName} · ${formatDay(appointment.date)}` : undefined}
      question="How was the visit?"
      subjectKey={appointment?.id ?? ''}
      submitting={rate.isPending}
      onSubmit={submit}
    />
  );
}
