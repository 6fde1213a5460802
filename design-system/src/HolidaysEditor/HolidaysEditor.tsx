import { format, parseISO } from 'date-fns';
import type { FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { CardList, EntryHeader, ListEntry } from '../Facts';
import { FormSection } from '../FormSection';
import { Stack, Text } from '../Layout';
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

export interface HolidaysEditorProps<H extends Holiday> {
  holidays: readonly H[];
  draft: HolidayDraft;
  onDraftChange(draft: HolidayDraft): void;
  /** Messages by field (startDate, endDate, reason) and `form` for the whole form. */
  errors: Partial<Record<string, string>>;
  adding: boolean;
  /** Add Holiday was pressed: check the draft and save it. */
  onAdd(): void;
  removing: boolean;
  onRemove(holiday: H): void;
}

/** Days off, both ends included: a form to add one and the list, earliest first, each with Remove. */
export function HolidaysEditor<H extends Holiday>({
  holidays,
  draft,
  onDraftChange,
  errors,
  adding,
  onAdd,
  removing,
  onRemove,
}: HolidaysEditorProps<H>) {
  const sorted = [...holidays].sort((a, b) => a.startDate.localeCompare(b.startDate));

  function submit(event: FormEvent) {
    event.preventDefault();
    onAdd();
  }

  return (
    <Stack gap={6}>
      <FormSection level={2} title="Add a holiday">
        <form onSubmit={submit} noValidate aria-label="Add a holiday">
          <Stack gap={4}>
            {errors.form && <Alert variant="error">{errors.form}</Alert>}
            <Stack direction="row" gap={3} wrap>
              <TextField
                label="First day"
                type="date"
                value={draft.startDate}
                error={errors.startDate}
                onChange={(event) => onDraftChange({ ...draft, startDate: event.target.value })}
              />
              <TextField
                label="Last day"
                type="date"
                hint="Leave empty for one day."
                value={draft.endDate}
                error={errors.endDate}
                onChange={(event) => onDraftChange({ ...draft, endDate: event.target.value })}
              />
            </Stack>
            <TextField
              label="Reason (optional)"
              maxLength={200}
              value={draft.reason}
              error={errors.reason}
              onChange={(event) => onDraftChange({ ...draft, reason: event.target.value })}
            />
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
