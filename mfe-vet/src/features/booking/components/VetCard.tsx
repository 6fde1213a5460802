import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { VetSummary } from '@petpal/contracts';
import { Badge, Button, Card, ContactButton, Facts, Icon, MetaRow, RatingStars, Text } from '@petpal/design-system';
import { formatFee, formatRating, nextAvailableLabel, reviewCountLabel } from '../vet-format';
import { VetPortrait } from './VetPortrait';
import { VetReviews } from './VetReviews';

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
  `}
`;

const Name = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
  `}
`;

const Heading = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
  `}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export interface VetCardProps {
  vet: VetSummary;
  /** The stored country, for the fee's currency symbol. */
  country: string;
  onBook(vet: VetSummary): void;
}

/**
 * One vet in the list: the license check, specialization, rating (or "New" before the first review), fee per
 * visit, next open time in the vet's zone, and the way to book.
 */
export function VetCard({ vet, country, onBook }: VetCardProps) {
  const [showReviews, setShowReviews] = useState(false);
  const reviewsId = useId();
  return (
    <Item aria-label={vet.fullName}>
      <Heading>
        {/* Their photo, or their initials on a disc of their own colour (the name beside says who). */}
        <VetPortrait vet={vet} />
        <Name>{vet.fullName}</Name>
        {vet.verified && (
          <Badge variant="success" title="PetPal checked this vet's license">
            License verified
          </Badge>
        )}
      </Heading>
      <MetaRow>
        {vet.reviewCount === 0 ? (
          <Badge variant="info">New</Badge>
        ) : (
          <>
            <RatingStars value={vet.ratingAverage} />
            <strong>{formatRating(vet.ratingAverage)}</strong>
            <Muted>({reviewCountLabel(vet.reviewCount)})</Muted>
          </>
        )}
      </MetaRow>
      <Facts>
        <dt>Specialization</dt>
        <dd>{vet.specialization}</dd>
        <dt>Location</dt>
        <dd>
          <Icon name="map-pin" size={14} /> {vet.location}
        </dd>
        <dt>Consultation fee</dt>
        <dd>{formatFee(vet.consultationFee, country)} per visit</dd>
        <dt>Next available</dt>
        <dd>
          {nextAvailableLabel(vet.nextAvailable)}
          {vet.nextAvailable && <Muted> ({vet.timeZone})</Muted>}
        </dd>
      </Facts>
      {vet.bio && <Text tone="muted">{vet.bio}</Text>}
      <Actions>
        <Button
          type="button"
          size="sm"
          onClick={() => onBook(vet)}
          aria-label={`Book Appointment with ${vet.fullName}`}
        >
          Book Appointment
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={showReviews}
          aria-controls={reviewsId}
          onClick={() => setShowReviews((shown) => !shown)}
        >
          Reviews
        </Button>
        <ContactButton providerKind="vet" providerId={vet.id} providerName={vet.fullName} variant="ghost" />
      </Actions>
      <div id={reviewsId} hidden={!showReviews}>
        {showReviews && <VetReviews vetId={vet.id} vetName={vet.fullName} />}
      </div>
    </Item>
  );
}
