import { describe, expect, it } from 'vitest';
import {
  STYLIST_DEFAULT_SLOT_MINUTES,
  StylingAppointmentCreated,
  StylingAppointmentList,
  StylistAvailability,
  StylistDaySlots,
  StylistDetail,
  StylistList,
  stylistMessages,
  verificationMessages,
  vetMessages,
} from '@petpal/contracts';
import { createCareTestApp, errorOf, makeOwner, perTestCareApp, signIn } from '../care.test-support';
import { STYLIST_CLAIMS_COLLECTION } from './stylist-claims.repository';
import { STYLING_APPOINTMENTS_COLLECTION } from './styling-appointments.repository';
import { makeStylist, stylingBody, stylistDay, STYLING_START } from './stylists.test-support';
import { perTest } from '../../test-support/per-test';

const { clock, t } = perTestCareApp(createCareTestApp, STYLING_START);
const owner = perTest(() => makeOwner(t, 'owner@example.com'));
const stylist = perTest(() => makeStylist(t, 'stylist@example.com'));

const appointments = () => t.db.collection(STYLING_APPOINTMENTS_COLLECTION);
const claims = () => t.db.collection(STYLIST_CLAIMS_COLLECTION);
const book = (body: object, key?: string) =>
  owner.send('POST', '/stylist-appointments', body, key ? { 'Idempotency-Key': key } : {});

describe('stylist search (spec section 2: location text filter and service filter)', () => {
  it('filters by location (any case, contains) and by service, sorted by name', async () => {
    await makeStylist(t, 's2@example.com', {
      over: { fullName: 'Arjun Das', location: 'Kolkata', specializations: ['Teeth Cleaning'] },
    });
    await makeStylist(t, 's3@example.com', {
      over: { fullName: 'Zoe Park', location: 'Pune Camp', specializations: ['Flea Treatment'] },
    });
    const names = async (query: string) =>
      StylistList.parse(await (await owner.send('GET', `/stylists${query}`)).json()).stylists.map((s) => s.fullName);
    expect(await names('')).toEqual(['Arjun Das', 'Meera Iyer', 'Zoe Park']);
    expect(await names('?location=PUNE')).toEqual(['Meera Iyer', 'Zoe Park']);
    expect(await names('?location=pune&service=Flea%20Treatment')).toEqual(['Zoe Park']);
    expect(await names('?location=Goa')).toEqual([]);
  });

  it('refuses a service outside the list with a clear message', async () => {
    const res = await owner.send('GET', '/stylists?service=Massage');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ service: stylistMessages.service });
  });
});

describe("a stylist's own page (GET /stylists/:id)", () => {
  it("gives the card and the first open slot in the stylist's zone; an unknown stylist is 404", async () => {
    const res = await owner.send('GET', `/stylists/${stylist.stylistId}`);
    expect(res.status).toBe(200);
    const detail = StylistDetail.parse(await res.json());
    expect(detail.stylist).toMatchObject({ id: stylist.stylistId, fullName: 'Meera Iyer' });
    const day = StylistDaySlots.parse(
      await (await owner.send('GET', `/stylists/${stylist.stylistId}/slots?date=${detail.nextAvailable?.date}`)).json(),
    );
    expect(detail.nextAvailable).toEqual({
      date: day.date,
      startTime: day.slots[0]?.startTime,
      startsAt: day.slots[0]?.startsAt,
    });
    const unknown = await owner.send('GET', '/stylists/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(stylistMessages.stylistNotFound);
    expect((await owner.send('GET', '/stylists/not-an-id')).status).toBe(400);
  });
});

describe('dates and slots (schedules, breaks, holidays; default slot 60 minutes)', () => {
  it('offers 60-minute slots from the weekly schedule, skipping the break', async () => {
    const date = stylistDay(clock, 2);
    const res = await owner.send('GET', `/stylists/${stylist.stylistId}/slots?date=${date}`);
    const day = StylistDaySlots.parse(await res.json());
    expect(day.slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
    ]);
    expect(STYLIST_DEFAULT_SLOT_MINUTES).toBe(60);
  });

  it('marks holidays, which cannot be booked (spec section 5 message)', async () => {
    const date = stylistDay(clock, 4);
    const added = await stylist.send('POST', '/stylist-practice/holidays', { startDate: date, endDate: date });
    expect(added.status).toBe(201);
    const availability = StylistAvailability.parse(
      await (await owner.send('GET', `/stylists/${stylist.stylistId}/availability`)).json(),
    );
    expect(availability.holidays).toEqual([date]);
    expect(availability.availableDates).not.toContain(date);
    expect(availability.availableDates).toHaveLength(30);
    const res = await book(stylingBody(clock, stylist, {}, 4));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'holiday', message: stylistMessages.holiday });
  });
});

