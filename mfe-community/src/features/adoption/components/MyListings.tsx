import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { adoptionMessages } from '@petpal/contracts';
import { EmptyState, Heading, LoadingLine, Photo, RetryAlert, Stack, Text } from '@petpal/design-system';
import { useMyListings } from '../api/listings';
import { feeLabel, petLine, placeLabel } from '../format';
import { listingHref } from './ListingCard';
import { ManageListingPanel } from './ManageListingPanel';
import { ListingStatusBadge } from './StatusBadge';

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[6]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Thumb = styled.div`
  width: 4.5rem;
  flex-shrink: 0;
`;

const Title = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  `}
`;

/** "My listings": each of the user's pets with its status, the lister's actions and its applications. */
export function MyListings() {
  const mine = useMyListings(true);
  return (
    <section aria-labelledby="my-listings-title">
      <Stack gap={4}>
        <Heading level={2} id="my-listings-title">
          My listings
        </Heading>
        {mine.isPending ? (
          <LoadingLine message="Loading your listings..." />
        ) : !mine.data ? (
          <RetryAlert message={adoptionMessages.loadFailed} onRetry={() => void mine.refetch()} />
        ) : mine.data.listings.length === 0 ? (
          <EmptyState
            title={adoptionMessages.noMyListings}
            description="Pets you list show here with their applications."
          />
        ) : (
          <List>
            {mine.data.listings.map((listing) => (
              <li key={listing.id}>
                <Stack gap={3}>
                  <Stack direction="row" gap={3} align="center">
                    <Thumb>
                      <Photo
                        image={listing.photos[0] ?? null}
                        alt=""
                        fallback={{ kind: 'species', species: listing.species }}
                        ratio={1}
                        sizes="4.5rem"
                      />
                    </Thumb>
                    <Stack gap={1} style={{ minWidth: 0 }}>
                      <Title>
                        <Link to={listingHref(listing.id)}>{listing.title}</Link>
                      </Title>
                      <Text tone="muted" style={{ overflowWrap: 'anywhere' }}>
                        {petLine(listing)} · {placeLabel(listing)} · {feeLabel(listing.fee, listing.currency)}
                      </Text>
                      <span>
                        <ListingStatusBadge status={listing.status} />
                      </span>
                    </Stack>
                  </Stack>
                  <ManageListingPanel listing={listing} headingLevel={4} />
                </Stack>
              </li>
            ))}
          </List>
        )}
      </Stack>
    </section>
  );
}
