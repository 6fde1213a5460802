import type { StylingAppointment } from '@petpal/contracts';
import { ConfirmCancelDialog } from '../../../ui/ConfirmCancelDialog';
import { stylingWhen } from '../../../lib/styling-format';

export interface CancelStylingDialogProps {
  /** The appointment being cancelled; null keeps the dialog closed. */
  appointment: StylingAppointment | null;
  cancelling: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks the owner before an appointment is cancelled (the stylist is told, the slot is freed). */
export function CancelStylingDialog({ appointment, cancelling, onConfirm, onClose }: CancelStylingDialogProps) {
  return (
    <ConfirmCancelDialog
      open={appointment !== null}
      title="Cancel this appointment?"
      description={
        appointment
          ? `${appointment.serviceType} with ${appointment.stylistName}: ${stylingWhen(appointment)}. We will let the stylist know.`
          : undefined
      }
      keepLabel="Keep Appointment"
      cancelLabel="Cancel Appointment"
      cancelling={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
