import { useState, type FormEvent } from 'react';
import { ScheduleInput, type VetSchedule, type Weekday } from '@petpal/contracts';
import { Alert, Button, Checkbox, Dialog, Select, Stack, TextField, weekdays } from '@petpal/design-system';
import { useSaveSchedule } from '../api/save-schedule';
import { usePracticeSubmit } from '../use-practice-submit';

/** What the dialog edits: a weekly schedule of a weekday, or a date-specific one. */
export type ScheduleTarget =
  { kind: 'weekly'; weekday: Weekday; schedule: VetSchedule | null } | { kind: 'date'; schedule: VetSchedule | null };

export interface ScheduleDialogProps {
  target: ScheduleTarget | null;
  onClose(): void;
}

/** Adds or edits hours: weekday or date, start and end, slot length, and whether bookings are open. */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  const editing = target?.schedule != null;
  const title = target?.kind === 'date' ? 'Date-specific schedule' : 'Weekly hours';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={editing ? `Edit ${title.toLowerCase()}` : `Add ${title.toLowerCase()}`}
    >
      {target && <ScheduleForm target={target} onDone={onClose} />}
    </Dialog>
  );
}

function ScheduleForm({ target, onDone }: { target: ScheduleTarget; onDone(): void }) {
  const existing = target.schedule;
  const [values, setValues] = useState({
    scheduleDate: existing?.scheduleDate ?? '',
    dayOfWeek: existing?.dayOfWeek ?? (target.kind === 'weekly' ? target.weekday : 'monday'),
    startTime: existing?.startTime ?? '09:00',
    endTime: existing?.endTime ?? '17:00',
    slotDurationMinutes: String(existing?.slotDurationMinutes ?? 30),
    isAvailable: existing?.isAvailable ?? true,
  });
  const save = useSaveSchedule();
  const { errors, submit: send } = usePracticeSubmit('Schedule saved', onDone);
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues({ ...values, [field]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      scheduleDate: target.kind === 'date' ? values.scheduleDate : null,
      dayOfWeek: target.kind === 'weekly' ? values.dayOfWeek : null,
      startTime: values.startTime,
      endTime: values.endTime,
      slotDurationMinutes: Number(values.slotDurationMinutes),
      isAvailable: values.isAvailable,
    };
    send(ScheduleInput, input, (data, callbacks) => save.mutate({ id: existing?.id ?? null, input: data }, callbacks));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        {target.kind === 'date' ? (
          <TextField
            label="Date"
            type="date"
            value={values.scheduleDate}
            error={errors.scheduleDate}
            onChange={(event) => set('scheduleDate')(event.target.value)}
          />
        ) : (
          <Select
            label="Day"
            options={weekdays.map((day) => ({ value: day.value, label: day.label }))}
            value={values.dayOfWeek}
            error={errors.dayOfWeek}
            onChange={(event) => set('dayOfWeek')(event.target.value)}
          />
        )}
        <Stack direction="row" gap={3} wrap>
          <TextField
            label="Start time"
            type="time"
            step={300}
            value={values.startTime}
            error={errors.startTime}
            onChange={(event) => set('startTime')(event.target.value)}
          />
          <TextField
            label="End time"
            type="time"
            step={300}
            value={values.endTime}
            error={errors.endTime}
            onChange={(event) => set('endTime')(event.target.value)}
          />
        </Stack>
        <TextField
          label="Slot length (minutes)"
          type="number"
          min={5}
          max={240}
          step={5}
          value={values.slotDurationMinutes}
          error={errors.slotDurationMinutes}
          onChange={(event) => set('slotDurationMinutes')(event.target.value)}
        />
        <Checkbox
          label="Open for bookings"
          checked={values.isAvailable}
          onChange={(event) => set('isAvailable')(event.target.checked)}
        />
        <Stack direction="row" gap={3} justify="flex-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Schedule
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
