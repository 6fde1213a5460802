import type { SitterBookingRequest } from '@petpal/contracts';
import {
  Badge,
  Button,
  ContactButton,
  EntryActions,
  EntryHeader,
  EntryTitle,
  Facts,
  ListEntry,
} from '@petpal/design-system';
import { formatDay, petLabel, scheduleSummary, serviceLabel, statusBadges, statusLabels } from '../../../lib/format';
import { AnswerActions } from '../../../ui/AnswerActions';

export interface SitterRequestItemProps {
  request: SitterBookingRequest;
  /** An answer is under way (any request's): the buttons wait. */
  busy: boolean;
  /** Why the last Accept of this request was refused, e.g. the API's 409. */
  error?: string;
  onAccept(request: SitterBookingRequest): void;
  onDecline(request: SitterBookingRequest): void;
  /** Opens the booking's visits and report cards (accepted and completed bookings). */
  onReportCards(request: SitterBookingRequest): void;
}

/** A request as the sitter sees it: who, what, when, the pets and what to know, and Accept or Decline while it is open. */
export function SitterRequestItem({
  request,
  busy,
  error,
  onAccept,
  onDecline,
  onReportCards,
}: SitterRequestItemProps) {
  const service = serviceLabel(request.serviceType);
  return (
    <ListEntry aria-label={`${request.owner.name}, ${service}, ${formatDay(request.startDate)}`}>
      <EntryHeader>
        <EntryTitle as="h2">
          {service} for {request.owner.name}
        </EntryTitle>
        <Badge variant={statusBadges[request.status]}>{statusLabels[request.status]}</Badge>
      </EntryHeader>
      <Facts>
        <dt>When</dt>
        <dd>
          {scheduleSummary(request)} ({request.timeZone})
        </dd>
        <dt>Pets</dt>
        <dd>{request.selectedPets.map((pet) => `${petLabel(pet)}, ${pet.sizeLbs} lbs`).join('; ')}</dd>
        <dt>Dog size</dt>
        <dd>{request.dogSizeLbs} lbs on average</dd>
        <dt>Gets along with other dogs</dt>
        <dd>{request.getsAlongWithOtherDogs ? 'Yes' : 'No'}</dd>
        <dt>Location</dt>
        <dd>{request.location}</dd>
        <dt>Emergency contact</dt>
        <dd>{request.emergencyContact}</dd>
        {request.owner.phoneNumber && (
          <>
            <dt>Owner’s phone</dt>
            <dd>{request.owner.phoneNumber}</dd>
          </>
        )}
        {request.specialCareInstructions && (
          <>
            <dt>Care instructions</dt>
            <dd>{request.specialCareInstructions}</dd>
          </>
        )}
        <dt>Comment</dt>
        <dd>{request.comment}</dd>
        {request.status === 'declined' && request.declineReason && (
          <>
            <dt>Your reason</dt>
            <dd>{request.declineReason}</dd>
          </>
        )}
      </Facts>
      <AnswerActions
        canAnswer={request.canAnswer}
        expiresAt={request.expiresAt}
        busy={busy}
        error={error}
        onAccept={() => onAccept(request)}
        onDecline={() => onDecline(request)}
      />
      <EntryActions>
        <ContactButton booking={{ kind: 'sitter', id: request.id }} personName={request.owner.name} label="Message" />
        {(request.status === 'accepted' || request.status === 'completed') && (
          <Button type="button" size="sm" variant="outline" onClick={() => onReportCards(request)}>
            Report cards
          </Button>
        )}
      </EntryActions>
    </ListEntry>
  );
}
