import { useState, type FormEvent } from 'react';
import { StylistHolidayInput, type StylistHoliday } from '@petpal/contracts';
import {
  Alert,
  Button,
  CardList,
  EntryHeader,
  FormSection,
  ListEntry,
  Stack,
  Text,
  TextField,
} from '@petpal/design-system';
import { holidayLabel, practiceMessages } from '../practice-messages';
import { usePracticeAction, usePracticeForm } from '../use-practice-change';

const blank = { startDate: '', endDate: '', reason: '' };

/** Days off, both ends included (spec section 3): owners see them struck through and cannot book them. */
export function HolidaysPanel({ holidays }: { holidays: readonly StylistHoliday[] }) {
  const [values, setValues] = useState(blank);
  const { errors, submit, saving } = usePracticeForm(practiceMessages.holidayAdded, () => setValues(blank));
  const remove = usePracticeAction();
  const sorted = [...holidays].sort((a, b) => a.startDate.localeCompare(b.startDate));

  function add(event: FormEvent) {
    event.preventDefault();
    submit(StylistHolidayInput, { ...values, endDate: values.endDate || values.startDate }, (input) => ({
      kind: 'add-holiday',
      input,
    }));
  }

  return (
    <Stack gap={6}>
      <FormSection level={2} title="Add a holiday">
        <form onSubmit={add} noValidate aria-label="Add a holiday">
          <Stack gap={4}>
            {errors.form && <Alert variant="error">{errors.form}</Alert>}
            <Stack direction="row" gap={3} wrap>
              <TextField
                label="First day"
                type="date"
                value={values.startDate}
                error={errors.startDate}
                onChange={(event) => setValues({ ...values, startDate: event.target.value })}
              />
              <TextField
                label="Last day"
                type="date"
                hint="Leave empty for one day."
                value={values.endDate}
                error={errors.endDate}
                onChange={(event) => setValues({ ...values, endDate: event.target.value })}
              />
            </Stack>
            <TextField
              label="Reason (optional)"
              maxLength={200}
              value={values.reason}
              error={errors.reason}
              onChange={(event) => setValues({ ...values, reason: event.target.value })}
            />
            <div>
              <Button type="submit" loading={saving}>
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
                      disabled={remove.busy}
                      aria-label={`Remove holiday ${label}`}
                      onClick={() =>
                        remove.run({ kind: 'delete-holiday', id: holiday.id }, practiceMessages.holidayRemoved)
                      }
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
