import { useState, type FormEvent } from 'react';
import { StylistBreakInput, type StylistSchedule } from '@petpal/contracts';
import { Alert, Dialog, scheduleBlockLabel, Stack, weekdays } from '@petpal/design-system';
import { FormButtons } from '../../../ui/FormButtons';
import { practiceMessages } from '../practice-messages';
import { usePracticeForm } from '../use-practice-change';
import { TimeRangeFields } from './TimeRangeFields';

export interface BreakDialogProps {
  /** The hours the break belongs to; null keeps the dialog closed. */
  schedule: StylistSchedule | null;
  onClose(): void;
}

const dayLabel = (schedule: StylistSchedule) => weekdays.find((day) => day.value === schedule.dayOfWeek)?.label ?? '';

/** Adds a break to one block of hours: no slot is offered inside it. */
export function BreakDialog({ schedule, onClose }: BreakDialogProps) {
  return (
    <Dialog
      open={schedule !== null}
      onClose={onClose}
      title="Add break"
      description={schedule ? `${dayLabel(schedule)}, ${scheduleBlockLabel(schedule)}` : undefined}
      size="sm"
    >
      {schedule && <BreakForm key={schedule.id} scheduleId={schedule.id} onDone={onClose} />}
    </Dialog>
  );
}

function BreakForm({ scheduleId, onDone }: { scheduleId: string; onDone(): void }) {
  const [values, setValues] = useState({ startTime: '13:00', endTime: '14:00' });
  const { errors, submit, saving } = usePracticeForm(practiceMessages.breakAdded, onDone);

  function save(event: FormEvent) {
    event.preventDefault();
    submit(StylistBreakInput, values, (input) => ({ kind: 'add-break', scheduleId, input }));
  }

  return (
    <form onSubmit={save} noValidate aria-label="Add break">
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <TimeRangeFields values={values} errors={errors} onChange={(change) => setValues({ ...values, ...change })} />
        <FormButtons submitLabel="Add Break" submitting={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
