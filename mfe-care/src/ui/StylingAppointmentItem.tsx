import type { StylingAppointment } from '@petpal/contracts';
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
import { Badges } from './Badges';
import { cancelNote, stylingStatusLabels, stylingWhen } from '../lib/styling-format';

export interface StylingAppointmentItemProps {
  appointment: StylingAppointment;
  /** The owner sees the stylist; the stylist sees the owner and the instructions. */
  viewer: 'owner' | 'stylist';
  /** Offered while the API says the viewer may still cancel. */
  onCancel?(appointment: StylingAppointment): void;
  /** Offered once the API says the owner may rate it (completed, not yet rated). */
  onRate?(appointment: StylingAppointment): void;
  /** The level of the service's heading, one below the list's (5 in the bookings card's h4 sections). */
  level?: 3 | 4 | 5;
}

/** One styling appointment: service, who, when (in the stylist's zone), pet, status, Message, and Cancel or Rate. */
export function StylingAppointmentItem({
  appointment,
  viewer,
  onCancel,
  onRate,
  level = 5,
}: StylingAppointmentItemProps) {
  const status = stylingStatusLabels[appointment.status];
  const canCancel = appointment.cancellable && onCancel;
  const canRate = appointment.canRate && onRate;
  const note = cancelNote(appointment);
  const who = viewer === 'owner' ? appointment.stylistName : appointment.ownerName;
  return (
    <ListEntry
      id={`booking-${appointment.id}`}
      aria-label={`${appointment.serviceType}, ${who}, ${stylingWhen(appointment)}`}
    >
      <EntryHeader>
        <EntryTitle as={`h${level}`}>{appointment.serviceType}</EntryTitle>
        <Badges>
          <Badge variant={status.badge}>{status.label}</Badge>
          {appointment.rated && <Badge variant="success">Rated</Badge>}
        </Badges>
      </EntryHeader>
      <Facts>
        {viewer === 'owner' ? (
          <>
            <dt>Stylist</dt>
            <dd>
              {appointment.stylistName}
              {appointment.stylistLocation && `, ${appointment.stylistLocation}`}
            </dd>
          </>
        ) : (
          <>
            <dt>Owner</dt>
            <dd>{appointment.ownerName}</dd>
          </>
        )}
        <dt>When</dt>
        <dd>{stylingWhen(appointment)}</dd>
        {appointment.petName && (
          <>
            <dt>Pet</dt>
            <dd>{appointment.petName}</dd>
          </>
        )}
        {appointment.specialInstructions && (
          <>
            <dt>Instructions</dt>
            <dd>{appointment.specialInstructions}</dd>
          </>
        )}
      </Facts>
      {note && <Text tone="muted">{note}</Text>}
      <EntryActions>
        {canRate && (
          <Button type="button" size="sm" onClick={() => onRate(appointment)}>
            Rate
          </Button>
        )}
        <ContactButton booking={{ kind: 'stylist', id: appointment.id }} personName={who} label="Message" />
        {canCancel && (
          <Button type="button" size="sm" variant="outline" onClick={() => onCancel(appointment)}>
            Cancel
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
