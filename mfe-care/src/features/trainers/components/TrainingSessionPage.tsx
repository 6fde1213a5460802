import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { trainerMessages, type OwnerTrainingAppointment, type SessionUser, type TrainerCard } from '@petpal/contracts';
import {
  useErrorToast,
  Alert,
  Avatar,
  LoadingLine,
  locationAtom,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { formatRate } from '../../../lib/format';
import { SummaryCard } from '../../../ui/SummaryCard';
import { SessionGate } from '../../../ui/SessionGate';
import { useTrainers } from '../api/get-trainers';
import { filtersFrom, searchUrl } from '../trainer-urls';
import { SessionBookedScreen } from './SessionBookedScreen';
import { TrainingBookingForm } from './TrainingBookingForm';

const Who = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    min-width: 0;

    h2 {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      overflow-wrap: anywhere;
    }
  `}
`;

/**
 * /services/book-a-trainer/session?trainer=...: the booking step (spec sections 2 and 5), then the
 * confirmation. The search the trainer was chosen from rides in the query string.
 */
export function TrainingSessionPage() {
  const user = useAtomValue(sessionUserAtom);
  const [booked, setBooked] = useState<OwnerTrainingAppointment | null>(null);
  return (
    <PageFrame title="Book a Training Session">
      {booked ? (
        <SessionBookedScreen appointment={booked} />
      ) : (
        <SessionGate user={user} guestMessage="Log in to book a session with a pet trainer.">
          {(signedIn) => <SessionBooking user={signedIn} onBooked={setBooked} />}
        </SessionGate>
      )}
    </PageFrame>
  );
}

function SessionBooking({
  user,
  onBooked,
}: {
  user: SessionUser;
  onBooked(appointment: OwnerTrainingAppointment): void;
}) {
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const trainerId = params.get('trainer') ?? '';
  const trainers = useTrainers(filters, trainerId !== '');
  useErrorToast(trainers, trainerMessages.loadFailed);
  const back = searchUrl(filters);
  const trainer = trainers.data?.trainers.find((candidate) => candidate.id === trainerId);

  if (!trainerId) return <Navigate to={back} replace />;
  if (trainers.isPending) return <LoadingLine message="Loading the trainer..." />;
  if (trainers.isError && !trainers.data) {
    return <RetryAlert message={trainerMessages.loadFailed} onRetry={() => void trainers.refetch()} />;
  }
  if (!trainer) {
    return (
      <Stack gap={3} align="flex-start">
        <Alert variant="error">{trainerMessages.trainerNotFound}</Alert>
        <RouterButtonLink to={back}>Find a Trainer</RouterButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <TrainerSummary trainer={trainer} changeHref={back} />
      <TrainingBookingForm trainer={trainer} user={user} cancelHref={back} onBooked={onBooked} />
    </Stack>
  );
}

function TrainerSummary({ trainer, changeHref }: { trainer: TrainerCard; changeHref: string }) {
  const { country } = useAtomValue(locationAtom);
  return (
    <SummaryCard>
      <Who>
        <Avatar name={trainer.fullName} src={trainer.profileImageUrl} size="md" />
        <Stack gap={1}>
          <h2>{trainer.fullName}</h2>
          <Text tone="muted">
            {trainer.location} · {formatRate(trainer.hourlyRate, country)}
          </Text>
        </Stack>
      </Who>
      <RouterButtonLink to={changeHref} variant="outline" size="sm">
        Change Trainer
      </RouterButtonLink>
    </SummaryCard>
  );
}
