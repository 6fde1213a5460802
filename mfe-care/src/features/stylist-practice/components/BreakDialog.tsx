import { StylistBreakInput, type StylistSchedule } from '@petpal/contracts';
import { BreakDialog as AddBreakDialog, scheduleBlockLabel, weekdays } from '@petpal/design-system';
import { practiceMessages } from '../practice-messages';
import { usePracticeSave } from '../use-practice-change';

export interface BreakDialogProps {
  /** The hours the break belongs to; null keeps the dialog closed. */
  schedule: StylistSchedule | null;
  onClose(): void;
}

const dayLabel = (schedule: StylistSchedule) => weekdays.find((day) => day.value === schedule.dayOfWeek)?.label ?? '';

/** Adds a break to one block of hours: no slot is offered inside it. */
export function BreakDialog({ schedule, onClose }: BreakDialogProps) {
  const { save, saving } = usePracticeSave(practiceMessages.breakAdded, onClose);
  return (
    <AddBreakDialog
      open={schedule !== null}
      onClose={onClose}
      description={schedule ? `${dayLabel(schedule)}, ${scheduleBlockLabel(schedule)}` : undefined}
      formLabel="Add break"
      contract={StylistBreakInput}
      saving={saving}
      onSave={(input) => save({ kind: 'add-break', scheduleId: schedule?.id ?? '', input })}
    />
  );
}
