import { useAtomValue } from 'jotai';
import { stylistMessages } from '@petpal/contracts';
import {
  Alert,
  locationAtom,
  PageFrame,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  useAddressState,
  useErrorToast,
  type AddressCodec,
} from '@petpal/design-system';
import { stylistUrls } from '../../../lib/stylist-urls';
import { ResultList } from '../../../ui/ResultList';
import { SessionGate } from '../../../ui/SessionGate';
import { useStylists } from '../api/stylists-api';
import {
  searchFrom,
  searchQuery,
  STYLIST_SEARCH_KEYS,
  type StylistFilters,
  type StylistSearch,
} from '../stylist-search';
import { StylistCard } from './StylistCard';
import { StylistSearchForm } from './StylistSearchForm';

/**
 * /services/book-a-stylist (spec sections 2 and 5): search stylists by location and service; a card's Book
 * Appointment opens the stylist's page with the booking calendar (decision 101). The search lives in the
 * query string.
 */
export function StylistBookingPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame title="Book a Pet Stylist" intro="Find a groomer near you and book a time that suits you both.">
      <SessionGate user={user} guestMessage="Log in to find pet stylists near you and book a grooming appointment.">
        {(signedIn) => (
          <Stack gap={6}>
            {signedIn.role === 'pet_stylist' && (
              <Alert variant="info">
                <Stack gap={2} align="flex-start">
                  Pet owners book here. Your own appointments and hours are in your styling practice.
                  <RouterButtonLink to={stylistUrls.practice} size="sm" variant="outline">
                    Your Styling Practice
                  </RouterButtonLink>
                </Stack>
              </Alert>
            )}
            <StylistSearchResults />
          </Stack>
        )}
      </SessionGate>
    </PageFrame>
  );
}

const stylistCodec: AddressCodec<StylistSearch> = { keys: STYLIST_SEARCH_KEYS, read: searchFrom, write: searchQuery };

function StylistSearchResults() {
  const [search, setSearch] = useAddressState(stylistCodec);
  const { country } = useAtomValue(locationAtom);
  const stylists = useStylists(search);
  useErrorToast(stylists, stylistMessages.loadStylistsFailed);

  function searchFor(filters: StylistFilters) {
    setSearch({ ...filters, page: 1 });
  }

  function showPage(page: number) {
    setSearch({ ...search, page });
  }

  return (
    <Stack gap={6}>
      <StylistSearchForm filters={search} onSearch={searchFor} />
      <ResultList
        title="Pet Stylists"
        listLabel="Pet stylists"
        noun="pet stylist"
        query={stylists}
        items={stylists.data?.stylists}
        renderItem={(stylist) => (
          <StylistCard key={stylist.id} stylist={stylist} country={country} service={search.service} />
        )}
        loadingMessage="Loading pet stylists..."
        failedMessage={stylistMessages.loadStylistsFailed}
        empty={{ title: stylistMessages.noStylists, description: 'Try another location or service.' }}
        page={search.page}
        onPage={showPage}
        map={{
          label: 'Map of the pet stylists found',
          markerOf: (stylist) => stylist.point && { id: stylist.id, label: stylist.fullName, ...stylist.point },
        }}
      />
    </Stack>
  );
}
