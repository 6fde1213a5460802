import { REQUEST_EXPIRY_HOURS, type OwnerBookingRequest } from '@petpal/contracts';
import { Badge, Button, ContactButton, EntryActions, EntryHeader, Facts, ListEntry, Text } from '@petpal/design-system';
import { formatDay, formatMoment, serviceLabel, statusBadges, statusLabels } from '../../../lib/format';
import { Badges } from '../../../ui/Badges';
import { EntryPerson } from '../../../ui/EntryPerson';
import { RequestFactRows } from '../../../ui/RequestFactRows';

export interface BookingRequestItemProps {
  request: OwnerBookingRequest;
  onCancel(request: OwnerBookingRequest): void;
  onRate(request: OwnerBookingRequest): void;
  /** Opens the booking's report cards (accepted and completed bookings). */
  onReportCards(request: OwnerBookingRequest): void;
}

/**
 * One of the owner's requests: sitter, service, when, pets, its status (a decline with its reason), Cancel or
 * Rate, and the report cards of a booking. Its element id (`booking-<id>`) is where a notice's link lands.
 */
export function BookingRequestItem({ request, onCancel, onRate, onReportCards }: BookingRequestItemProps) {
  const { sitter } = request;
  const booked = request.status === 'accepted' || request.status === 'completed';
  return (
    <ListEntry
      id={`booking-${request.id}`}
      aria-label={`${sitter.fullName}, ${serviceLabel(request.serviceType)}, ${formatDay(request.startDate)}`}
    >
      <EntryHeader>
        <EntryPerson name={sitter.fullName} src={sitter.profileImageUrl} />
        <Badges>
          <Badge variant={statusBadges[request.status]}>{statusLabels[request.status]}</Badge>
          {request.rated && <Badge variant="success">Rated</Badge>}
        </Badges>
      </EntryHeader>
      <Facts>
        <RequestFactRows request={request} />
        <dt>Location</dt>
        <dd>{request.location}</dd>
        {request.status === 'declined' && request.declineReason && (
          <>
            <dt>Reason</dt>
            <dd>{request.declineReason}</dd>
          </>
        )}
      </Facts>
      {request.status === 'pending' && (
        <Text tone="muted">Waiting for an answer until {formatMoment(request.expiresAt)}.</Text>
      )}
      {request.status === 'expired' && (
        <Text tone="muted">The sitter did not answer within {REQUEST_EXPIRY_HOURS} hours.</Text>
      )}
      <EntryActions>
        {request.canRate && (
          <Button type="button" size="sm" onClick={() => onRate(request)}>
            Rate
          </Button>
        )}
        <ContactButton booking={{ kind: 'sitter', id: request.id }} personName={sitter.fullName} label="Message" />
        {request.canCancel && (
          <Button type="button" size="sm" variant="outline" onClick={() => onCancel(request)}>
            Cancel
          </Button>
        )}
        {booked && (
          <Button type="button" size="sm" variant="outline" onClick={() => onReportCards(request)}>
            Report cards
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
