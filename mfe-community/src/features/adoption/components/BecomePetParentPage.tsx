import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { adoptionMessages, AdoptionBrowseQuery } from '@petpal/contracts';
import {
  Alert,
  Button,
  EmptyState,
  LoadingLine,
  locationAtom,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  contractErrors,
  CardGrid,
  useDebouncedValue,
} from '@petpal/design-system';

import { useBrowseListings } from '../api/listings';
import { AGE_GROUPS, currencyFor } from '../format';
import { AdoptionFilters, type AdoptionFilterValues } from './AdoptionFilters';
import { ListingCard } from './ListingCard';
import { MyApplicationsPanel } from './MyApplicationsPanel';

const FILTER_KEYS = ['species', 'city', 'age', 'feeMax'] as const;

/** The API's query for the filters on screen (ages as month ranges, the fee in the viewer's currency). */
function apiQuery(values: AdoptionFilterValues, currency: string): URLSearchParams {
  const params = new URLSearchParams();
  if (values.species) params.set('species', values.species);
  if (values.city.trim()) params.set('city', values.city.trim());
  const group = AGE_GROUPS.find((g) => g.value === values.age);
  if (group?.min !== undefined) params.set('minAgeMonths', String(group.min));
  if (group?.max !== undefined) params.set('maxAgeMonths', String(group.max));
  if (values.feeMax.trim()) {
    params.set('feeMax', values.feeMax.trim());
    params.set('currency', currency);
  }
  return params;
}

/**
 * /become-pet-parent (open to guests): pets looking for a home, newest first, filtered by species, city, age
 * and fee (kept in the address, so Back returns to the same list). Signed-in visitors see their applications.
 */
export function BecomePetParentPage() {
  const user = useAtomValue(sessionUserAtom);
  const { country } = useAtomValue(locationAtom);
  const currency = currencyFor(country);
  const [search, setSearch] = useSearchParams();
  const values: AdoptionFilterValues = {
    species: search.get('species') ?? '',
    city: search.get('city') ?? '',
    age: search.get('age') ?? '',
    feeMax: search.get('feeMax') ?? '',
  };
  // Typing a city asks the API once it settles; the selects filter at once.
  const city = useDebouncedValue(values.city, 300);
  const params = apiQuery({ ...values, city }, currency);
  const feeError = contractErrors(AdoptionBrowseQuery, Object.fromEntries(params)).feeMax;
  const listings = useBrowseListings(feeError ? '' : params.toString());

  function change(next: AdoptionFilterValues) {
    const kept = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) kept.set(key, next[key]);
    setSearch(kept, { replace: true });
  }

  const shown = listings.data?.pages.flatMap((page) => page.listings) ?? [];
  return (
    <PageFrame
      width="wide"
      title="Become a Pet Parent"
      intro="Pets looking for a new home. Apply to adopt; the lister shares their contact details once they choose you."
      actions={<RouterButtonLink to="/submit-pet-sale-adoption">List a pet</RouterButtonLink>}
    >
      <AdoptionFilters values={values} currency={currency} feeError={feeError} onChange={change} />
      {listings.isPending ? (
        <LoadingLine message="Loading pets..." />
      ) : listings.isError && shown.length === 0 ? (
        <RetryAlert message={adoptionMessages.loadFailed} onRetry={() => void listings.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={adoptionMessages.noListings} description="Try another city or fewer filters." />
      ) : (
        <Stack gap={4}>
          <CardGrid aria-label="Pets looking for a home">
            {shown.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </CardGrid>
          {listings.isFetchNextPageError && <Alert variant="error">{adoptionMessages.loadFailed}</Alert>}
          {listings.hasNextPage && (
            <Button
              variant="outline"
              loading={listings.isFetchingNextPage}
              onClick={() => void listings.fetchNextPage()}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
      {user && <MyApplicationsPanel />}
    </PageFrame>
  );
}
