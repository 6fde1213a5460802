import styled from 'styled-components';
import { type PlaydateRequest } from '@petpal/contracts';
import { Badge, Button, Card, CardFooter, Icon, Stack, Text, type BadgeVariant } from '@petpal/design-system';
import type { PlaydateAnswer } from '../api/playdate-requests';
import { whenText, whereText } from '../playdate-format';
import { playdateTexts } from '../texts';
import { DogHeading } from './DogHeading';
import { DogTraits } from './DogTraits';
import { OwnerText } from './OwnerText';

const STATUS: Record<PlaydateRequest['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Agreed', variant: 'success' },
  declined: { label: 'Declined', variant: 'neutral' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Place = styled.div`
  padding: ${({ theme }) => theme.spacing[3]};
  background: ${({ theme }) => theme.colors.success.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface PlaydateRequestCardProps {
  request: PlaydateRequest;
  busy?: boolean;
  onAnswer(answer: PlaydateAnswer): void;
}

/**
 * A playdate request as one of its owners sees it: the other dog, when, the message, and the meeting place
 * (with both first names) only once it is agreed. Incoming pending ones have Accept and Decline; the sender
 * may cancel a pending one; either owner may call off an agreed playdate.
 */
export function PlaydateRequestCard({ request, busy = false, onAnswer }: PlaydateRequestCardProps) {
  const { otherPet, myPet, reveal } = request;
  const incoming = request.direction === 'incoming';
  const status = STATUS[request.status];
  const open = request.status === 'pending' || request.status === 'accepted';
  return (
    <Card as="article" aria-label={`Playdate: ${myPet.name} and ${otherPet.name}`}>
      <Stack direction="row" gap={3} justify="space-between" align="flex-start" wrap>
        <DogHeading name={otherPet.name} breed={otherPet.breed} photoUrl={otherPet.photoUrl} level={3} />
        <Badge variant={status.variant}>{status.label}</Badge>
      </Stack>
      <Text>
        {incoming ? `For ${myPet.name}` : `From ${myPet.name}`} · <Icon name="calendar" size={14} />{' '}
        {whenText(request.startsAt)}
      </Text>
      <Text tone="muted">
        <Icon name="map-pin" size={14} /> {whereText(otherPet)}
      </Text>
      {open && <DogTraits dog={otherPet} />}
      <Stack gap={1}>
        <Label>{incoming ? 'Their message' : 'Your message'}</Label>
        <OwnerText>{request.message}</OwnerText>
      </Stack>
      {reveal ? (
        <Place>
          <Stack gap={1}>
            <Label>Meeting place</Label>
            <OwnerText>{reveal.meetingPlace}</OwnerText>
            <Text>
              You are meeting {reveal.theirFirstName}, {otherPet.name}’s owner. They know you as {reveal.yourFirstName}.
            </Text>
          </Stack>
        </Place>
      ) : (
        request.status === 'pending' &&
        (incoming ? (
          <Text tone="muted">{playdateTexts.placeHidden}</Text>
        ) : (
          <Stack gap={1}>
            <Label>Proposed place</Label>
            <OwnerText>{request.proposedPlace}</OwnerText>
            <Text tone="muted">{playdateTexts.placeShared}</Text>
          </Stack>
        ))
      )}
      {open && (
        <CardFooter>
          {incoming && request.status === 'pending' && (
            <>
              <Button size="sm" loading={busy} onClick={() => onAnswer('accept')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAnswer('decline')}>
                Decline
              </Button>
            </>
          )}
          {!incoming && request.status === 'pending' && (
            <Button size="sm" variant="outline" loading={busy} onClick={() => onAnswer('cancel')}>
              Cancel request
            </Button>
          )}
          {request.status === 'accepted' && (
            <Button size="sm" variant="outline" loading={busy} onClick={() => onAnswer('cancel')}>
              Cancel playdate
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
