import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { stylistMessages, type StylingAppointment, type StylistDetail } from '@petpal/contracts';
import {
  ApiError,
  Avatar,
  Card,
  Facts,
  FormSection,
  Icon,
  LoadingLine,
  locationAtom,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  useErrorToast,
} from '@petpal/design-system';
import { experienceLabel, formatDay, formatRate } from '../../../lib/format';
import { stylistUrls } from '../../../lib/stylist-urls';
import { ProviderRating } from '../../../ui/ProviderRating';
import { ServiceBadges } from '../../../ui/ServiceBadges';
import { SessionGate } from '../../../ui/SessionGate';
import { useStylist } from '../api/stylists-api';
import { StylingBookedScreen } from './StylingBookedScreen';
import { StylistBookingForm } from './StylistBookingForm';

/** Unknown or malformed ids (the API answers 404 or 400) read as a stylist we cannot find. */
const isUnknownStylist = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** "December 4, 2026, 10:00 (Asia/Kolkata)", or that nothing is open in the booking window. */
function nextOpenLabel(detail: StylistDetail): string {
  const next = detail.nextAvailable;
  return next
    ? `${formatDay(next.date)}, ${next.startTime} (${detail.stylist.timeZone})`
    : 'No open times in the next 30 days';
}

/**
 * /services/book-a-stylist/stylist/:stylistId (issue 18 item 4): a stylist's own page, with its own address:
 * who, where, rating or New, experience, rate per hour, next open time, services, bio, and the booking
 * calendar (the same form the search's dialog shows), then the confirmation.
 */
export function StylistProfilePage() {
  const { stylistId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const [booked, setBooked] = useState<StylingAppointment | null>(null);
  const detail = useStylist(stylistId);
  const name = detail.data?.stylist.fullName;
  useErrorToast(detail, stylistMessages.loadStylistsFailed, isUnknownStylist);

  return (
    <PageFrame title={name ?? 'Pet Stylist'} pageTitle={name ?? 'Pet Stylist'}>
      <SessionGate user={user} guestMessage="Log in to see this pet stylist and book a grooming appointment.">
        {() =>
          booked ? (
            <StylingBookedScreen appointment={booked} onBookAnother={() => setBooked(null)} />
          ) : (
            <>
              {detail.isPending && <LoadingLine message="Loading pet stylist..." />}
              {detail.isError && isUnknownStylist(detail.error) && (
                <Stack gap={3} align="flex-start">
                  <Text>{stylistMessages.stylistNotFound}</Text>
                  <RouterButtonLink to={stylistUrls.booking}>Find a Pet Stylist</RouterButtonLink>
                </Stack>
              )}
              {detail.isError && !isUnknownStylist(detail.error) && (
                <RetryAlert message={stylistMessages.loadStylistsFailed} onRetry={() => void detail.refetch()} />
              )}
              {detail.data && <StylistPage detail={detail.data} onBooked={setBooked} />}
            </>
          )
        }
      </SessionGate>
    </PageFrame>
  );
}

function StylistPage({ detail, onBooked }: { detail: StylistDetail; onBooked(appointment: StylingAppointment): void }) {
  const { stylist } = detail;
  const { country } = useAtomValue(locationAtom);
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap={6}>
      <div>
        <RouterButtonLink to={stylistUrls.booking} variant="ghost" size="sm">
          <Icon name="chevron-left" size={16} />
          All pet stylists
        </RouterButtonLink>
      </div>
      <Card>
        <Stack direction="row" gap={4} wrap align="flex-start">
          <Avatar name={stylist.fullName} src={stylist.profileImageUrl} size="lg" />
          <Stack gap={2}>
            <Text tone="muted">
              <Icon name="map-pin" size={14} /> {stylist.location}
            </Text>
            <ProviderRating provider={stylist} />
            <Facts>
              <dt>Experience</dt>
              <dd>{experienceLabel(stylist.yearsExperience)}</dd>
              <dt>Rate</dt>
              <dd>{formatRate(stylist.hourlyRate, country)}</dd>
              <dt>Next available</dt>
              <dd>{nextOpenLabel(detail)}</dd>
            </Facts>
            <ServiceBadges services={stylist.specializations} />
          </Stack>
        </Stack>
      </Card>
      <FormSection title="About" level={2}>
        <Text>{stylist.bio || `${stylist.fullName} has not written a bio yet.`}</Text>
      </FormSection>
      <FormSection title="Book an appointment" level={2}>
        <StylistBookingForm
          key={formKey}
          stylist={stylist}
          onCancel={() => setFormKey((key) => key + 1)}
          onBooked={onBooked}
        />
      </FormSection>
    </Stack>
  );
}
