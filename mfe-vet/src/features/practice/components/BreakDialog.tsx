import { useState, type FormEvent } from 'react';
import { BreakInput } from '@petpal/contracts';
import { Alert, Button, Dialog, Stack, TextField } from '@petpal/design-system';
import { useAddBreak } from '../api/save-break';
import { usePracticeSubmit } from '../use-practice-submit';

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
  const add = useAddBreak();
  const { errors, submit: save } = usePracticeSubmit('Break added', onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    save(BreakInput, values, (input, callbacks) => add.mutate({ scheduleId, input }, callbacks));
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
