import type { PracticeAppointment } from '@petpal/contracts';
import {
  Badge,
  Button,
  ContactButton,
  EntryActions,
  EntryHeader,
  EntryTitle,
  Facts,
  ListEntry,
  Text,
} from '@petpal/design-system';
import { appointmentTypeLabels, formatDay, petLabel, statusBadges, statusLabels, timeRange } from '../../../lib/format';
import type { Decision } from '../api/decide-appointment';

const contactLabels = { whatsapp: 'WhatsApp', zoom: 'Zoom', phone: 'Phone', email: 'Email' } as const;
const paymentLabels = { pending: 'Payment pending', completed: 'Paid', not_required: null } as const;

export interface PracticeAppointmentItemProps {
  appointment: PracticeAppointment;
  busy: boolean;
  onDecide?(appointment: PracticeAppointment, decision: Decision): void;
  onNotes?(appointment: PracticeAppointment): void;
}

/** An appointment as the vet sees it: who, when, how, and Confirm / Cancel or visit notes. */
export function PracticeAppointmentItem({ appointment, busy, onDecide, onNotes }: PracticeAppointmentItemProps) {
  const payment = paymentLabels[appointment.paymentStatus];
  const when = `${formatDay(appointment.date)}, ${timeRange(appointment.startTime, appointment.endTime)}`;
  return (
    <ListEntry aria-label={`${appointment.ownerName}, ${when}`}>
      <EntryHeader>
        <EntryTitle as="h3">{when}</EntryTitle>
        <span>
          <Badge variant={statusBadges[appointment.status]}>{statusLabels[appointment.status]}</Badge>{' '}
          {payment && <Badge variant="info">{payment}</Badge>}
        </span>
      </EntryHeader>
      <Facts>
        <dt>Owner</dt>
        <dd>
          {appointment.ownerName} ({appointment.ownerEmail})
        </dd>
        <dt>Pet</dt>
        <dd>{appointment.pet ? petLabel(appointment.pet) : 'No pet selected'}</dd>
        <dt>Type</dt>
        <dd>
          {appointmentTypeLabels[appointment.appointmentType]}
          {appointment.contactMethod &&
            ` · ${contactLabels[appointment.contactMethod]}${appointment.contactLink ? `: ${appointment.contactLink}` : ''}`}
        </dd>
        {appointment.preferredContact && (
          <>
            <dt>Preferred contact</dt>
            <dd>{contactLabels[appointment.preferredContact]}</dd>
          </>
        )}
        {appointment.reason && (
          <>
            <dt>Reason</dt>
            <dd>{appointment.reason}</dd>
          </>
        )}
      </Facts>
      {appointment.visitNotes && (
        <Text>
          <strong>Visit notes:</strong> {appointment.visitNotes}
        </Text>
      )}
      <EntryActions>
        <ContactButton
          booking={{ kind: 'vet', id: appointment.id }}
          personName={appointment.ownerName}
          label="Message"
        />
        {onDecide && appointment.status === 'pending' && (
          <Button type="button" size="sm" disabled={busy} onClick={() => onDecide(appointment, 'confirm')}>
            Confirm
          </Button>
        )}
        {onDecide && appointment.status !== 'cancelled' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onDecide(appointment, 'cancel')}
          >
            Cancel
          </Button>
        )}
        {onNotes && appointment.status !== 'cancelled' && (
          <Button type="button" size="sm" variant="outline" onClick={() => onNotes(appointment)}>
            {appointment.visitNotes ? 'Edit Visit Notes' : 'Add Visit Notes'}
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
