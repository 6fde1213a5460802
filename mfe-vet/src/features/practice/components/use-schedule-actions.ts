import { useState } from 'react';
import type { VetSchedule } from '@petpal/contracts';
import { scheduleBlockLabel, useToast, type ScheduleBlockProps } from '@petpal/design-system';
import { useRemoveBreak } from '../api/save-break';
import { useRemoveSchedule } from '../api/save-schedule';
import { changeErrorMessage } from '../practice-format';

/** What every schedule list does with its items: remove hours and breaks, open the break dialog. */
export function useScheduleActions() {
  const removeSchedule = useRemoveSchedule();
  const removeBreak = useRemoveBreak();
  const { toast } = useToast();
  const [breakFor, setBreakFor] = useState<{ id: string; label: string } | null>(null);
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: changeErrorMessage(error), variant: 'error' });

  const itemProps: Omit<ScheduleBlockProps<VetSchedule>, 'schedule' | 'onEdit'> = {
    busy: removeSchedule.isPending || removeBreak.isPending,
    onRemove: (schedule: VetSchedule) =>
      removeSchedule.mutate(schedule.id, {
        onSuccess: () => toast({ title: 'Schedule removed', variant: 'success' }),
        onError: failed,
      }),
    onAddBreak: (schedule: VetSchedule) => setBreakFor({ id: schedule.id, label: scheduleBlockLabel(schedule) }),
    onRemoveBreak: (breakId: string) =>
      removeBreak.mutate(breakId, {
        onSuccess: () => toast({ title: 'Break removed', variant: 'success' }),
        onError: failed,
      }),
  };
  return { itemProps, breakFor, closeBreak: () => setBreakFor(null) };
}
