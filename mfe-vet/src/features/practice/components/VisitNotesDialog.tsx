import { useState, type FormEvent } from 'react';
import { VisitNotesInput, type PracticeAppointment } from '@petpal/api/contracts';
import { Alert, Button, Dialog, Stack, TextArea, useToast } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/validate';
import { useSaveVisitNotes } from '../api/decide-appointment';
import { SAVE_FAILED } from '../practice-format';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveVisitNotes();
  const { toast } = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(VisitNotesInput, { notes });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: appointment.id, input: result.data },
      {
        onSuccess: () => {
          toast({ title: 'Visit notes saved', variant: 'success' });
          onDone();
        },
        onError: (error) => setErrors(apiFieldErrors(error, SAVE_FAILED)),
      },
    );
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
