import type { OwnerAppointment } from '@petpal/contracts';
import {
  Badge,
  Button,
  ContactButton,
  EntryActions,
  EntryHeader,
  EntryTitle,
  ListEntry,
  Text,
} from '@petpal/design-system';
import { statusBadges, statusLabels } from '../../../lib/format';
import { AppointmentFacts } from './AppointmentFacts';

/** A past appointment: Completed (or Cancelled), Rate once it is over (and not cancelled), "Rated" after. */
export function PastAppointmentItem({
  appointment,
  onRate,
}: {
  appointment: OwnerAppointment;
  onRate(appointment: OwnerAppointment): void;
}) {
  return (
    <ListEntry aria-label={`${appointment.vet.fullName}, ${appointment.date} ${appointment.startTime}`}>
      <EntryHeader>
        <EntryTitle as="h5">{appointment.vet.fullName}</EntryTitle>
        <span>
          {(appointment.status === 'cancelled' || appointment.status === 'completed') && (
            <Badge variant={statusBadges[appointment.status]}>{statusLabels[appointment.status]}</Badge>
          )}
          {appointment.rated && <Badge variant="success">Rated</Badge>}
        </span>
      </EntryHeader>
      <AppointmentFacts appointment={appointment} brief />
      {appointment.visitNotes && (
        <Text>
          <strong>Visit notes:</strong> {appointment.visitNotes}
        </Text>
      )}
      <EntryActions>
        <ContactButton
          booking={{ kind: 'vet', id: appointment.id }}
          personName={appointment.vet.fullName}
          label="Message"
        />
        {appointment.canRate && (
          <Button type="button" size="sm" variant="outline" onClick={() => onRate(appointment)}>
            Rate
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
