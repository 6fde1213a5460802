import styled, { css } from 'styled-components';
import { TRAINING_REQUEST_EXPIRY_HOURS, type OwnerTrainingAppointment } from '@petpal/api/contracts';
import { Avatar, Badge, Button, Text } from '@petpal/design-system';
import { formatDay, formatMoment, petLabel } from '../../../lib/format';
import { EntryActions, EntryHeader, EntryTitle, Facts, ListEntry } from '../../../ui/Facts';
import { paymentLabel, sessionKind, sessionWhen, trainingStatusBadges, trainingStatusLabels } from '../training-format';

const Who = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    min-width: 0;
  `}
`;

export interface TrainingSessionItemProps {
  appointment: OwnerTrainingAppointment;
  onCancel(appointment: OwnerTrainingAppointment): void;
}

/** One of the owner's training sessions: trainer, session, when, how, pet, payment, status, and Cancel. */
export function TrainingSessionItem({ appointment, onCancel }: TrainingSessionItemProps) {
  const { trainer } = appointment;
  const payment = paymentLabel(appointment);
  return (
    <ListEntry
      aria-label={`${trainer.fullName}, ${appointment.sessionType} training, ${formatDay(appointment.appointmentDate)}`}
    >
      <EntryHeader>
        <Who>
          <Avatar name={trainer.fullName} src={trainer.profileImageUrl} size="sm" />
          <EntryTitle as="h5">{trainer.fullName}</EntryTitle>
        </Who>
        <Badge variant={trainingStatusBadges[appointment.status]}>{trainingStatusLabels[appointment.status]}</Badge>
      </EntryHeader>
      <Facts>
        <dt>Session</dt>
        <dd>{appointment.sessionType} training</dd>
        <dt>When</dt>
        <dd>{sessionWhen(appointment)}</dd>
        <dt>Type</dt>
        <dd>{sessionKind(appointment)}</dd>
        {appointment.contactLink && (
          <>
            <dt>Contact</dt>
            <dd>{appointment.contactLink}</dd>
          </>
        )}
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
      {appointment.canCancel && (
        <EntryActions>
          <Button type="button" size="sm" variant="outline" onClick={() => onCancel(appointment)}>
            Cancel
          </Button>
        </EntryActions>
      )}
    </ListEntry>
  );
}
