import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { stylistMessages, type StylingAppointment, type StylistCard as StylistCardData } from '@petpal/contracts';
import {
  Alert,
  Dialog,
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
import { StylingBookedScreen } from './StylingBookedScreen';
import { StylistBookingForm } from './StylistBookingForm';
import { StylistCard } from './StylistCard';
import { StylistSearchForm } from './StylistSearchForm';

/**
 * /services/book-a-stylist (spec sections 2 and 5): search stylists by location and service, book a slot in
 * the booking form, then a confirmation. The search lives in the query string.
 */
export function StylistBookingPage() {
  const user = useAtomValue(sessionUserAtom);
  const [booked, setBooked] = useState<StylingAppointment | null>(null);
  return (
    <PageFrame title="Book a Pet Stylist" intro="Find a groomer near you and book a time that suits you both.">
      <SessionGate user={user} guestMessage="Log in to find pet stylists near you and book a grooming appointment.">
        {(signedIn) =>
          booked ? (
            <StylingBookedScreen appointment={booked} onBookAnother={() => setBooked(null)} />
          ) : (
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
              <StylistSearchResults onBooked={setBooked} />
            </Stack>
          )
        }
      </SessionGate>
    </PageFrame>
  );
}

const stylistCodec: AddressCodec<StylistSearch> = { keys: STYLIST_SEARCH_KEYS, read: searchFrom, write: searchQuery };

function StylistSearchResults({ onBooked }: { onBooked(appointment: StylingAppointment): void }) {
  const [search, setSearch] = useAddressState(stylistCodec);
  const { country } = useAtomValue(locationAtom);
  const [booking, setBooking] = useState<StylistCardData | null>(null);
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
          <StylistCard key={stylist.id} stylist={stylist} country={country} onBook={setBooking} />
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
      <Dialog
        open={booking !== null}
        onClose={() => setBooking(null)}
        title={booking ? `Book ${booking.fullName}` : 'Book a stylist'}
        description={booking ? `${booking.location} · times in ${booking.timeZone}` : undefined}
        size="lg"
      >
        {booking && (
          <StylistBookingForm
            key={booking.id}
            stylist={booking}
            preferredService={search.service}
            onCancel={() => setBooking(null)}
            onBooked={(appointment) => {
              setBooking(null);
              onBooked(appointment);
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}
