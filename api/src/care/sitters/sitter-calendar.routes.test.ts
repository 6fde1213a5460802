import { describe, expect, it } from 'vitest';
import {
  careMessages,
  SITTER_CALENDAR_DAYS,
  SitterAvailability,
  SitterCalendar,
  trainerMessages,
  type CreateBookingRequestInput,
} from '@petpal/contracts';
import { careCounts, dayFrom, errorOf, perTestOwnerAndSitter, requestBody } from '../care.test-support';

const { clock, t, owner, sitter } = perTestOwnerAndSitter();

const send = (over: Partial<CreateBookingRequestInput> = {}) =>
  owner.send('POST', '/requests', requestBody(clock, sitter, owner, over));

async function dayOff(startDate: string, endDate = startDate) {
  const res = await sitter.send('POST', '/practice/holidays', { startDate, endDate, reason: 'Family visit' });
  expect(res.status).toBe(201);
  return SitterCalendar.parse(await res.json());
}

async function availability() {
  const res = await owner.send('GET', `/sitters/${sitter.sitterId}/availability`);
  expect(res.status).toBe(200);
  return SitterAvailability.parse(await res.json());
}

describe('the sitter days off (decision 107)', () => {
  it('answers every day of the window as open until the sitter sets days off, in their zone (India by default)', async () => {
    const window = await availability();
    expect(window).toMatchObject({ sitterId: sitter.sitterId, timeZone: 'Asia/Kolkata', hasSchedules: true });
    expect(window.availableDates).toHaveLength(SITTER_CALENDAR_DAYS);
    expect(window.availableDates[0]).toBe(window.today);
    expect(window.availableDates.at(-1)).toBe(window.lastDate);
    expect(window.holidays).toEqual([]);
  });

  it('shows the days off as holidays on the owner side, and takes them back when removed', async () => {
    const saved = await dayOff(dayFrom(clock, 4), dayFrom(clock, 5));
    expect(saved.holidays).toEqual([
      { id: expect.any(String), startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 5), reason: 'Family visit' },
    ]);
    const window = await availability();
    expect(window.holidays).toEqual([dayFrom(clock, 4), dayFrom(clock, 5)]);
    expect(window.availableDates).not.toContain(dayFrom(clock, 4));
    expect(window.availableDates).toContain(dayFrom(clock, 6));

    const removed = await sitter.send('DELETE', `/practice/holidays/${saved.holidays[0]!.id}`);
    expect(SitterCalendar.parse(await removed.json()).holidays).toEqual([]);
    expect((await availability()).holidays).toEqual([]);
    const again = await sitter.send('DELETE', `/practice/holidays/${saved.holidays[0]!.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(careMessages.holidayNotFound);
  });

  it('reads the window in the zone the sitter saves, and refuses a zone that is not one', async () => {
    const res = await sitter.send('PUT', '/practice/settings', { timeZone: 'America/New_York' });
    expect(SitterCalendar.parse(await res.json()).timeZone).toBe('America/New_York');
    expect((await availability()).timeZone).toBe('America/New_York');
    const bad = await sitter.send('PUT', '/practice/settings', { timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.timeZone).toBe(trainerMessages.timeZone);
  });

  it('refuses a day off ending before it starts, and an owner editing days off', async () => {
    const res = await sitter.send('POST', '/practice/holidays', {
      startDate: dayFrom(clock, 5),
      endDate: dayFrom(clock, 4),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.endDate).toBe(trainerMessages.holidayRange);
    expect(
      (await owner.send('POST', '/practice/holidays', { startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 4) }))
        .status,
    ).toBe(403);
    expect((await owner.send('GET', '/practice/calendar')).status).toBe(403);
  });
});

describe('POST /api/care/requests on the sitter calendar', () => {
  it('refuses a walk on a day off, a stay over one, past days and a range ending before it starts; stores nothing', async () => {
    await dayOff(dayFrom(clock, 6));
    const before = await careCounts(t.db);
    const rows: Array<[string, Partial<CreateBookingRequestInput>, string, string]> = [
      [
        'a walk on a day off',
        { startDate: dayFrom(clock, 6), endDate: dayFrom(clock, 6) },
        'startDate',
        careMessages.sitterAwayDay,
      ],
      [
        'a boarding stay over a day off',
        { serviceType: 'hostel-checkin', startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 8) },
        'endDate',
        careMessages.sitterAway,
      ],
      [
        'a stay ending on a day off',
        { serviceType: 'house-sitting', startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 6), endTime: '10:00' },
        'endDate',
        careMessages.sitterAway,
      ],
      [
        'a past day',
        { startDate: dayFrom(clock, -1), endDate: dayFrom(clock, -1) },
        'startDate',
        careMessages.startDatePast,
      ],
      [
        'an end before the start',
        { serviceType: 'hostel-checkin', startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 3) },
        'endDate',
        careMessages.endBeforeStart,
      ],
    ];
    for (const [name, over, field, message] of rows) {
      const res = await send(over);
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).fields?.[field], name).toBe(message);
    }
    expect(await careCounts(t.db)).toEqual(before);
  });

  it('takes a stay that ends the day before a day off, and a walk the day after', async () => {
    await dayOff(dayFrom(clock, 6));
    const stay = await send({
      serviceType: 'hostel-checkin',
      startDate: dayFrom(clock, 3),
      endDate: dayFrom(clock, 5),
    });
    expect(stay.status).toBe(201);
    expect((await send({ startDate: dayFrom(clock, 7), endDate: dayFrom(clock, 7) })).status).toBe(201);
  });

  it('refuses a start or an end after the calendar last day, read in the sitter zone; stores nothing (decision 116)', async () => {
    expect(careMessages.sitterTooFar).toContain(String(SITTER_CALENDAR_DAYS));
    const lastDate = (await availability()).lastDate;
    expect(lastDate).toBe(dayFrom(clock, SITTER_CALENDAR_DAYS - 1));
    const before = await careCounts(t.db);
    const rows: Array<[string, Partial<CreateBookingRequestInput>, string]> = [
      ['a walk the day after the last', { startDate: dayFrom(clock, 90), endDate: dayFrom(clock, 90) }, 'startDate'],
      [
        'a stay ending after the last',
        { serviceType: 'hostel-checkin', startDate: dayFrom(clock, 85), endDate: dayFrom(clock, 90), endTime: '10:00' },
        'endDate',
      ],
      // 20:00 UTC on the last date is 01:30 the next day in Asia/Kolkata, the sitter's zone.
      [
        'a walk on the last UTC date that is the next day for the sitter',
        { startDate: lastDate, endDate: lastDate, startTime: '20:00', endTime: '21:00' },
        'startDate',
      ],
    ];
    for (const [name, over, field] of rows) {
      const res = await send(over);
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).fields?.[field], name).toBe(careMessages.sitterTooFar);
    }
    expect(await careCounts(t.db)).toEqual(before);
  });

  it('takes a walk and a stay on the calendar last day in the sitter zone', async () => {
    const lastDate = (await availability()).lastDate;
    const walk = await send({
      startDate: lastDate,
      endDate: lastDate,
      timeZone: 'Asia/Kolkata',
      startTime: '20:00',
      endTime: '21:00',
    });
    expect(walk.status).toBe(201);
    const stay = await send({ serviceType: 'house-sitting', startDate: dayFrom(clock, 80), endDate: lastDate });
    expect(stay.status).toBe(201);
  });
});
