import { useAtomValue } from 'jotai';
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
  useAddressState,
  type AddressCodec,
} from '@petpal/design-system';

import { useBrowseListings } from '../api/listings';
import { AGE_GROUPS, currencyFor } from '../format';
import { AdoptionFilters, type AdoptionFilterValues } from './AdoptionFilters';
import { ListingCard } from './ListingCard';
import { MyApplicationsPanel } from './MyApplicationsPanel';

/** The filters as the address keeps them, as typed (the API's query is made from them). */
const filtersCodec: AddressCodec<AdoptionFilterValues> = {
  keys: ['species', 'city', 'age', 'feeMax'],
  read: (params) => ({
    species: params.get('species') ?? '',
    city: params.get('city')?.trim() ?? '',
    age: params.get('age') ?? '',
    feeMax: params.get('feeMax')?.trim() ?? '',
  }),
  write: ({ species, city, age, feeMax }) => ({ species, city: city.trim(), age, feeMax: feeMax.trim() }),
};

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
 * and fee (kept in the address: Back steps through the earlier filters, a reload keeps them). Signed-in
 * visitors see their applications.
 */
export function BecomePetParentPage() {
  const user = useAtomValue(sessionUserAtom);
  const { country } = useAtomValue(locationAtom);
  const currency = currencyFor(country);
  const [values, change] = useAddressState(filtersCodec);
  const params = apiQuery(values, currency);
  const feeError = contractErrors(AdoptionBrowseQuery, Object.fromEntries(params)).feeMax;
  const listings = useBrowseListings(feeError ? '' : params.toString());

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
