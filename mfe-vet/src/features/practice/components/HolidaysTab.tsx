import { useState, type FormEvent } from 'react';
import { HolidayInput, type VetHoliday } from '@petpal/contracts';
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
  useToast,
} from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { useAddHoliday, useRemoveHoliday } from '../api/save-holiday';
import { changeErrorMessage } from '../practice-format';
import { usePracticeSubmit } from '../use-practice-submit';

function holidayLabel(holiday: VetHoliday): string {
  return holiday.startDate === holiday.endDate
    ? formatDay(holiday.startDate)
    : `${formatDay(holiday.startDate)} to ${formatDay(holiday.endDate)}`;
}

/** Days off (both ends included): owners see them struck through and cannot book them. */
export function HolidaysTab({ holidays }: { holidays: readonly VetHoliday[] }) {
  const [values, setValues] = useState({ startDate: '', endDate: '', reason: '' });
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const { toast } = useToast();
  const sorted = [...holidays].sort((a, b) => a.startDate.localeCompare(b.startDate));

  const { errors, submit: save } = usePracticeSubmit('Holiday added', () =>
    setValues({ startDate: '', endDate: '', reason: '' }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save(HolidayInput, { ...values, endDate: values.endDate || values.startDate }, (input, callbacks) =>
      add.mutate(input, callbacks),
    );
  }

  return (
    <Stack gap={6}>
      <FormSection level={2} title="Add a holiday">
        <form onSubmit={submit} noValidate>
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
              <Button type="submit" loading={add.isPending}>
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
            {sorted.map((holiday) => (
              <ListEntry key={holiday.id}>
                <EntryHeader>
                  <span>
                    <strong>{holidayLabel(holiday)}</strong>
                    {holiday.reason && ` · ${holiday.reason}`}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending}
                    aria-label={`Remove holiday ${holidayLabel(holiday)}`}
                    onClick={() =>
                      remove.mutate(holiday.id, {
                        onSuccess: () => toast({ title: 'Holiday removed', variant: 'success' }),
                        onError: (error) =>
                          toast({ title: 'Error', description: changeErrorMessage(error), variant: 'error' }),
                      })
                    }
                  >
                    Remove
                  </Button>
                </EntryHeader>
              </ListEntry>
            ))}
          </CardList>
        )}
      </FormSection>
    </Stack>
  );
}
