import type { StylingAppointment } from '@petpal/api/contracts';
import { Button, Dialog } from '@petpal/design-system';
import { stylingWhen } from '../styling-format';

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
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title="Cancel this appointment?"
      description={
        appointment
          ? `${appointment.serviceType} with ${appointment.stylistName}: ${stylingWhen(appointment)}. We will let the stylist know.`
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