describe('booking (spec sections 4 and 5)', () => {
  it('creates a confirmed appointment, tells the stylist, and the slot is gone for others', async () => {
    const body = stylingBody(clock, stylist, { petId: owner.pets[0]!._id.toHexString() });
    const res = await book(body, 'key-1');
    expect(res.status).toBe(201);
    const { appointment } = StylingAppointmentCreated.parse(await res.json());
    expect(appointment).toMatchObject({
      status: 'confirmed',
      startTime: '10:00',
      endTime: '11:00',
      serviceType: 'Full Grooming',
      petName: 'Rex',
      stylistName: 'Meera Iyer',
      cancellable: true,
    });
    expect(t.notices.map((n) => [n.userId, n.title])).toEqual([[stylist.id, 'New Styling Appointment']]);

    // The same Idempotency-Key answers the same booking again, without a second one.
    const again = await book(body, 'key-1');
    expect(again.status).toBe(201);
    expect(await appointments().countDocuments()).toBe(1);

    const other = await makeOwner(t, 'other@example.com');
    const slots = StylistDaySlots.parse(
      await (await other.send('GET', `/stylists/${stylist.stylistId}/slots?date=${body.date}`)).json(),
    );
    expect(slots.slots.map((s) => s.startTime)).not.toContain('10:00');
    const taken = await other.send('POST', '/stylist-appointments', { ...body, petId: null });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({ code: 'slot_taken', message: stylistMessages.slotTaken });

    const list = StylingAppointmentList.parse(await (await owner.send('GET', '/stylist-appointments')).json());
    expect(list.appointments.map((a) => a.id)).toEqual([appointment.id]);
    const inbox = StylingAppointmentList.parse(
      await (await stylist.send('GET', '/stylist-practice/appointments')).json(),
    );
    expect(inbox.appointments.map((a) => [a.id, a.ownerName])).toEqual([[appointment.id, 'owner Tester']]);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [stylingBody(clock, stylist, { serviceType: 'Teeth Cleaning' }), 400, stylistMessages.serviceNotOffered],
      [stylingBody(clock, stylist, { serviceType: 'Massage' }), 400, stylistMessages.service],
      [stylingBody(clock, stylist, { startTime: '13:00' }), 409, stylistMessages.slot],
      [stylingBody(clock, stylist, { startTime: '10:30' }), 409, stylistMessages.slot],
      [stylingBody(clock, stylist, {}, 31), 400, stylistMessages.date],
      [stylingBody(clock, stylist, { petId: '0123456789abcdef01234567' }), 400, stylistMessages.pet],
      [stylingBody(clock, stylist, { date: 'tomorrow' }), 400, vetMessages.date],
    ];
    for (const [body, status, message] of cases) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const error = await errorOf(res);
      expect([error.message, ...Object.values(error.fields ?? {})].join(' | ')).toContain(message);
    }
    expect(await appointments().countDocuments()).toBe(0);
    expect(await claims().countDocuments()).toBe(0);
  });

  it('lets the owner cancel, which frees the slot, and the stylist cancel with a reason', async () => {
    const first = StylingAppointmentCreated.parse(await (await book(stylingBody(clock, stylist))).json());
    const cancelled = await owner.send('POST', `/stylist-appointments/${first.appointment.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await claims().countDocuments()).toBe(0);
    expect((await book(stylingBody(clock, stylist))).status).toBe(201);

    const [second] = StylingAppointmentList.parse(
      await (await stylist.send('GET', '/stylist-practice/appointments')).json(),
    ).appointments;
    const noReason = await stylist.send('POST', `/stylist-practice/appointments/${second!.id}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields).toEqual({ reason: stylistMessages.cancelReason });
    const res = await stylist.send('POST', `/stylist-practice/appointments/${second!.id}/cancel`, {
      reason: 'Sick today',
    });
    expect(res.status).toBe(200);
    const past = StylingAppointmentList.parse(
      await (await owner.send('GET', '/stylist-appointments?scope=past')).json(),
    );
    expect(past.appointments.map((a) => [a.cancelledBy, a.cancelReason])).toEqual(
      expect.arrayContaining([
        ['stylist', 'Sick today'],
        ['owner', null],
      ]),
    );
    expect(t.notices.at(-1)).toMatchObject({ userId: owner.id, title: 'Styling Appointment Cancelled' });
    const twice = await owner.send('POST', `/stylist-appointments/${second!.id}/cancel`);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ message: stylistMessages.notCancellable });
  });
});

