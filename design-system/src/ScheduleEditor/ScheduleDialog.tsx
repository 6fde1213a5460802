import type { Weekday } from '@petpal/contracts';
import type * as z from 'zod/mini';
import { Alert } from '../Alert';
import { Checkbox } from '../Checkbox';
import { Dialog } from '@petpal/design-system/core';
import { FormButtons } from '../FormButtons';
import type { FieldValues } from '../forms/form-paths';
import { Stack } from '../Layout';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { useSavingForm, type SaveForm } from './saving-form';
import { TimeRangeFields } from './TimeRangeFields';
import { weekdays } from './weekdays';

/** What the hours form holds: the slot length as typed. */
export interface ScheduleValues {
  dayOfWeek: Weekday;
  /** For hours on one date (`day="date"`). */
  scheduleDate: string;
  startTime: string;
  endTime: string;
  slotDurationMinutes: string;
  isAvailable: boolean;
}

export interface ScheduleDialogProps<S extends z.ZodMiniType<unknown, FieldValues>> {
  /** The form starts from these each time the dialog opens; null keeps it closed. */
  initial: ScheduleValues | null;
  onClose(): void;
  title: string;
  /** The form's accessible name, where it has one. */
  formLabel?: string;
  /** Hours on a weekday (a Day select) or on one date (a Date field). */
  day: 'weekday' | 'date';
  /** The contract the API applies, checked on `toInput(values)`. */
  contract: S;
  toInput(values: ScheduleValues): Record<string, unknown>;
  /** The shortest slot the contract allows, and what the field says about it. */
  slotLength: { min: number; hint?: string };
  submitLabel: string;
  saving: boolean;
  onSave: SaveForm<z.output<S>>;
}

/** Adds or edits a block of hours: day or date, start and end, slot length, and whether bookings are open. */
export function ScheduleDialog<S extends z.ZodMiniType<unknown, FieldValues>>({
  initial,
  onClose,
  title,
  ...form
}: ScheduleDialogProps<S>) {
  return (
    <Dialog open={initial !== null} onClose={onClose} title={title}>
      {initial && <ScheduleForm {...form} initial={initial} onDone={onClose} />}
    </Dialog>
  );
}

type ScheduleFormProps<S extends z.ZodMiniType<unknown, FieldValues>> = Omit<
  ScheduleDialogProps<S>,
  'initial' | 'onClose' | 'title'
> & { initial: ScheduleValues; onDone(): void };

function ScheduleForm<S extends z.ZodMiniType<unknown, FieldValues>>({
  initial,
  onDone,
  formLabel,
  day,
  contract,
  toInput,
  slotLength,
  submitLabel,
  saving,
  onSave,
}: ScheduleFormProps<S>) {
  const { form, submit } = useSavingForm<S, ScheduleValues>(contract, { defaultValues: initial, toInput, onSave });
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        {day === 'date' ? (
          <TextField label="Date" type="date" {...form.field('scheduleDate')} />
        ) : (
          <Select
            label="Day"
            options={weekdays.map((weekday) => ({ value: weekday.value, label: weekday.label }))}
            {...form.field('dayOfWeek')}
          />
        )}
        <TimeRangeFields start={form.field('startTime')} end={form.field('endTime')} />
        <TextField
          label="Slot length (minutes)"
          hint={slotLength.hint}
          type="number"
          min={slotLength.min}
          max={240}
          step={5}
          {...form.field('slotDurationMinutes')}
        />
        <Checkbox label="Open for bookings" {...form.register('isAvailable')} />
        <FormButtons submitLabel={submitLabel} submitting={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
