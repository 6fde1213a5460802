import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { trainerMessages, type OwnerTrainingAppointment } from '@petpal/contracts';
import {
  ButtonLink,
  CardList,
  FormSection,
  LoadingLine,
  ProviderStandingGate,
  RetryAlert,
  sessionUserAtom,
  Stack,
  Text,
  useToast,
  useErrorToast,
} from '@petpal/design-system';
import { isForbidden } from '../../../lib/api-errors';
import type { BookingsPart } from '../../../lib/bookings-part';
import { ConfirmCancelDialog } from '../../../ui/ConfirmCancelDialog';
import { RateBookingDialog } from '../../../ui/RateBookingDialog';
import { useCancelTraining } from '../api/cancel-training';
import { useTrainingSessions } from '../api/get-training-sessions';
import { trainerUrls } from '../../../lib/trainer-urls';
import { cancelErrorMessage } from '../training-errors';
import { sessionWhen } from '../../../lib/training-format';
import { trainingKeys } from '../../../lib/training-keys';
import { TrainingSessionItem } from './TrainingSessionItem';

/** A user without a pet owner record has no training sessions: the API's 403 is not a failure. */
const isNotAnOwner = isForbidden;

/**
 * The training part of one tab of the care bookings parcel (/appointments, /dashboard): the owner's upcoming
 * sessions with Cancel, or the past ones with Rate (nothing when there are none); a pet trainer gets the way to
 * their own sessions instead, under Upcoming.
 */
export function TrainingSessionsList({ part, enabled = true }: { part: BookingsPart; enabled?: boolean }) {
  const user = useAtomValue(sessionUserAtom);
  if (user?.role === 'pet_trainer') return part === 'upcoming' ? <TrainerPracticeLink /> : null;
  return <OwnerSessions part={part} enabled={enabled} />;
}

function TrainerPracticeLink() {
  return (
    <FormSection title="Training sessions" level={4}>
      <ProviderStandingGate headingLevel={4}>
        <Stack gap={3} align="flex-start">
          <Text tone="muted">Accept or decline online training requests, and see your sessions.</Text>
          <ButtonLink href={trainerUrls.practice} size="sm">
            Manage Training Sessions
          </ButtonLink>
        </Stack>
      </ProviderStandingGate>
    </FormSection>
  );
}

/** A rating shows on the session and on the trainer's card. */
const ratingRefreshes = [trainingKeys.sessions, trainingKeys.trainers];

function OwnerSessions({ part, enabled }: { part: BookingsPart; enabled: boolean }) {
  const upcoming = useTrainingSessions('upcoming', enabled);
  const past = useTrainingSessions('past', enabled);
  const cancel = useCancelTraining();
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<OwnerTrainingAppointment | null>(null);
  const [rating, setRating] = useState<OwnerTrainingAppointment | null>(null);
  useErrorToast(upcoming, trainerMessages.loadAppointmentsFailed, isNotAnOwner);
  useErrorToast(past, trainerMessages.loadAppointmentsFailed, isNotAnOwner);
  // Without a pet owner record there is nothing to show, and nothing went wrong (spec section 6).
  if (!enabled || isNotAnOwner(upcoming.error)) return null;
  if (part === 'past' && !past.isError && (past.data?.appointments.length ?? 0) === 0) return null;

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () =>
        toast({ title: trainerMessages.cancelledTitle, description: trainerMessages.cancelled, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: cancelErrorMessage(error), variant: 'error' }),
      onSettled: () => setCancelling(null),
    });
  }

  const shown = part === 'upcoming' ? upcoming : past;
  const upcomingList = upcoming.data?.appointments;
  const pastList = past.data?.appointments ?? [];
  return (
    <FormSection title="Training sessions" level={4}>
      <Stack gap={3}>
        {part === 'upcoming' && upcoming.isLoading && <LoadingLine message="Loading training sessions..." />}
        {shown.isError && (
          <RetryAlert message={trainerMessages.loadAppointmentsFailed} onRetry={() => void shown.refetch()} />
        )}
        {part === 'upcoming' && upcomingList?.length === 0 && (
          <Stack gap={2} align="flex-start">
            <Text tone="muted">No upcoming training sessions.</Text>
            <ButtonLink href={trainerUrls.search} variant="outline" size="sm">
              Book a Pet Trainer
            </ButtonLink>
          </Stack>
        )}
        {part === 'upcoming' && upcomingList && upcomingList.length > 0 && (
          <CardList aria-label="Upcoming training sessions">
            {upcomingList.map((appointment) => (
              <TrainingSessionItem
                key={appointment.id}
                appointment={appointment}
                onCancel={setCancelling}
                onRate={setRating}
              />
            ))}
          </CardList>
        )}
        {part === 'past' && pastList.length > 0 && (
          <CardList aria-label="Past training sessions">
            {pastList.map((appointment) => (
              <TrainingSessionItem
                key={appointment.id}
                appointment={appointment}
                onCancel={setCancelling}
                onRate={setRating}
              />
            ))}
          </CardList>
        )}
      </Stack>
      <ConfirmCancelDialog
        open={cancelling !== null}
        title="Cancel this training session?"
        description={
          cancelling
            ? `${cancelling.sessionType} training with ${cancelling.trainer.fullName}: ${sessionWhen(cancelling)}. We will let the trainer know.`
            : undefined
        }
        keepLabel="Keep Session"
        cancelLabel="Cancel Session"
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <RateBookingDialog
        bookings="training-appointments"
        refreshes={ratingRefreshes}
        target={
          rating && {
            id: rating.id,
            title: 'Rate your pet trainer',
            description: `${rating.trainer.fullName} · ${rating.sessionType} training`,
            question: `How was your ${rating.sessionType} training with ${rating.trainer.fullName}?`,
          }
        }
        onClose={() => setRating(null)}
      />
    </FormSection>
  );
}
