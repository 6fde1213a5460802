import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OwnerBookingRequest } from '@petpal/contracts';
import {
  ButtonLink,
  Card,
  CardBody,
  CardList,
  CardTitle,
  EmptyState,
  FormSection,
  LoadingLine,
  RetryAlert,
  sessionUserAtom,
  Stack,
  Tabs,
  Text,
  useToast,
  useErrorToast,
} from '@petpal/design-system';
import { sitterUrls } from '../lib/sitter-urls';
import { StylistPracticeCard } from '../features/stylist-practice/components/StylistPracticeCard';
import { StylingAppointmentsList } from '../features/stylists/components/StylingAppointmentsList';
import { TrainingSessionsList } from '../features/trainers/components/TrainingSessionsList';
import { useStylingAppointments } from '../features/stylists/api/stylists-api';
import { useTrainingSessions } from '../features/trainers/api/get-training-sessions';
import { useCancelBookingRequest } from '../features/bookings/api/cancel-booking-request';
import { useBookingRequests } from '../features/bookings/api/get-booking-requests';
import { bookingMessages, cancelErrorMessage, isNotAnOwner } from '../features/bookings/booking-messages';
import { BookingRequestItem } from '../features/bookings/components/BookingRequestItem';
import { CancelBookingDialog } from '../features/bookings/components/CancelBookingDialog';
import { RateSitterDialog } from '../features/bookings/components/RateSitterDialog';
import { SitterInboxCard } from '../features/bookings/components/SitterInboxCard';
import { ReportCardsDialog } from '../features/bookings/components/ReportCardsDialog';
import { serviceLabel, formatDay } from '../lib/format';
import type { BookingsPart } from '../lib/bookings-part';
import { useLocationParam } from '../lib/use-location-param';

/**
 * The parcel on /appointments and /dashboard: an owner's pet sitter bookings, grooming appointments and training
 * sessions, the upcoming ones first and the past ones under their own tab, with their status, Cancel and Rate; a
 * pet sitter or a pet stylist gets the way to their own screen instead.
 */
export function CareBookingsCard() {
  const user = useAtomValue(sessionUserAtom);
  if (user?.role === 'pet_sitter') return <SitterInboxCard />;
  if (user?.role === 'pet_stylist') return <StylistPracticeCard />;
  return <OwnerBookings signedIn={Boolean(user)} />;
}

