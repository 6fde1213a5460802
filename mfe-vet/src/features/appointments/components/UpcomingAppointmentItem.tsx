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

/** Visits can be cancelled until 24 hours before (a paid teleconsultation is then refunded). */
export const NO_ONLINE_CANCEL = 'This appointment can no longer be cancelled online. Please contact the veterinarian.';

export interface UpcomingAppointmentItemProps {
  appointment: OwnerAppointment;
  onCancel(appointment: OwnerAppointment): void;
  onPay(appointment: OwnerAppointment): void;
}

/** The refund of a paid teleconsultation cancelled in time, in rupees: "Refunded ₹800.00". */
export function refundLabel({ refund }: OwnerAppointment): string | null {
  if (!refund) return null;
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: refund.amount.currency }).format(
    refund.amount.amountMinor / 100,
  );
  return refund.status === 'refunded' ? `Refunded ${amount}` : `Refund of ${amount} pending`;
}

/**
 * One pending or confirmed appointment with its Cancel (and Pay Now while payment is due), or a cancelled
 * paid one with its refund (docs/decisions/050).
 */
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
      {appointment.refund && (
        <Text>
          <Badge variant={appointment.refund.status === 'refunded' ? 'success' : 'info'}>
            {refundLabel(appointment)}
          </Badge>
        </Text>
      )}
      {!appointment.canCancel && appointment.status !== 'cancelled' && <Text tone="muted">{NO_ONLINE_CANCEL}</Text>}
      <EntryActions>
        {paymentDue && (
          <Button type="button" size="sm" onClick={() => onPay(appointment)}>
            Pay Now
          </Button>
        )}
        <ContactButton
          booking={{ kind: 'vet', id: appointment.id }}
          personName={appointment.vet.fullName}
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
