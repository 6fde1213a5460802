import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import {
  trainerMessages,
  type OwnerTrainingAppointment,
  type SessionUser,
  type TrainerDetail,
} from '@petpal/contracts';
import {
  ApiError,
  Avatar,
  Card,
  ContactButton,
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
import { ProviderRating } from '../../../ui/ProviderRating';
import { ServiceBadges } from '../../../ui/ServiceBadges';
import { SessionGate } from '../../../ui/SessionGate';
import { useTrainer } from '../api/trainer-calendar';
import { trainerUrls } from '../trainer-urls';
import { SessionBookedScreen } from './SessionBookedScreen';
import { TrainingBookingForm } from './TrainingBookingForm';

/** Unknown or malformed ids (the API answers 404 or 400) read as a trainer we cannot find. */
const isUnknownTrainer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** "December 4, 2026, 10:00 (Asia/Kolkata)", or that nothing is open in the booking window. */
function nextOpenLabel(detail: TrainerDetail): string {
  const next = detail.nextAvailable;
  return next
    ? `${formatDay(next.date)}, ${next.startTime} (${detail.trainer.timeZone})`
    : 'No open times in the next 30 days';
}

/**
 * /services/book-a-trainer/trainer/:trainerId (issue 18 item 4, decision 093): a trainer's own page, like the
 * stylist's: photo or initials, location, rating or New, experience, rate per hour, next open session,
 * specializations, bio, Contact, and the booking form with the trainer's calendar, then the confirmation.
 */
export function TrainerProfilePage() {
  const { trainerId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const [booked, setBooked] = useState<OwnerTrainingAppointment | null>(null);
  const detail = useTrainer(trainerId);
  const name = detail.data?.trainer.fullName;
  useErrorToast(detail, trainerMessages.loadFailed, isUnknownTrainer);

  return (
    <PageFrame title={name ?? 'Pet Trainer'} pageTitle={name ?? 'Pet Trainer'}>
      <SessionGate user={user} guestMessage="Log in to see this pet trainer and book a training session.">
        {(signedIn) =>
          booked ? (
            <SessionBookedScreen appointment={booked} />
          ) : (
            <>
              {detail.isPending && <LoadingLine message="Loading pet trainer..." />}
              {detail.isError && isUnknownTrainer(detail.error) && (
                <Stack gap={3} align="flex-start">
                  <Text>{trainerMessages.trainerNotFound}</Text>
                  <RouterButtonLink to={trainerUrls.search}>Find a Trainer</RouterButtonLink>
                </Stack>
              )}
              {detail.isError && !isUnknownTrainer(detail.error) && (
                <RetryAlert message={trainerMessages.loadFailed} onRetry={() => void detail.refetch()} />
              )}
              {detail.data && <TrainerPage detail={detail.data} user={signedIn} onBooked={setBooked} />}
            </>
          )
        }
      </SessionGate>
    </PageFrame>
  );
}

function TrainerPage({
  detail,
  user,
  onBooked,
}: {
  detail: TrainerDetail;
  user: SessionUser;
  onBooked(appointment: OwnerTrainingAppointment): void;
}) {
  const { trainer } = detail;
  const { country } = useAtomValue(locationAtom);
  return (
    <Stack gap={6}>
      <div>
        <RouterButtonLink to={trainerUrls.search} variant="ghost" size="sm">
          <Icon name="chevron-left" size={16} />
          All pet trainers
        </RouterButtonLink>
      </div>
      <Card>
        <Stack direction="row" gap={4} wrap align="flex-start">
          <Avatar name={trainer.fullName} src={trainer.profileImageUrl} size="lg" />
          <Stack gap={2}>
            <Text tone="muted">
              <Icon name="map-pin" size={14} /> {trainer.location}
            </Text>
            <ProviderRating provider={trainer} />
            <Facts>
              <dt>Experience</dt>
              <dd>{experienceLabel(trainer.yearsExperience)}</dd>
              <dt>Rate</dt>
              <dd>{formatRate(trainer.hourlyRate, country)}</dd>
              <dt>Next available</dt>
              <dd>{nextOpenLabel(detail)}</dd>
            </Facts>
            <ServiceBadges label="Specializations" services={trainer.specializations} />
            <div>
              <ContactButton providerKind="trainer" providerId={trainer.id} providerName={trainer.fullName} />
            </div>
          </Stack>
        </Stack>
      </Card>
      <FormSection title="About" level={2}>
        <Text>{trainer.bio || `${trainer.fullName} has not written a bio yet.`}</Text>
      </FormSection>
      <FormSection title="Book a session" level={2}>
        <TrainingBookingForm trainer={trainer} user={user} cancelHref={trainerUrls.search} onBooked={onBooked} />
      </FormSection>
    </Stack>
  );
}
