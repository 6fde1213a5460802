import { BreakInput } from '@petpal/contracts';
import { BreakDialog as AddBreakDialog } from '@petpal/design-system';
import { useAddBreak } from '../api/save-break';
import { usePracticeSave } from '../use-practice-save';

export interface BreakDialogProps {
  /** The schedule the break belongs to, with its hours for the description; null keeps it closed. */
  schedule: { id: string; label: string } | null;
  onClose(): void;
}

/** Adds a break (no slots are offered inside it) to one schedule, with an optional reason. */
export function BreakDialog({ schedule, onClose }: BreakDialogProps) {
  const mutation = useAddBreak();
  const save = usePracticeSave(mutation, 'Break added', onClose);
  return (
    <AddBreakDialog
      open={schedule !== null}
      onClose={onClose}
      description={schedule?.label}
      withReason
      contract={BreakInput}
      saving={mutation.isPending}
      onSave={(input) => save({ scheduleId: schedule?.id ?? '', input })}
    />
  );
}
