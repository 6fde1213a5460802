import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  AppointmentCreated,
  DaySlots,
  HolidaySaved,
  PracticeAppointmentList,
  PracticeAppointmentUpdated,
  ScheduleSaved,
  VetAvailability,
  VetPractice,
  VisitNoteList,
  vetMessages,
} from '@petpal/contracts';
import { type AppointmentDoc, APPOINTMENTS_COLLECTION } from '../booking/appointments.repository';
import { SLOT_CLAIMS_COLLECTION } from '../booking/slot-claims.repository';
import {
  addSchedule,
  bookAtNine,
  daysAhead,
  errorOf,
  makeVet,
  ORIGIN,
  perTestVetAndOwner,
  requester,
  signIn,
} from '../testing/vet.test-support';

const { t, vet, owner } = perTestVetAndOwner(600);

const weekly = { scheduleDate: null, dayOfWeek: 'monday', startTime: '09:00', endTime: '12:00' };
const availability = async () =>
  VetAvailability.parse(await (await requester(t.app)('GET', `/api/vet/vets/${vet.id}/availability`)).json());

describe('who runs a practice', () => {
  it('answers 401 to guests and 403 to owners and to vets without a record', async () => {
    expect((await requester(t.app)('GET', '/api/vet/practice')).status).toBe(401);
    const ownerRes = await owner.send('GET', '/api/vet/practice');
    expect(ownerRes.status).toBe(403);
    expect(await errorOf(ownerRes)).toEqual({ code: 'not_a_vet', message: vetMessages.notVet });
    const unfinished = await signIn(t.app, t.db, 'new-vet@example.com', 'veterinary_doctor');
    expect((await unfinished.send('GET', '/api/vet/practice')).status).toBe(403);
  });
});

