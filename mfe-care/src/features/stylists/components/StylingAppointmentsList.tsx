import { useState } from 'react';
import { stylistMessages, type StylingAppointment } from '@petpal/contracts';
import {
  ButtonLink,
  CardList,
  FormSection,
  LoadingLine,
  RetryAlert,
  Stack,
  Text,
  useToast,
  useErrorToast,
} from '@petpal/design-system';
import { isForbidden, refusalMessage } from '../../../lib/api-errors';
import type { BookingsPart } from '../../../lib/bookings-part';
import { stylistUrls } from '../../../lib/stylist-urls';
import { stylistKeys, useCancelStyling, useStylingAppointments } from '../api/stylists-api';
import { CancelStylingDialog } from './CancelStylingDialog';
import { StylingAppointmentItem } from '../../../ui/StylingAppointmentItem';
import { RateBookingDialog } from '../../../ui/RateBookingDialog';

/** A rating shows on the appointment and on the stylist's card. */
const ratingRefreshes = [stylistKeys.all];

/**
 * The owner's styling appointments in one tab of the care bookings parcel (/appointments, /dashboard): the
 * upcoming ones with Cancel, or the past and cancelled ones with Rate (nothing when there are none). Nothing for
 * a user without a pet owner profile. The parcel has no router: links are plain.
 */
export function StylingAppointmentsList({ part, enabled = true }: { part: BookingsPart; enabled?: boolean }) {
  const upcoming = useStylingAppointments('upcoming', enabled);
  const past = useStylingAppointments('past', enabled);
  const cancel = useCancelStyling();
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<StylingAppointment | null>(null);
  const [rating, setRating] = useState<StylingAppointment | null>(null);
  useErrorToast(upcoming, stylistMessages.loadAppointmentsFailed, isForbidden);
  useErrorToast(past, stylistMessages.loadAppointmentsFailed, isForbidden);
  if (!enabled || isForbidden(upcoming.error)) return null;
  if (part === 'past' && !past.isError && (past.data?.appointments.length ?? 0) === 0) return null;

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () =>
        toast({ title: stylistMessages.cancelledTitle, description: stylistMessages.cancelled, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: refusalMessage(error, stylistMessages.cancelFailed), variant: 'error' }),
      onSettled: () => setCancelling(null),
    });
  }

  const upcomingList = upcoming.data?.appointments ?? [];
  const pastList = past.data?.appointments ?? [];
  const failed = (upcoming.isError && !upcoming.data) || (past.isError && !past.data);
  return (
    <FormSection title="Grooming appointments" level={4}>
      <Stack gap={3}>
        {part === 'upcoming' && upcoming.isPending && <LoadingLine message="Loading grooming appointments..." />}
        {failed && (
          <RetryAlert
            message={stylistMessages.loadAppointmentsFailed}
            onRetry={() => {
              void upcoming.refetch();
              void past.refetch();
            }}
          />
        )}
        {part === 'upcoming' && upcoming.data && upcomingList.length === 0 && (
          <Stack gap={2} align="flex-start">
            <Text tone="muted">No upcoming grooming appointments.</Text>
            <ButtonLink href={stylistUrls.booking} variant="outline" size="sm">
              Book a Pet Stylist
            </ButtonLink>
          </Stack>
        )}
        {part === 'upcoming' && upcomingList.length > 0 && (
          <CardList aria-label="Upcoming grooming appointments">
            {upcomingList.map((appointment) => (
              <StylingAppointmentItem
                key={appointment.id}
                appointment={appointment}
                viewer="owner"
                onCancel={setCancelling}
              />
            ))}
          </CardList>
        )}
        {part === 'past' && pastList.length > 0 && (
          <CardList aria-label="Past grooming appointments">
            {pastList.map((appointment) => (
              <StylingAppointmentItem
                key={appointment.id}
                appointment={appointment}
                viewer="owner"
                onRate={setRating}
              />
            ))}
          </CardList>
        )}
      </Stack>
      <CancelStylingDialog
        appointment={cancelling}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <RateBookingDialog
        bookings="stylist-appointments"
        refreshes={ratingRefreshes}
        target={
          rating && {
            id: rating.id,
            title: 'Rate your pet stylist',
            description: `${rating.stylistName} · ${rating.serviceType}`,
            question: `How did ${rating.stylistName} look after your pet?`,
          }
        }
        onClose={() => setRating(null)}
      />
    </FormSection>
  );
}
