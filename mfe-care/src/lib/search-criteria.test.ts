import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import {
  browserClock,
  criteriaQuery,
  draftFrom,
  parseCriteria,
  scheduleErrors,
  scheduleMessages,
  type ScheduleDraft,
} from './search-criteria';

const clock = { today: '2026-12-03', time: '10:00' };
const draft: ScheduleDraft = {
  serviceType: 'dog-walking',
  location: 'Bengaluru',
  startDate: '2026-12-07',
  endDate: '2026-12-09',
  startTime: '09:00',
  endTime: '17:00',
  scheduleType: 'one-time',
  daysOfWeek: [],
};
const params = (query: string) => new URLSearchParams(query);

describe('parseCriteria', () => {
  it('reads the criteria a search wrote, defaults applied', () => {
    expect(parseCriteria(params('service=house-sitting&startDate=2026-12-07&endDate=2026-12-09'))).toEqual({
      ok: true,
      criteria: {
        serviceType: 'house-sitting',
        location: '',
        startDate: '2026-12-07',
        endDate: '2026-12-09',
        startTime: '09:00',
        endTime: '17:00',
        scheduleType: 'one-time',
        daysOfWeek: [],
      },
    });
    const weekly = { ...draft, scheduleType: 'repeat-weekly' as const, daysOfWeek: ['monday' as const] };
    expect(parseCriteria(params(criteriaQuery(weekly)))).toEqual({ ok: true, criteria: weekly });
  });

  it('says "No dates found in search criteria" without both dates', () => {
    expect(parseCriteria(params('service=dog-walking'))).toEqual({ ok: false, message: careMessages.noDates });
    expect(parseCriteria(params('service=dog-walking&startDate=2026-12-07'))).toEqual({
      ok: false,
      message: 'No dates found in search criteria',
    });
  });

  it('says "Invalid date format in search criteria" for a date that is not YYYY-MM-DD or does not exist', () => {
    for (const query of ['startDate=07/12/2026&endDate=2026-12-09', 'startDate=2026-02-30&endDate=2026-03-01']) {
      expect(parseCriteria(params(`service=day-care&${query}`))).toEqual({
        ok: false,
        message: 'Invalid date format in search criteria',
      });
    }
  });

  it('needs one of the four services', () => {
    expect(parseCriteria(params('service=grooming&startDate=2026-12-07&endDate=2026-12-09'))).toEqual({
      ok: false,
      message: careMessages.serviceType,
    });
  });
});

describe('draftFrom', () => {
  it('fills a form from the query string, with the preset service and the resolved city as defaults', () => {
    expect(draftFrom(params(''), { serviceType: 'day-care', location: 'Pune' })).toMatchObject({
      serviceType: 'day-care',
      location: 'Pune',
      startDate: '',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(draftFrom(params('startTime=9am&schedule=repeat-weekly&days=monday,funday,monday'))).toMatchObject({
      serviceType: '',
      startTime: '09:00',
      scheduleType: 'one-time',
      daysOfWeek: [],
    });
    expect(
      draftFrom(params('service=dog-walking&schedule=repeat-weekly&days=monday,funday,monday')).daysOfWeek,
    ).toEqual(['monday']);
  });
});

describe('scheduleErrors', () => {
  it('accepts a valid schedule', () => {
    expect(scheduleErrors(draft, clock)).toEqual({});
  });

  it('needs a service and both dates', () => {
    expect(scheduleErrors({ ...draft, serviceType: '', startDate: '', endDate: '' }, clock)).toEqual({
      serviceType: careMessages.serviceType,
      startDate: scheduleMessages.startDate,
      endDate: scheduleMessages.endDate,
    });
  });

  it("applies the API's date rules: not in the past, end after start, at most 31 days", () => {
    expect(scheduleErrors({ ...draft, startDate: '2026-12-02' }, clock).startDate).toBe(careMessages.startDatePast);
    expect(scheduleErrors({ ...draft, endDate: '2026-12-06' }, clock).endDate).toBe(careMessages.endBeforeStart);
    expect(scheduleErrors({ ...draft, endDate: '2027-01-07' }, clock).endDate).toBe(careMessages.tooLong);
    expect(scheduleErrors({ ...draft, endDate: '2027-01-06' }, clock)).toEqual({});
  });

  it("refuses dates after the sitter calendar's last day (today and 89 days after it), as the API does", () => {
    // 2026-12-03 + 89 days = 2027-03-02.
    const last = '2027-03-02';
    expect(scheduleErrors({ ...draft, startDate: last, endDate: last }, clock)).toEqual({});
    expect(scheduleErrors({ ...draft, startDate: '2027-03-03', endDate: '2027-03-03' }, clock)).toEqual({
      startDate: careMessages.sitterTooFar,
    });
    expect(
      scheduleErrors({ ...draft, serviceType: 'house-sitting', startDate: '2027-02-27', endDate: '2027-03-03' }, clock),
    ).toEqual({ endDate: careMessages.sitterTooFar });
  });

  it('needs the end time after the start time, except across the nights of overnight care', () => {
    const late = { ...draft, startTime: '17:00', endTime: '09:00' };
    expect(scheduleErrors(late, clock).endTime).toBe(careMessages.timeRange);
    expect(scheduleErrors({ ...late, serviceType: 'house-sitting' }, clock)).toEqual({});
    expect(scheduleErrors({ ...late, serviceType: 'house-sitting', endDate: draft.startDate }, clock)).toEqual({
      endDate: careMessages.oneNightAtLeast,
      endTime: careMessages.timeRange,
    });
    expect(scheduleErrors({ ...draft, startTime: '09:03' }, clock).startTime).toBe(
      'Please enter a time as HH:MM on a 5-minute step.',
    );
  });

  it('refuses a start earlier today', () => {
    expect(scheduleErrors({ ...draft, startDate: clock.today }, clock).startTime).toBe(careMessages.startTimePast);
    expect(scheduleErrors({ ...draft, startDate: clock.today, startTime: '10:05' }, clock)).toEqual({});
  });

  it('needs a weekday of a repeat schedule, one that falls within the dates', () => {
    const weekly = { ...draft, scheduleType: 'repeat-weekly' as const };
    expect(scheduleErrors(weekly, clock).daysOfWeek).toBe(
      'Please select at least one day of the week for repeat schedule.',
    );
    // 2026-12-07 to 09 is Monday to Wednesday.
    expect(scheduleErrors({ ...weekly, daysOfWeek: ['friday'] }, clock).daysOfWeek).toBe(careMessages.noWeekdayInRange);
    expect(scheduleErrors({ ...weekly, daysOfWeek: ['tuesday'] }, clock)).toEqual({});
  });
});

describe('criteriaQuery', () => {
  it('writes only what the schedule uses', () => {
    expect(criteriaQuery({ ...draft, location: '  ', daysOfWeek: ['monday'] })).toBe(
      'service=dog-walking&startDate=2026-12-07&endDate=2026-12-09&startTime=09%3A00&endTime=17%3A00',
    );
  });
});

describe('browserClock', () => {
  it('is the local date and minute', () => {
    expect(browserClock(new Date(2026, 11, 3, 7, 5))).toEqual({ today: '2026-12-03', time: '07:05' });
  });
});
