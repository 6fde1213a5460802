import type { StylingAppointment } from '@petpal/contracts';
import { Badge, Button, EntryActions, EntryHeader, EntryTitle, Facts, ListEntry, Text } from '@petpal/design-system';
import { cancelNote, stylingStatus, stylingWhen } from '../lib/styling-format';

export interface StylingAppointmentItemProps {
  appointment: StylingAppointment;
  /** The owner sees the stylist; the stylist sees the owner and the instructions. */
  viewer: 'owner' | 'stylist';
  /** In a list of past appointments (a confirmed one reads "Completed"). */
  past?: boolean;
  /** Offered while the API says the viewer may still cancel. */
  onCancel?(appointment: StylingAppointment): void;
  /** The level of the service's heading, one below the list's (5 in the bookings card's h4 sections). */
  level?: 3 | 4 | 5;
}

/** One styling appointment: service, who, when (in the stylist's zone), pet, status, and Cancel. */
export function StylingAppointmentItem({
  appointment,
  viewer,
  past = false,
  onCancel,
  level = 5,
}: StylingAppointmentItemProps) {
  const status = stylingStatus(appointment, past);
  const note = cancelNote(appointment);
  const who = viewer === 'owner' ? appointment.stylistName : appointment.ownerName;
  return (
    <ListEntry aria-label={`${appointment.serviceType}, ${who}, ${stylingWhen(appointment)}`}>
      <EntryHeader>
        <EntryTitle as={`h${level}`}>{appointment.serviceType}</EntryTitle>
        <Badge variant={status.badge}>{status.label}</Badge>
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
      {appointment.cancellable && onCancel && (
        <EntryActions>
          <Button type="button" size="sm" variant="outline" onClick={() => onCancel(appointment)}>
            Cancel
          </Button>
        </EntryActions>
      )}
    </ListEntry>
  );
}
