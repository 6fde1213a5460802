import { format, parseISO } from 'date-fns';
import type * as z from 'zod/mini';
import { Alert } from '../Alert';
import { Button } from '@petpal/design-system/core';
import { CardList, EntryHeader, ListEntry } from '../Facts';
import { FormSection } from '../FormSection';
import type { FieldValues } from '../forms/form-paths';
import { Stack, Text } from '../Layout';
import { useSavingForm, type SaveForm } from '../ScheduleEditor/saving-form';
import { TextField } from '../TextField';

export interface Holiday {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
}

export interface HolidayDraft {
  startDate: string;
  /** Empty for one day. */
  endDate: string;
  reason: string;
}

export const blankHoliday: HolidayDraft = { startDate: '', endDate: '', reason: '' };

function formatDay(isoDate: string): string {
  return format(parseISO(isoDate), 'MMMM d, yyyy');
}

/** "December 24, 2026" or "December 24, 2026 to December 25, 2026" (both ends included). */
export function holidayLabel(holiday: { startDate: string; endDate: string }): string {
  return holiday.startDate === holiday.endDate
    ? formatDay(holiday.startDate)
    : `${formatDay(holiday.startDate)} to ${formatDay(holiday.endDate)}`;
}

export interface HolidaysEditorProps<H extends Holiday, S extends z.ZodMiniType<unknown, FieldValues>> {
  holidays: readonly H[];
  /** The contract the API applies; a blank last day is the first (one day). */
  contract: S;
  adding: boolean;
  /** Add Holiday passed the contract: save it (the form starts again blank once saved). */
  onAdd: SaveForm<z.output<S>>;
  removing: boolean;
  onRemove(holiday: H): void;
}

/** Days off, both ends included: a form to add one and the list, earliest first, each with Remove. */
export function HolidaysEditor<H extends Holiday, S extends z.ZodMiniType<unknown, FieldValues>>({
  holidays,
  contract,
  adding,
  onAdd,
  removing,
  onRemove,
}: HolidaysEditorProps<H, S>) {
  const sorted = [...holidays].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const { form, submit } = useSavingForm<S, HolidayDraft>(contract, {
    defaultValues: blankHoliday,
    toInput: (draft) => ({ ...draft, endDate: draft.endDate || draft.startDate }),
    onSave: onAdd,
    onSaved: () => form.reset(blankHoliday),
  });

  return (
    <Stack gap={6}>
      <FormSection level={2} title="Add a holiday">
        <form onSubmit={submit} noValidate aria-label="Add a holiday">
          <Stack gap={4}>
            {form.formError && <Alert variant="error">{form.formError}</Alert>}
            <Stack direction="row" gap={3} wrap>
              <TextField label="First day" type="date" {...form.field('startDate')} />
              <TextField label="Last day" type="date" hint="Leave empty for one day." {...form.field('endDate')} />
            </Stack>
            <TextField label="Reason (optional)" maxLength={200} {...form.field('reason')} />
            <div>
              <Button type="submit" loading={adding}>
                Add Holiday
              </Button>
            </div>
          </Stack>
        </form>
      </FormSection>
      <FormSection level={2} title="Holidays">
        {sorted.length === 0 ? (
          <Text tone="muted">No holidays.</Text>
        ) : (
          <CardList aria-label="Holidays">
            {sorted.map((holiday) => {
              const label = holidayLabel(holiday);
              return (
                <ListEntry key={holiday.id}>
                  <EntryHeader>
                    <span>
                      <strong>{label}</strong>
                      {holiday.reason && ` · ${holiday.reason}`}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={removing}
                      aria-label={`Remove holiday ${label}`}
                      onClick={() => onRemove(holiday)}
                    >
                      Remove
                    </Button>
                  </EntryHeader>
                </ListEntry>
              );
            })}
          </CardList>
        )}
      </FormSection>
    </Stack>
  );
}
