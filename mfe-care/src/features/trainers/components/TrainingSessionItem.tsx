import { TRAINING_REQUEST_EXPIRY_HOURS, type OwnerTrainingAppointment } from '@petpal/contracts';
import { Badge, Button, ContactButton, EntryActions, EntryHeader, Facts, ListEntry, Text } from '@petpal/design-system';
import { formatDay, formatMoment } from '../../../lib/format';
import { Badges } from '../../../ui/Badges';
import { EntryPerson } from '../../../ui/EntryPerson';
import { paymentLabel, trainingStatusBadges, trainingStatusLabels } from '../../../lib/training-format';
import { SessionFactRows } from '../../../ui/SessionFactRows';

export interface TrainingSessionItemProps {
  appointment: OwnerTrainingAppointment;
  onCancel(appointment: OwnerTrainingAppointment): void;
  onRate(appointment: OwnerTrainingAppointment): void;
}

/** One of the owner's training sessions: trainer, session, when, how, pet, payment, status, and Cancel or Rate. */
export function TrainingSessionItem({ appointment, onCancel, onRate }: TrainingSessionItemProps) {
  const { trainer } = appointment;
  const payment = paymentLabel(appointment);
  return (
    <ListEntry
      id={`booking-${appointment.id}`}
      aria-label={`${trainer.fullName}, ${appointment.sessionType} training, ${formatDay(appointment.appointmentDate)}`}
    >
      <EntryHeader>
        <EntryPerson name={trainer.fullName} src={trainer.profileImageUrl} />
        <Badges>
          <Badge variant={trainingStatusBadges[appointment.status]}>{trainingStatusLabels[appointment.status]}</Badge>
          {appointment.rated && <Badge variant="success">Rated</Badge>}
        </Badges>
      </EntryHeader>
      <Facts>
        <dt>Session</dt>
        <dd>{appointment.sessionType} training</dd>
        <SessionFactRows session={appointment} />
        {payment && (
          <>
            <dt>Payment</dt>
            <dd>{payment}</dd>
          </>
        )}
        {appointment.status === 'declined' && appointment.declineReason && (
          <>
            <dt>Reason</dt>
            <dd>{appointment.declineReason}</dd>
          </>
        )}
      </Facts>
      {appointment.status === 'pending' && appointment.expiresAt && (
        <Text tone="muted">Waiting for the trainer to accept until {formatMoment(appointment.expiresAt)}.</Text>
      )}
      {appointment.status === 'expired' && (
        <Text tone="muted">
          The trainer did not answer within {TRAINING_REQUEST_EXPIRY_HOURS} hours. You have not been charged.
        </Text>
      )}
      <EntryActions>
        {appointment.canRate && (
          <Button type="button" size="sm" onClick={() => onRate(appointment)}>
            Rate
          </Button>
        )}
        <ContactButton
          booking={{ kind: 'trainer', id: appointment.id }}
          personName={trainer.fullName}
          label="Message"
        />
        {appointment.canCancel && (
          <Button type="button" size="sm" variant="outline" onClick={() => onCancel(appointment)}>
            Cancel
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
