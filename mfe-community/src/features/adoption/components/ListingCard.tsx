import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AdoptionListingSummary } from '@petpal/contracts';
import { Card, Stack, Text } from '@petpal/design-system';
import { ageLabel, feeLabel, petLine, placeLabel } from '../format';
import { ListingStatusBadge } from './StatusBadge';

const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
`;

const Title = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
    a {
      color: inherit;
    }
  `}
`;

const Fee = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const listingHref = (listingId: string) => `/become-pet-parent/${listingId}`;

/** A pet of the browse list: cover photo, title (a link to its page), what it is, age, place and fee. */
export function ListingCard({ listing }: { listing: AdoptionListingSummary }) {
  const titleId = `listing-${listing.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      {listing.photos[0] && <Photo src={listing.photos[0]} alt={`Photo of ${listing.title}`} loading="lazy" />}
      <Stack gap={2}>
        <Title id={titleId}>
          <Link to={listingHref(listing.id)}>{listing.title}</Link>
        </Title>
        <Text tone="muted" style={{ overflowWrap: 'anywhere' }}>
          {petLine(listing)}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {ageLabel(listing.age)} · {placeLabel(listing)}
        </Text>
        <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
          <Fee>{feeLabel(listing.fee, listing.currency)}</Fee>
          {listing.status !== 'available' && <ListingStatusBadge status={listing.status} />}
        </Stack>
      </Stack>
    </Card>
  );
}
