import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AdoptionListingSummary } from '@petpal/contracts';
import { Card, Photo, Stack, Text } from '@petpal/design-system';
import { ageLabel, feeLabel, petLine, placeLabel } from '../format';
import { ListingStatusBadge } from './StatusBadge';

/** A card is at most a third of the page wide on a desktop, the whole width on a phone. */
const CARD_PHOTO_SIZES = '(max-width: 767px) 100vw, 24rem';

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
      <Photo
        image={listing.photos[0] ?? null}
        alt={`Photo of ${listing.title}`}
        fallback={{ kind: 'species', species: listing.species }}
        sizes={CARD_PHOTO_SIZES}
      />
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
