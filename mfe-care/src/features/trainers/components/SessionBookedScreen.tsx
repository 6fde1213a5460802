import { trainerMessages, type OwnerTrainingAppointment } from '@petpal/contracts';
import { Facts, RouterButtonLink, Text } from '@petpal/design-system';
import { formatMoment, petLabel } from '../../../lib/format';
import { DoneScreen } from '../../../ui/DoneScreen';
import { paymentLabel, sessionKind, sessionWhen } from '../../../lib/training-format';

/**
 * The confirmation after a booking (spec section 8's "Training Session Booked", worded for in person or
 * online): what was booked and, online, until when the trainer can accept.
 */
export function SessionBookedScreen({ appointment }: { appointment: OwnerTrainingAppointment }) {
  const online = appointment.appointmentType === 'online_training';
  const payment = paymentLabel(appointment);
  return (
    <DoneScreen
      title={trainerMessages.bookedTitle}
      actions={
        <>
          <RouterButtonLink to="/appointments">View Appointments</RouterButtonLink>
          <RouterButtonLink to="/services" variant="outline">
            Go Back
          </RouterButtonLink>
        </>
      }
    >
      <Text>{online ? trainerMessages.bookedOnline : trainerMessages.bookedInPerson}</Text>
      {appointment.expiresAt && (
        <Text tone="muted">
          {appointment.trainer.fullName} has until {formatMoment(appointment.expiresAt)} to accept. If they decline or
          do not answer, you are not charged. You can follow the session under Appointments.
        </Text>
      )}
      <Facts>
        <dt>Trainer</dt>
        <dd>{appointment.trainer.fullName}</dd>
        <dt>Session</dt>
        <dd>{appointment.sessionType}</dd>
        <dt>When</dt>
        <dd>{sessionWhen(appointment)}</dd>
        <dt>Type</dt>
        <dd>{sessionKind(appointment)}</dd>
        {appointment.pet && (
          <>
            <dt>Pet</dt>
            <dd>{petLabel(appointment.pet)}</dd>
          </>
        )}
        {payment && (
          <>
            <dt>Payment</dt>
            <dd>{payment}</dd>
          </>
        )}
      </Facts>
    </DoneScreen>
  );
}
