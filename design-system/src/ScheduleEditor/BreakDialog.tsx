import type * as z from 'zod/mini';
import { Alert } from '../Alert';
import { Dialog } from '@petpal/design-system/core';
import { FormButtons } from '../FormButtons';
import type { FieldValues } from '../forms/form-paths';
import { Stack } from '../Layout';
import { TextField } from '../TextField';
import { useSavingForm, type SaveForm } from './saving-form';
import { TimeRangeFields } from './TimeRangeFields';

/** What the break form holds; `reason` only where the contract takes one. */
export interface BreakValues {
  startTime: string;
  endTime: string;
  reason: string;
}

const lunch: BreakValues = { startTime: '13:00', endTime: '14:00', reason: '' };

export interface BreakDialogProps<S extends z.ZodMiniType<unknown, FieldValues>> {
  open: boolean;
  onClose(): void;
  /** The hours the break belongs to ("Monday, 09:00 - 17:00"). */
  description?: string;
  /** The form's accessible name, where it has one. */
  formLabel?: string;
  /** A "Reason (optional)" field, for a contract that takes one. */
  withReason?: boolean;
  contract: S;
  saving: boolean;
  onSave: SaveForm<z.output<S>>;
}

/** Adds a break to one block of hours (no slot is offered inside it): 13:00 to 14:00 unless changed. */
export function BreakDialog<S extends z.ZodMiniType<unknown, FieldValues>>({
  open,
  onClose,
  description,
  ...form
}: BreakDialogProps<S>) {
  return (
    <Dialog open={open} onClose={onClose} title="Add break" description={description} size="sm">
      {open && <BreakForm {...form} onDone={onClose} />}
    </Dialog>
  );
}

type BreakFormProps<S extends z.ZodMiniType<unknown, FieldValues>> = Omit<
  BreakDialogProps<S>,
  'open' | 'onClose' | 'description'
> & { onDone(): void };

function BreakForm<S extends z.ZodMiniType<unknown, FieldValues>>({
  onDone,
  formLabel,
  withReason = false,
  contract,
  saving,
  onSave,
}: BreakFormProps<S>) {
  const { form, submit } = useSavingForm<S, BreakValues>(contract, {
    defaultValues: lunch,
    toInput: ({ startTime, endTime, reason }) => (withReason ? { startTime, endTime, reason } : { startTime, endTime }),
    onSave,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TimeRangeFields start={form.field('startTime')} end={form.field('endTime')} />
        {withReason && <TextField label="Reason (optional)" maxLength={200} {...form.field('reason')} />}
        <FormButtons submitLabel="Add Break" submitting={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
