import { useState, type FormEvent } from 'react';
import { VisitNotesInput, type PracticeAppointment } from '@petpal/contracts';
import { Alert, Button, Dialog, Stack, TextArea } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { useSaveVisitNotes } from '../api/decide-appointment';
import { usePracticeSubmit } from '../use-practice-submit';

export interface VisitNotesDialogProps {
  appointment: PracticeAppointment | null;
  onClose(): void;
}

/** The vet's notes on a visit; the owner reads them under Pet Visit Notes. */
export function VisitNotesDialog({ appointment, onClose }: VisitNotesDialogProps) {
  return (
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title="Visit notes"
      description={appointment ? `${appointment.ownerName} · ${formatDay(appointment.date)}` : undefined}
    >
      {appointment && <NotesForm key={appointment.id} appointment={appointment} onDone={onClose} />}
    </Dialog>
  );
}

function NotesForm({ appointment, onDone }: { appointment: PracticeAppointment; onDone(): void }) {
  const [notes, setNotes] = useState(appointment.visitNotes ?? '');
  const save = useSaveVisitNotes();
  const { errors, submit: send } = usePracticeSubmit('Visit notes saved', onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    send(VisitNotesInput, { notes }, (input, callbacks) => save.mutate({ id: appointment.id, input }, callbacks));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <TextArea
          label="Notes"
          value={notes}
          maxLength={5000}
          error={errors.notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Stack direction="row" gap={3} justify="flex-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Notes
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
