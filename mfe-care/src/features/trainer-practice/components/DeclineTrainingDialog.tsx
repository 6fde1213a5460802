import { DeclineTrainingInput, type TrainerTrainingAppointment } from '@petpal/contracts';
import { DeclineReasonDialog } from '../../../ui/DeclineReasonDialog';
import { sessionWhen } from '../../../lib/training-format';
import { useDeclineTraining } from '../api/answer-training';
import { answerErrorMessage, practiceMessages } from '../practice-messages';

/** The contract's limit on a decline's reason. */
const DECLINE_REASON_MAX = 500;

export interface DeclineTrainingDialogProps {
  /** The request being declined; null keeps the dialog closed. */
  appointment: TrainerTrainingAppointment | null;
  onClose(): void;
}

/** Declining an online request needs a reason, which the owner is told (decision 031); the owner is not charged. */
export function DeclineTrainingDialog({ appointment, onClose }: DeclineTrainingDialogProps) {
  const decline = useDeclineTraining();
  return (
    <DeclineReasonDialog
      itemKey={appointment?.id ?? null}
      title="Decline this training request?"
      description={
        appointment
          ? `${appointment.sessionType} training for ${appointment.owner.name}: ${sessionWhen(appointment)}.`
          : undefined
      }
      formLabel="Decline the training request"
      keepLabel="Keep Request"
      declineLabel="Decline Request"
      schema={DeclineTrainingInput}
      maxLength={DECLINE_REASON_MAX}
      pending={decline.isPending}
      onDecline={(reason) => decline.mutateAsync({ appointmentId: appointment?.id ?? '', input: { reason } })}
      declinedMessage={practiceMessages.declined}
      errorMessage={answerErrorMessage}
      onClose={onClose}
    />
  );
}
