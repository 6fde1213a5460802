import type { OwnerTrainingAppointment, TrainerTrainingAppointment } from '@petpal/contracts';
import { petLabel } from '../lib/format';
import { sessionKind, sessionWhen } from '../lib/training-format';

/** The rows of a training session's Facts that owner and trainer both read: when, how, the link, the pet. */
export function SessionFactRows({ session }: { session: OwnerTrainingAppointment | TrainerTrainingAppointment }) {
  return (
    <>
      <dt>When</dt>
      <dd>{sessionWhen(session)}</dd>
      <dt>Type</dt>
      <dd>{sessionKind(session)}</dd>
      {session.contactLink && (
        <>
          <dt>Contact</dt>
          <dd>{session.contactLink}</dd>
        </>
      )}
      {session.pet && (
        <>
          <dt>Pet</dt>
          <dd>{petLabel(session.pet)}</dd>
        </>
      )}
    </>
  );
}
