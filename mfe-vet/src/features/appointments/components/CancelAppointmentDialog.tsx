import type { OwnerAppointment } from '@petpal/contracts';
import { Button, Dialog } from '@petpal/design-system';
import { formatDay, timeRange } from '../../../lib/format';

export interface CancelAppointmentDialogProps {
  appointment: OwnerAppointment | null;
  cancelling: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A paid teleconsultation cancelled in time is refunded in full (docs/decisions/050). */
const paidNote = (appointment: OwnerAppointment) =>
  appointment.paymentStatus === 'completed' && appointment.consultationFee
    ? ` Your payment of ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(appointment.consultationFee)} will be refunded.`
    : '';

/** Asks before an appointment is cancelled. */
export function CancelAppointmentDialog({ appointment, cancelling, onConfirm, onClose }: CancelAppointmentDialogProps) {
  return (
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title="Cancel this appointment?"
      description={
        appointment
          ? `${appointment.vet.fullName} on ${formatDay(appointment.date)}, ${timeRange(appointment.startTime, appointment.endTime)}.${paidNote(appointment)}`
          : undefined
      }
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep Appointment
          </Button>
          <Button type="button" variant="destructive" loading={cancelling} onClick={onConfirm}>
            Cancel Appointment
          </Button>
        </>
      }
    />
  );
}