describe('settings, schedules, breaks and holidays', () => {
  it('validates and saves time zone and fee; the public card follows', async () => {
    const bad = await vet.send('PUT', '/api/vet/practice/settings', { timeZone: 'Mars/Olympus', consultationFee: -1 });
    expect((await errorOf(bad)).fields).toEqual({
      timeZone: vetMessages.timeZone,
      consultationFee: 'Consultation fee must be 0 or more.',
    });
    const res = await vet.send('PUT', '/api/vet/practice/settings', { timeZone: 'Europe/Berlin', consultationFee: 0 });
    expect(VetPractice.parse(await res.json())).toMatchObject({ timeZone: 'Europe/Berlin', consultationFee: 0 });
    expect(await (await requester(t.app)('GET', `/api/vet/vets/${vet.id}`)).json()).toMatchObject({
      vet: { timeZone: 'Europe/Berlin', consultationFee: 0, fullName: 'Dr. Asha Rao' },
    });
  });

  it('creates, edits and deletes schedules with their breaks', async () => {
    const created = await vet.send('POST', '/api/vet/practice/schedules', weekly);
    expect(created.status).toBe(201);
    const { schedule } = ScheduleSaved.parse(await created.json());
    expect(schedule).toMatchObject({ dayOfWeek: 'monday', slotDurationMinutes: 30, isAvailable: true, breaks: [] });

    const outside = await vet.send('POST', `/api/vet/practice/schedules/${schedule.id}/breaks`, {
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(await errorOf(outside)).toMatchObject({ message: vetMessages.breakOutside });
    const withBreak = ScheduleSaved.parse(
      await (
        await vet.send('POST', `/api/vet/practice/schedules/${schedule.id}/breaks`, {
          startTime: '10:00',
          endTime: '10:30',
          reason: 'Coffee',
        })
      ).json(),
    ).schedule;
    expect(withBreak.breaks).toMatchObject([{ startTime: '10:00', endTime: '10:30', reason: 'Coffee' }]);

    const edited = await vet.send('PUT', `/api/vet/practice/schedules/${schedule.id}`, {
      ...weekly,
      endTime: '13:00',
      slotDurationMinutes: 60,
    });
    expect(ScheduleSaved.parse(await edited.json()).schedule).toMatchObject({
      endTime: '13:00',
      slotDurationMinutes: 60,
    });

    const practice = VetPractice.parse(await (await vet.send('GET', '/api/vet/practice')).json());
    expect(practice.schedules).toHaveLength(1);

    // A DELETE without a body or Content-Type passes the same-origin check.
    const removed = await t.app.request(`${ORIGIN}/api/vet/practice/breaks/${withBreak.breaks[0]!.id}`, {
      method: 'DELETE',
      headers: { Origin: ORIGIN, Cookie: vet.cookie },
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: true });
    expect((await vet.send('DELETE', `/api/vet/practice/schedules/${schedule.id}`)).status).toBe(200);
    expect(VetPractice.parse(await (await vet.send('GET', '/api/vet/practice')).json()).schedules).toEqual([]);
  });

  it.each([
    [{ ...weekly, scheduleDate: daysAhead(1) }, { dayOfWeek: 'Choose either a weekday or a date.' }],
    [{ ...weekly, endTime: '09:00' }, { endTime: vetMessages.timeRange }],
    [{ ...weekly, slotDurationMinutes: 7 }, { slotDurationMinutes: vetMessages.slotDuration }],
    [{ ...weekly, startTime: '9:00' }, { startTime: vetMessages.time }],
    [
      { ...weekly, dayOfWeek: 'Monday' },
      {
        dayOfWeek:
          'Invalid option: expected one of "sunday"|"monday"|"tuesday"|"wednesday"|"thursday"|"friday"|"saturday"',
      },
    ],
    [{ ...weekly, vetId: '0123456789abcdef01234567' }, { vetId: 'Unknown field.' }],
  ])('refuses schedule %o', async (body, fields) => {
    const res = await vet.send('POST', '/api/vet/practice/schedules', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual(fields);
  });

  it("cannot touch another vet's schedules, breaks or holidays", async () => {
    const other = await makeVet(t.app, t.db, 'ben@example.com');
    const theirs = await addSchedule(t.db, other, { dayOfWeek: 'monday', startTime: '09:00', endTime: '10:00' });
    const id = theirs._id.toHexString();
    expect(await errorOf(await vet.send('PUT', `/api/vet/practice/schedules/${id}`, weekly))).toEqual({
      code: 'not_found',
      message: vetMessages.scheduleNotFound,
    });
    expect((await vet.send('DELETE', `/api/vet/practice/schedules/${id}`)).status).toBe(404);
    expect(
      (await vet.send('POST', `/api/vet/practice/schedules/${id}/breaks`, { startTime: '09:00', endTime: '09:30' }))
        .status,
    ).toBe(404);
    const holiday = HolidaySaved.parse(
      await (
        await other.send('POST', '/api/vet/practice/holidays', { startDate: daysAhead(1), endDate: daysAhead(1) })
      ).json(),
    ).holiday;
    expect(await errorOf(await vet.send('DELETE', `/api/vet/practice/holidays/${holiday.id}`))).toEqual({
      code: 'not_found',
      message: vetMessages.holidayNotFound,
    });
    expect((await vet.send('DELETE', `/api/vet/practice/breaks/${new ObjectId().toHexString()}`)).status).toBe(404);
  });

  it("changes the owners' calendar at once (the caches are cleared)", async () => {
    const date = daysAhead(3);
    const created = await vet.send('POST', '/api/vet/practice/schedules', {
      scheduleDate: date,
      dayOfWeek: null,
      startTime: '09:00',
      endTime: '10:00',
    });
    const { schedule } = ScheduleSaved.parse(await created.json());
    expect((await availability()).availableDates).toEqual([date]);
    const slots = async () =>
      DaySlots.parse(await (await requester(t.app)('GET', `/api/vet/vets/${vet.id}/slots?date=${date}`)).json()).slots;
    expect(await slots()).toHaveLength(2);

    const bad = await vet.send('POST', '/api/vet/practice/holidays', { startDate: date, endDate: daysAhead(2) });
    expect((await errorOf(bad)).fields).toEqual({ endDate: vetMessages.holidayRange });
    const holiday = HolidaySaved.parse(
      await (
        await vet.send('POST', '/api/vet/practice/holidays', { startDate: date, endDate: date, reason: 'Away' })
      ).json(),
    ).holiday;
    expect(await availability()).toMatchObject({ availableDates: [], holidays: [date] });
    expect(await slots()).toEqual([]);

    await vet.send('DELETE', `/api/vet/practice/holidays/${holiday.id}`);
    await vet.send('POST', `/api/vet/practice/schedules/${schedule.id}/breaks`, {
      startTime: '09:00',
      endTime: '09:30',
    });
    expect((await slots()).map((s) => s.startTime)).toEqual(['09:30']);
    await vet.send('PUT', `/api/vet/practice/schedules/${schedule.id}`, {
      scheduleDate: date,
      dayOfWeek: null,
      startTime: '09:00',
      endTime: '10:00',
      isAvailable: false,
    });
    expect(await availability()).toMatchObject({ availableDates: [], hasSchedules: false });
  });
});

describe('incoming appointments', () => {
  async function booked() {
    const date = daysAhead(4);
    const schedule = await addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '10:00' });
    const res = await bookAtNine(owner, vet, schedule, { petId: owner.pet._id.toHexString(), reason: 'Vaccination' });
    return AppointmentCreated.parse(await res.json()).appointment;
  }

  it('lists them with owner name, email and pet', async () => {
    const appointment = await booked();
    const list = PracticeAppointmentList.parse(await (await vet.send('GET', '/api/vet/practice/appointments')).json());
    expect(list.appointments).toMatchObject([
      {
        id: appointment.id,
        ownerName: 'sam Owner',
        ownerEmail: 'sam@example.com',
        pet: { name: 'Rex', breed: 'Beagle' },
        status: 'pending',
        reason: 'Vaccination',
      },
    ]);
    const other = await makeVet(t.app, t.db, 'ben@example.com');
    expect(await (await other.send('GET', '/api/vet/practice/appointments')).json()).toEqual({ appointments: [] });
    expect((await other.send('POST', `/api/vet/practice/appointments/${appointment.id}/confirm`)).status).toBe(404);
  });

  it('lets exactly one of two racing confirms win', async () => {
    const appointment = await booked();
    const path = `/api/vet/practice/appointments/${appointment.id}/confirm`;
    const results = await Promise.all([vet.send('POST', path), vet.send('POST', path)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await errorOf(loser)).toEqual({ code: 'already_decided', message: vetMessages.alreadyDecided });
    const cancel = await vet.send('POST', `/api/vet/practice/appointments/${appointment.id}/cancel`);
    expect(await errorOf(cancel)).toEqual({ code: 'already_decided', message: vetMessages.alreadyDecided });
  });

  it('cancels a pending appointment and frees the slot', async () => {
    const appointment = await booked();
    const res = await vet.send('POST', `/api/vet/practice/appointments/${appointment.id}/cancel`);
    expect(PracticeAppointmentUpdated.parse(await res.json()).appointment.status).toBe('cancelled');
    expect(await t.db.collection(SLOT_CLAIMS_COLLECTION).countDocuments()).toBe(0);
    expect((await availability()).availableDates).toEqual([daysAhead(4)]);
  });

  it('writes visit notes once the visit has taken place; the owner then reads them', async () => {
    const appointment = await booked();
    const early = await vet.send('PUT', `/api/vet/practice/appointments/${appointment.id}/notes`, { notes: 'Soon.' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: 'visit_not_over', message: vetMessages.visitNotOver });
    const ended = new Date(Date.now() - 60_000);
    await t.db
      .collection<AppointmentDoc>(APPOINTMENTS_COLLECTION)
      .updateOne(
        { _id: new ObjectId(appointment.id) },
        { $set: { startsAt: new Date(ended.getTime() - 30 * 60_000), endsAt: ended } },
      );
    const empty = await vet.send('PUT', `/api/vet/practice/appointments/${appointment.id}/notes`, { notes: '  ' });
    expect((await errorOf(empty)).fields).toEqual({ notes: 'Please write the visit notes.' });
    const res = await vet.send('PUT', `/api/vet/practice/appointments/${appointment.id}/notes`, {
      notes: 'Booster due in a year.',
    });
    expect(PracticeAppointmentUpdated.parse(await res.json()).appointment.visitNotes).toBe('Booster due in a year.');
    const { notes } = VisitNoteList.parse(await (await owner.send('GET', '/api/vet/visit-notes')).json());
    expect(notes).toMatchObject([
      { appointmentId: appointment.id, notes: 'Booster due in a year.', vetName: 'Dr. Asha Rao' },
    ]);
  });
});