describe('double booking is impossible', () => {
  it('lets exactly one of 50 simultaneous bookings of one slot through; 49 get 409 slot_taken', async () => {
    const owners = await Promise.all(Array.from({ length: 5 }, (_, i) => makeOwner(t, `racer${i}@example.com`)));
    const body = stylingBody(clock, stylist);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => owners[i % 5]!.send('POST', '/stylist-appointments', body)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(await errorOf(res)).toEqual({ code: 'slot_taken', message: stylistMessages.slotTaken });
    }
    expect(await appointments().countDocuments()).toBe(1);
    // 60 minutes = twelve 5-minute cells.
    expect(await claims().countDocuments()).toBe(12);
  });
});

describe('the practice', () => {
  it('edits weekly schedules, breaks, holidays and the time zone; others are refused', async () => {
    const added = await stylist.send('POST', '/stylist-practice/schedules', {
      dayOfWeek: 'monday',
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(added.status).toBe(201);
    const practice = (await added.json()) as {
      schedules: Array<{ id: string; startTime: string; slotDurationMinutes: number }>;
    };
    const evening = practice.schedules.find((s) => s.startTime === '18:00')!;
    expect(evening.slotDurationMinutes).toBe(60);
    const outside = await stylist.send('POST', `/stylist-practice/schedules/${evening.id}/breaks`, {
      startTime: '17:00',
      endTime: '18:30',
    });
    expect(outside.status).toBe(400);
    expect((await errorOf(outside)).message).toBe(stylistMessages.breakOutside);
    const zone = await stylist.send('PUT', '/stylist-practice/settings', { timeZone: 'Mars/Base' });
    expect((await errorOf(zone)).fields).toEqual({ timeZone: stylistMessages.timeZone });
    expect((await stylist.send('PUT', '/stylist-practice/settings', { timeZone: 'Asia/Tokyo' })).status).toBe(200);

    const other = await makeStylist(t, 'other-stylist@example.com');
    const foreign = await other.send('DELETE', `/stylist-practice/schedules/${evening.id}`);
    expect(foreign.status).toBe(404);
    expect((await stylist.send('DELETE', `/stylist-practice/schedules/${evening.id}`)).status).toBe(200);
  });

  it('is only for verified pet stylists: another role is refused, one without a record is pending', async () => {
    const owner = await signIn(t, 'owner-not-stylist@example.com', 'pet_owner');
    const refused = await owner.send('GET', '/stylist-practice');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(stylistMessages.notStylist);
    const stranger = await signIn(t, 'nobody@example.com', 'pet_stylist');
    const res = await stranger.send('GET', '/stylist-practice');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(verificationMessages.providerPending);
  });
});