function OwnerBookings({ signedIn }: { signedIn: boolean }) {
  const upcoming = useBookingRequests('upcoming', signedIn);
  const past = useBookingRequests('past', signedIn);
  // The card's lists show together once all are in (the grooming and training lists read the same queries): each
  // arriving on its own would push the ones below it down the page (decision 080). A list that failed once does not
  // hold the others while it is retried.
  const stylingPast = useStylingAppointments('past', signedIn);
  const trainingPast = useTrainingSessions('past', signedIn);
  const lists = [
    upcoming,
    past,
    useStylingAppointments('upcoming', signedIn),
    stylingPast,
    useTrainingSessions('upcoming', signedIn),
    trainingPast,
  ];
  // Once shown they stay: the grooming and training lists refetch a failed query when they mount.
  const [shown, setShown] = useState(false);
  if (!shown && !lists.some((query) => query.isLoading && query.failureCount === 0)) setShown(true);
  const settling = !shown;
  const cancel = useCancelBookingRequest();
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<OwnerBookingRequest | null>(null);
  const [rating, setRating] = useState<OwnerBookingRequest | null>(null);
  // A report card notice opens /appointments?reportCards=<booking id>; a booking notice ?booking=<booking id>.
  const reportCards = useLocationParam('reportCards');
  const shownBooking = useLocationParam('booking').value;
  useErrorToast(upcoming, bookingMessages.loadFailed, isNotAnOwner);
  useErrorToast(past, bookingMessages.loadFailed, isNotAnOwner);

  const notAnOwner = isNotAnOwner(upcoming.error);
  const upcomingRequests = notAnOwner ? [] : upcoming.data?.requests;
  const pastRequests = past.data?.requests ?? [];
  const reportCardsBooking = [...(upcomingRequests ?? []), ...pastRequests].find(
    (request) => request.id === reportCards.value,
  );
  const landed = settling ? null : shownBooking;
  const [part, setPart] = useState<BookingsPart>('upcoming');
  // A notice's link to a booking that has passed opens the Past tab.
  const [followed, setFollowed] = useState<string | null>(null);
  if (landed !== followed) {
    setFollowed(landed);
    if (pastRequests.some((request) => request.id === landed)) setPart('past');
  }
  const nothingPast =
    pastRequests.length === 0 &&
    stylingPast.data?.appointments.length === 0 &&
    (trainingPast.data?.appointments.length ?? 0) === 0;

  useEffect(() => {
    if (!landed) return;
    const entry = document.getElementById(`booking-${landed}`);
    entry?.scrollIntoView({ block: 'center' });
    entry?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [landed]);

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () =>
        toast({ title: bookingMessages.cancelledTitle, description: bookingMessages.cancelled, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: cancelErrorMessage(error), variant: 'error' }),
      onSettled: () => setCancelling(null),
    });
  }

  // One row of either list: the same actions upcoming and past.
  const bookingItem = (request: OwnerBookingRequest) => (
    <BookingRequestItem
      key={request.id}
      request={request}
      onCancel={setCancelling}
      onRate={setRating}
      onReportCards={(booking) => reportCards.set(booking.id)}
    />
  );

  return (
    <Card data-remote="mfe-care">
      <CardTitle>Care bookings</CardTitle>
      <CardBody>
        {settling ? (
          <LoadingLine message="Loading care bookings..." />
        ) : (
          <Tabs
            label="Care bookings"
            value={part}
            onChange={(id) => setPart(id === 'past' ? 'past' : 'upcoming')}
            tabs={[
              {
                id: 'upcoming',
                label: 'Upcoming',
                content: (
                  <Stack gap={6}>
                    <FormSection title="Pet sitting" level={4}>
                      {upcoming.isError && !notAnOwner && (
                        <RetryAlert message={bookingMessages.loadFailed} onRetry={() => void upcoming.refetch()} />
                      )}
                      {upcomingRequests?.length === 0 && (
                        <EmptyState
                          title="No care bookings yet"
                          description="Your pet sitter requests and bookings will show here."
                          action={
                            <ButtonLink href={sitterUrls.services} variant="outline" size="sm">
                              Book a Pet Sitter
                            </ButtonLink>
                          }
                        />
                      )}
                      {upcomingRequests && upcomingRequests.length > 0 && (
                        <CardList aria-label="Upcoming care bookings">{upcomingRequests.map(bookingItem)}</CardList>
                      )}
                    </FormSection>
                    <StylingAppointmentsList part="upcoming" enabled={signedIn} />
                    <TrainingSessionsList part="upcoming" enabled={signedIn} />
                  </Stack>
                ),
              },
              {
                id: 'past',
                label: 'Past',
                content: (
                  <Stack gap={6}>
                    {nothingPast && <Text tone="muted">No past bookings yet.</Text>}
                    {pastRequests.length > 0 && (
                      <FormSection title="Pet sitting" level={4}>
                        <CardList aria-label="Past care bookings">{pastRequests.map(bookingItem)}</CardList>
                      </FormSection>
                    )}
                    <StylingAppointmentsList part="past" enabled={signedIn} />
                    <TrainingSessionsList part="past" enabled={signedIn} />
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </CardBody>
      <CancelBookingDialog
        request={cancelling}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <RateSitterDialog request={rating} onClose={() => setRating(null)} />
      <ReportCardsDialog
        booking={
          reportCardsBooking
            ? {
                id: reportCardsBooking.id,
                description: `${reportCardsBooking.sitter.fullName} · ${serviceLabel(reportCardsBooking.serviceType)} · ${formatDay(reportCardsBooking.startDate)}`,
              }
            : null
        }
        onClose={reportCards.clear}
      />
    </Card>
  );
}
