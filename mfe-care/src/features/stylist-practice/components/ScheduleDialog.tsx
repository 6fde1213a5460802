import { useState, type FormEvent } from 'react';
import {
  STYLIST_DEFAULT_SLOT_MINUTES,
  StylistScheduleInput,
  type StylistSchedule,
  type Weekday,
} from '@petpal/contracts';
import { Alert, Checkbox, Dialog, Select, Stack, TextField, weekdays } from '@petpal/design-system';
import { FormButtons } from '../../../ui/FormButtons';
import { practiceMessages } from '../practice-messages';
import { usePracticeForm } from '../use-practice-change';
import { TimeRangeFields } from './TimeRangeFields';

/** The hours being added on a weekday (schedule null) or edited. */
export interface ScheduleTarget {
  weekday: Weekday;
  schedule: StylistSchedule | null;
}

export interface ScheduleDialogProps {
  /** null keeps the dialog closed. */
  target: ScheduleTarget | null;
  onClose(): void;
}

/** Adds or edits weekly hours: day, start and end, slot length (60 minutes unless set), open for bookings. */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target?.schedule ? 'Edit hours' : 'Add hours'}>
      {target && <ScheduleForm key={target.schedule?.id ?? target.weekday} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function ScheduleForm({ target, onDone }: { target: ScheduleTarget; onDone(): void }) {
  const existing = target.schedule;
  const [values, setValues] = useState({
    dayOfWeek: existing?.dayOfWeek ?? target.weekday,
    startTime: existing?.startTime ?? '09:00',
    endTime: existing?.endTime ?? '17:00',
    slotDurationMinutes: String(existing?.slotDurationMinutes ?? STYLIST_DEFAULT_SLOT_MINUTES),
    isAvailable: existing?.isAvailable ?? true,
  });
  const { errors, submit, saving } = usePracticeForm(
    existing ? practiceMessages.hoursSaved : practiceMessages.hoursAdded,
    onDone,
  );
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues({ ...values, [field]: value });

  function save(event: FormEvent) {
    event.preventDefault();
    const input = {
      ...values,
      slotDurationMinutes:
        values.slotDurationMinutes.trim() === '' ? STYLIST_DEFAULT_SLOT_MINUTES : Number(values.slotDurationMinutes),
    };
    submit(StylistScheduleInput, input, (data) =>
      existing ? { kind: 'update-schedule', id: existing.id, input: data } : { kind: 'add-schedule', input: data },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-label={existing ? 'Edit hours' : 'Add hours'}>
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <Select
          label="Day"
          options={weekdays.map((day) => ({ value: day.value, label: day.label }))}
          value={values.dayOfWeek}
          error={errors.dayOfWeek}
          onChange={(event) => set('dayOfWeek')(event.target.value)}
        />
        <TimeRangeFields values={values} errors={errors} onChange={(change) => setValues({ ...values, ...change })} />
        <TextField
          label="Slot length (minutes)"
          hint="Each booking takes one slot: 15 to 240 minutes, in steps of 5."
          type="number"
          min={15}
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
        <FormButtons submitLabel="Save Hours" submitting={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
