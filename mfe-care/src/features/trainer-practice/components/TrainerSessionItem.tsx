import type { TrainerTrainingAppointment } from '@petpal/contracts';
import { Badge, ContactButton, EntryActions, EntryHeader, EntryTitle, Facts, ListEntry } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { AnswerActions } from '../../../ui/AnswerActions';
import { SessionFactRows } from '../../../ui/SessionFactRows';
import { paymentLabel, trainingStatusBadges, trainingStatusLabels } from '../../../lib/training-format';

export interface TrainerSessionItemProps {
  appointment: TrainerTrainingAppointment;
  /** An answer is under way (any session's): the buttons wait. */
  busy: boolean;
  /** Why the last Accept of this session was refused, e.g. the API's 409 of an expired request. */
  error?: string;
  onAccept(appointment: TrainerTrainingAppointment): void;
  onDecline(appointment: TrainerTrainingAppointment): void;
}

/** A session as the trainer sees it: who, what, when, how to meet, and Accept or Decline while a request is open. */
export function TrainerSessionItem({ appointment, busy, error, onAccept, onDecline }: TrainerSessionItemProps) {
  const { owner } = appointment;
  const payment = paymentLabel(appointment);
  return (
    <ListEntry aria-label={`${owner.name}, ${appointment.sessionType}, ${formatDay(appointment.appointmentDate)}`}>
      <EntryHeader>
        <EntryTitle as="h2">
          {appointment.sessionType} training for {owner.name}
        </EntryTitle>
        <Badge variant={trainingStatusBadges[appointment.status]}>{trainingStatusLabels[appointment.status]}</Badge>
      </EntryHeader>
      <Facts>
        <SessionFactRows session={appointment} />
        {owner.phoneNumber && (
          <>
            <dt>Owner’s phone</dt>
            <dd>{owner.phoneNumber}</dd>
          </>
        )}
        {appointment.specialInstructions && (
          <>
            <dt>Instructions</dt>
            <dd>{appointment.specialInstructions}</dd>
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
            <dt>Your reason</dt>
            <dd>{appointment.declineReason}</dd>
          </>
        )}
      </Facts>
      <AnswerActions
        canAnswer={appointment.canAnswer}
        expiresAt={appointment.expiresAt}
        busy={busy}
        error={error}
        onAccept={() => onAccept(appointment)}
        onDecline={() => onDecline(appointment)}
      />
      <EntryActions>
        <ContactButton booking={{ kind: 'trainer', id: appointment.id }} personName={owner.name} label="Message" />
      </EntryActions>
    </ListEntry>
  );
}
