import type { OwnerAppointment } from '@petpal/api/contracts';
import { Badge, Button, Text } from '@petpal/design-system';
import { statusBadges, statusLabels } from '../../../lib/format';
import { EntryActions, EntryHeader, EntryTitle, ListEntry } from '../../../ui/Facts';
import { AppointmentFacts } from './AppointmentFacts';

/** Free visits can be cancelled until 24 hours before; paid teleconsultations not once booked. */
export const NO_ONLINE_CANCEL = 'This appointment can no longer be cancelled online. Please contact the veterinarian.';

export interface UpcomingAppointmentItemProps {
  appointment: OwnerAppointment;
  onCancel(appointment: OwnerAppointment): void;
  onPay(appointment: OwnerAppointment): void;
}

/** One pending or confirmed appointment with its Cancel (and Pay Now while payment is due). */
export function UpcomingAppointmentItem({ appointment, onCancel, onPay }: UpcomingAppointmentItemProps) {
  const paymentDue = appointment.paymentRequired && appointment.paymentStatus === 'pending';
  return (
    <ListEntry aria-label={`${appointment.vet.fullName}, ${appointment.date} ${appointment.startTime}`}>
      <EntryHeader>
        <EntryTitle as="h5">{appointment.vet.fullName}</EntryTitle>
        <span>
          <Badge variant={statusBadges[appointment.status]}>{statusLabels[appointment.status]}</Badge>{' '}
          {paymentDue && <Badge variant="info">Payment due</Badge>}
        </span>
      </EntryHeader>
      <AppointmentFacts appointment={appointment} />
      {!appointment.canCancel && <Text tone="muted">{NO_ONLINE_CANCEL}</Text>}
      {(appointment.canCancel || paymentDue) && (
        <EntryActions>
          {paymentDue && (
            <Button type="button" size="sm" onClick={() => onPay(appointment)}>
              Pay Now
            </Button>
          )}
          {appointment.canCancel && (
            <Button type="button" size="sm" variant="outline" onClick={() => onCancel(appointment)}>
              Cancel
            </Button>
          )}
        </EntryActions>
      )}
    </ListEntry>
  );
}
