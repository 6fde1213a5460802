import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { OVERNIGHT_SERVICE_TYPES, type BookingServiceType, type Weekday } from '@petpal/contracts';
import {
  Checkbox,
  FieldSet,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  weekdays,
  type FieldErrors,
} from '@petpal/design-system';
import { addDays, format, parseISO } from 'date-fns';
import { serviceLabel } from '../lib/format';
import { isRepeatable, type ScheduleDraft } from '../lib/search-criteria';

const Pair = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

const Days = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
  `}
`;

export interface ScheduleFieldsProps {
  draft: ScheduleDraft;
  onChange(draft: ScheduleDraft): void;
  errors: FieldErrors;
  /** The services to choose from; without it the service is fixed (the dog walking and day care forms). */
  serviceOptions?: readonly BookingServiceType[];
  /** The first date that can be chosen. */
  today: string;
  /** Picks the dates instead of the date boxes (a booking request's calendar of the sitter's open days). */
  dates?: ReactNode;
}

/**
 * Service, location, dates, times and, for dog walking and day care, one-time or weekly with its weekdays
 * (spec sections 2 and 5): the search form's fields and the booking request's.
 */
/** The day after an ISO date (a stay's earliest end date). */
const nextDay = (isoDate: string) => format(addDays(parseISO(isoDate), 1), 'yyyy-MM-dd');

export function ScheduleFields({ draft, onChange, errors, serviceOptions, today, dates }: ScheduleFieldsProps) {
  const repeatable = isRepeatable(draft.serviceType);
  const weekly = repeatable && draft.scheduleType === 'repeat-weekly';
  const overnight = draft.serviceType !== '' && OVERNIGHT_SERVICE_TYPES.includes(draft.serviceType);

  function change(patch: Partial<ScheduleDraft>) {
    const next = { ...draft, ...patch };
    // Only walking and day care repeat (decision 027): another service, or one-time, drops the weekdays.
    if (!isRepeatable(next.serviceType) || next.scheduleType === 'one-time') {
      next.scheduleType = 'one-time';
      next.daysOfWeek = [];
    }
    onChange(next);
  }

  function toggleDay(day: Weekday, checked: boolean) {
    change({ daysOfWeek: checked ? [...draft.daysOfWeek, day] : draft.daysOfWeek.filter((d) => d !== day) });
  }

  return (
    <Stack gap={4}>
      {serviceOptions && (
        <Select
          label="Service"
          placeholder={draft.serviceType === '' ? 'Choose a service' : undefined}
          options={serviceOptions.map((type) => ({ value: type, label: serviceLabel(type) }))}
          value={draft.serviceType}
          error={errors.serviceType}
          onChange={(event) => change({ serviceType: event.target.value as BookingServiceType })}
        />
      )}
      <TextField
        label="Location"
        hint="Your city or neighbourhood, e.g. Bengaluru."
        autoComplete="address-level2"
        maxLength={120}
        value={draft.location}
        error={errors.location}
        onChange={(event) => change({ location: event.target.value })}
      />
      {repeatable && (
        <RadioGroup
          label="Schedule"
          name="schedule-type"
          options={[
            { value: 'one-time', label: 'One time', description: 'Every day from the start date to the end date.' },
            {
              value: 'repeat-weekly',
              label: 'Repeat weekly',
              description: 'On the days of the week you choose, between the two dates.',
            },
          ]}
          value={draft.scheduleType}
          error={errors.scheduleType}
          onChange={(value) => change({ scheduleType: value === 'repeat-weekly' ? 'repeat-weekly' : 'one-time' })}
        />
      )}
      {dates ?? (
        <Pair>
          <TextField
            label="Start date"
            type="date"
            min={today}
            value={draft.startDate}
            error={errors.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
          />
          <TextField
            label="End date"
            type="date"
            min={overnight ? nextDay(draft.startDate || today) : draft.startDate || today}
            value={draft.endDate}
            error={errors.endDate}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </Pair>
      )}
      <Pair>
        <TextField
          label="Start time"
          type="time"
          step={300}
          value={draft.startTime}
          error={errors.startTime}
          onChange={(event) => change({ startTime: event.target.value })}
        />
        <TextField
          label="End time"
          type="time"
          step={300}
          value={draft.endTime}
          error={errors.endTime}
          onChange={(event) => change({ endTime: event.target.value })}
        />
      </Pair>
      {overnight && (
        <Text tone="muted">
          The sitter looks after your pet from the start date and time to the end date and time, nights included: priced
          per night, at least one night.
        </Text>
      )}
      {weekly && (
        <FieldSet label="Days of the week" error={errors.daysOfWeek}>
          <Days>
            {weekdays.map((day) => (
              <Checkbox
                key={day.value}
                label={day.label}
                checked={draft.daysOfWeek.includes(day.value)}
                onChange={(event) => toggleDay(day.value, event.target.checked)}
              />
            ))}
          </Days>
        </FieldSet>
      )}
    </Stack>
  );
}
