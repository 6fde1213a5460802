import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { stylistMessages, type StylingAppointment, type StylistCard as StylistCardData } from '@petpal/api/contracts';
import {
  Alert,
  Dialog,
  EmptyState,
  Icon,
  LoadingLine,
  locationAtom,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
} from '@petpal/design-system';
import { stylistUrls } from '../../../lib/stylist-urls';
import { useErrorToast } from '../../../lib/use-error-toast';
import { CardList } from '../../../ui/Facts';
import { FormSection } from '../../../ui/FormSection';
import { PageFrame } from '../../../ui/PageFrame';
import { ResultPager } from '../../../ui/ResultPager';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SessionGate } from '../../../ui/SessionGate';
import { useStylists } from '../api/stylists-api';
import { searchFrom, searchQuery, type StylistFilters } from '../stylist-search';
import { StylingBookedScreen } from './StylingBookedScreen';
import { StylistBookingForm } from './StylistBookingForm';
import { StylistCard } from './StylistCard';
import { StylistSearchForm } from './StylistSearchForm';

const Results = styled(CardList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));

  &:focus {
    outline: none;
  }
`;

const stylistsFound = (total: number) => (total === 1 ? '1 pet stylist found' : `${total} pet stylists found`);

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

function StylistSearchResults({ onBooked }: { onBooked(appointment: StylingAppointment): void }) {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const { country } = useAtomValue(locationAtom);
  const [booking, setBooking] = useState<StylistCardData | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const stylists = useStylists(search);
  useErrorToast(stylists, stylistMessages.loadStylistsFailed);
  const pages = stylists.data ? Math.max(1, Math.ceil(stylists.data.total / stylists.data.pageSize)) : 1;

  function searchFor(filters: StylistFilters) {
    setParams(searchQuery({ ...filters, page: 1 }));
  }

  function showPage(page: number) {
    setParams(searchQuery({ ...search, page }));
    // Back to the top of the list, for the eyes and for keyboard and screen reader users alike.
    list.current?.focus();
  }

  return (
    <Stack gap={6}>
      <StylistSearchForm key={`${search.location}|${search.service}`} filters={search} onSearch={searchFor} />
      <FormSection
        title="Pet Stylists"
        level={2}
        aside={stylists.data && stylists.data.total > 0 ? stylistsFound(stylists.data.total) : undefined}
      >
        {stylists.isPending && <LoadingLine message="Loading pet stylists..." />}
        {stylists.isError && !stylists.data && (
          <RetryAlert message={stylistMessages.loadStylistsFailed} onRetry={() => void stylists.refetch()} />
        )}
        {stylists.data?.total === 0 && (
          <EmptyState
            icon={<Icon name="search" size={28} />}
            title={stylistMessages.noStylists}
            description="Try another location or service."
          />
        )}
        {stylists.data && stylists.data.stylists.length > 0 && (
          <Results
            ref={list}
            tabIndex={-1}
            aria-label="Pet stylists"
            aria-busy={stylists.isPlaceholderData || undefined}
          >
            {stylists.data.stylists.map((stylist) => (
              <StylistCard key={stylist.id} stylist={stylist} country={country} onBook={setBooking} />
            ))}
          </Results>
        )}
        <ResultPager page={search.page} pages={pages} onPage={showPage} />
      </FormSection>
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
