import { useState } from 'react';
import type { TrainerTrainingAppointment } from '@petpal/contracts';
import { CardList, LoadingLine, RetryAlert, Text, useErrorToast } from '@petpal/design-system';
import { isForbidden } from '../../../lib/api-errors';
import { useAcceptAnswer } from '../../../lib/use-accept-answer';
import { useAcceptTraining } from '../api/answer-training';
import { useTrainerSessions, type PracticeScope } from '../api/get-trainer-sessions';
import { answerErrorMessage, practiceMessages } from '../practice-messages';
import { DeclineTrainingDialog } from './DeclineTrainingDialog';
import { TrainerSessionItem } from './TrainerSessionItem';

const empty: Record<PracticeScope, string> = {
  incoming: 'No training sessions yet. Online requests and in-person bookings from pet owners show here.',
  past: 'No past training sessions yet.',
};
const listNames: Record<PracticeScope, string> = { incoming: 'Incoming sessions', past: 'Past sessions' };

/** A pet trainer without a completed profile: the API refuses the practice with 403. */
export const isProfileMissing = isForbidden;

/** One tab of the trainer's screen: incoming (requests to answer, then confirmed sessions ahead) or past. */
export function TrainerSessions({ scope }: { scope: PracticeScope }) {
  const sessions = useTrainerSessions(scope);
  const accept = useAcceptAnswer(useAcceptTraining(), practiceMessages.accepted, answerErrorMessage);
  const [declining, setDeclining] = useState<TrainerTrainingAppointment | null>(null);
  // The page explains a missing trainer profile; it is not a failed load.
  useErrorToast(sessions, practiceMessages.loadFailed, isProfileMissing);

  const list = sessions.data?.appointments;
  return (
    <>
      {sessions.isPending && <LoadingLine message="Loading training sessions..." />}
      {sessions.isError && !isProfileMissing(sessions.error) && (
        <RetryAlert message={practiceMessages.loadFailed} onRetry={() => void sessions.refetch()} />
      )}
      {list?.length === 0 && <Text tone="muted">{empty[scope]}</Text>}
      {list && list.length > 0 && (
        <CardList aria-label={listNames[scope]}>
          {list.map((appointment) => (
            <TrainerSessionItem
              key={appointment.id}
              appointment={appointment}
              busy={accept.busy}
              error={accept.refusalOf(appointment.id)}
              onAccept={(answered) => accept.accept(answered.id)}
              onDecline={setDeclining}
            />
          ))}
        </CardList>
      )}
      <DeclineTrainingDialog appointment={declining} onClose={() => setDeclining(null)} />
    </>
  );
}
