import { VisitNotesInput, type PracticeAppointment } from '@petpal/contracts';
import { Alert, Dialog, FormButtons, Stack, TextArea, useSavingForm } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { useSaveVisitNotes } from '../api/decide-appointment';
import { usePracticeSave } from '../use-practice-save';

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
  const mutation = useSaveVisitNotes();
  const save = usePracticeSave(mutation, 'Visit notes saved', onDone);
  const { form, submit } = useSavingForm(VisitNotesInput, {
    defaultValues: { notes: appointment.visitNotes ?? '' },
    onSave: (input) => save({ id: appointment.id, input }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TextArea label="Notes" maxLength={5000} {...form.field('notes')} />
        <FormButtons submitLabel="Save Notes" submitting={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
