import { useState, type FormEvent } from 'react';
import { BreakInput } from '@petpal/api/contracts';
import { Alert, Button, Dialog, Stack, TextField, useToast } from '@petpal/design-system';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/validate';
import { useAddBreak } from '../api/save-break';
import { SAVE_FAILED } from '../practice-format';

export interface BreakDialogProps {
  /** The schedule the break belongs to, with its hours for the description; null keeps it closed. */
  schedule: { id: string; label: string } | null;
  onClose(): void;
}

/** Adds a break (no slots are offered inside it) to one schedule. */
export function BreakDialog({ schedule, onClose }: BreakDialogProps) {
  return (
    <Dialog open={schedule !== null} onClose={onClose} title="Add break" description={schedule?.label} size="sm">
      {schedule && <BreakForm scheduleId={schedule.id} onDone={onClose} />}
    </Dialog>
  );
}

function BreakForm({ scheduleId, onDone }: { scheduleId: string; onDone(): void }) {
  const [values, setValues] = useState({ startTime: '13:00', endTime: '14:00', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddBreak();
  const { toast } = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(BreakInput, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    add.mutate(
      { scheduleId, input: result.data },
      {
        onSuccess: () => {
          toast({ title: 'Break added', variant: 'success' });
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
        <Stack direction="row" gap={3} wrap>
          <TextField
            label="Start time"
            type="time"
            step={300}
            value={values.startTime}
            error={errors.startTime}
            onChange={(event) => setValues({ ...values, startTime: event.target.value })}
          />
          <TextField
            label="End time"
            type="time"
            step={300}
            value={values.endTime}
            error={errors.endTime}
            onChange={(event) => setValues({ ...values, endTime: event.target.value })}
          />
        </Stack>
        <TextField
          label="Reason (optional)"
          value={values.reason}
          maxLength={200}
          error={errors.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
        <Stack direction="row" gap={3} justify="flex-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Break
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
