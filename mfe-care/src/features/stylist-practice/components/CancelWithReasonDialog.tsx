import { StylistCancelInput, stylistMessages, type StylingAppointment } from '@petpal/contracts';
import { refusalMessage } from '../../../lib/api-errors';
import { DeclineReasonDialog } from '../../../ui/DeclineReasonDialog';
import { stylingWhen } from '../../../lib/styling-format';
import { useStylistCancel } from '../api/stylist-practice-api';

export interface CancelWithReasonDialogProps {
  /** The appointment being cancelled; null keeps the dialog closed. */
  appointment: StylingAppointment | null;
  onClose(): void;
}

/**
 * The stylist cancels an upcoming appointment with a reason the owner is told: appointments arrive
 * confirmed (spec section 4), so this is how a stylist declines one (decision 032).
 */
export function CancelWithReasonDialog({ appointment, onClose }: CancelWithReasonDialogProps) {
  const cancel = useStylistCancel();
  return (
    <DeclineReasonDialog
      itemKey={appointment?.id ?? null}
      title="Cancel this appointment?"
      description={
        appointment
          ? `${appointment.serviceType} for ${appointment.ownerName}: ${stylingWhen(appointment)}.`
          : undefined
      }
      formLabel="Cancel the appointment"
      keepLabel="Keep Appointment"
      declineLabel="Cancel Appointment"
      reasonLabel="Reason for cancelling"
      schema={StylistCancelInput}
      maxLength={500}
      pending={cancel.isPending}
      onDecline={(reason) => cancel.mutateAsync({ id: appointment?.id ?? '', reason })}
      declinedMessage={stylistMessages.cancelled}
      errorMessage={(error) => refusalMessage(error, stylistMessages.cancelFailed)}
      onClose={onClose}
    />
  );
}
