import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { AppointmentCreated, DaySlots, vetMessages } from '@petpal/contracts';
import { createVetRepositories } from '../vet-area';
import { sweepOrphanClaims } from '../../scheduling';
import { APPOINTMENTS_COLLECTION } from './appointments.repository';
import { type SlotClaimDoc, SLOT_CLAIMS_COLLECTION } from './slot-claims.repository';
import { type ChargeDoc, CHARGES_COLLECTION } from '../charges/charges.repository';
import {
  addCard,
  addSchedule,
  daysAhead,
  errorOf,
  makeOwner,
  makeVet,
  perTestVetAndOwner,
  requester,
  signIn,
} from '../testing/vet.test-support';
import { perTest } from '../../test-support/per-test';

const { t, vet, owner } = perTestVetAndOwner(800);
const date = daysAhead(3);
const schedule = perTest(() => addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '12:00' }));

const booking = (over: Record<string, unknown> = {}) => ({
  vetId: vet.id,
  date,
  startTime: '09:30',
  scheduleId: schedule._id.toHexString(),
  appointmentType: 'in_person',
  ...over,
});
const appointments = () => t.db.collection(APPOINTMENTS_COLLECTION);
const claims = () => t.db.collection<SlotClaimDoc>(SLOT_CLAIMS_COLLECTION);
const slotTimes = async () =>
  DaySlots.parse(await (await requester(t.app)('GET', `/api/vet/vets/${vet.id}/slots?date=${date}`)).json()).slots.map(
    (s) => s.startTime,
  );

describe('POST /api/vet/appointments: who may book', () => {
  it('answers 401 to guests and 403 without a pet owner record (spec section 5)', async () => {
    expect((await requester(t.app)('POST', '/api/vet/appointments', booking())).status).toBe(401);
    const fresh = await signIn(t.app, t.db, 'fresh@example.com', 'pet_owner');
    const res = await fresh.send('POST', '/api/vet/appointments', booking());
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'no_owner_profile', message: vetMessages.noOwnerProfile });
    expect(await appointments().countDocuments()).toBe(0);
  });
});

describe('POST /api/vet/appointments: an in-person booking', () => {
  it('stores a pending appointment, claims its cells and takes the slot off the grid', async () => {
    expect(await slotTimes()).toContain('09:30');
    const res = await owner.send(
      'POST',
      '/api/vet/appointments',
      booking({
        petId: owner.pet._id.toHexString(),
        reason: ' Itchy ears ',
        preferredContact: 'email',
        // Teleconsultation fields sent with an in-person booking are ignored.
        contactMethod: 'zoom',
        contactLink: 'https://zoom.example/j/1',
        disclaimerAccepted: true,
      }),
    );
    expect(res.status).toBe(201);
    const { appointment } = AppointmentCreated.parse(await res.json());
    expect(appointment).toMatchObject({
      vet: { id: vet.id, fullName: 'Dr. Asha Rao', location: 'Bengaluru', phoneNumber: '+91 98765 43210' },
      pet: { name: 'Rex', breed: 'Beagle' },
      date,
      startTime: '09:30',
      endTime: '10:00',
      timeZone: 'UTC',
      startsAt: `${date}T09:30:00.000Z`,
      status: 'pending',
      appointmentType: 'in_person',
      reason: 'Itchy ears',
      preferredContact: 'email',
      paymentRequired: false,
      paymentStatus: 'not_required',
      consultationFee: 800,
      contactMethod: null,
      contactLink: null,
      disclaimerAccepted: false,
      disclaimerAcceptedAt: null,
      canCancel: true,
      canRate: false,
    });
    expect(await claims().countDocuments({ appointmentId: new ObjectId(appointment.id) })).toBe(6);
    expect(await slotTimes()).not.toContain('09:30');
    const again = await owner.send('POST', '/api/vet/appointments', booking());
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'slot_taken', message: vetMessages.slotTaken });
  });

  it.each([
    [{ date: daysAhead(31) }, 400, vetMessages.date],
    [{ startTime: '09:10' }, 409, vetMessages.slotTaken],
    [{ startTime: '11:45' }, 409, vetMessages.slotTaken],
    [{ date: daysAhead(4) }, 409, vetMessages.slotTaken],
    [{ scheduleId: new ObjectId().toHexString() }, 409, vetMessages.slotTaken],
  ])('refuses %o', async (over, status, message) => {
    const res = await owner.send('POST', '/api/vet/appointments', booking(over));
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toBe(message);
  });

  it('refuses a holiday with its message, an unknown vet, and a pet of another owner', async () => {
    await createVetRepositories(t.db).holidays.insert({
      _id: new ObjectId(),
      vetId: vet.vet._id,
      startDate: date,
      endDate: date,
      reason: 'Away',
    });
    const holiday = await owner.send('POST', '/api/vet/appointments', booking());
    expect(holiday.status).toBe(409);
    expect(await errorOf(holiday)).toEqual({ code: 'holiday', message: vetMessages.holiday });

    const unknown = await owner.send('POST', '/api/vet/appointments', booking({ vetId: new ObjectId().toHexString() }));
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: vetMessages.vetNotFound });

    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const pet = await owner.send('POST', '/api/vet/appointments', booking({ petId: other.pet._id.toHexString() }));
    expect(pet.status).toBe(400);
    expect((await errorOf(pet)).fields).toEqual({ petId: vetMessages.pet });
  });

  it.each([
    [{ vetId: { $ne: null } }, 'vetId'],
    [{ startTime: { $gt: '' } }, 'startTime'],
    [{ ownerUserId: new ObjectId().toHexString() }, 'ownerUserId'],
    [{ status: 'confirmed' }, 'status'],
    [{ appointmentType: 'house_call' }, 'appointmentType'],
  ])('refuses operator objects and unknown keys (%o)', async (over, field) => {
    const res = await owner.send('POST', '/api/vet/appointments', booking(over));
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toContain(field);
  });
});

describe('POST /api/vet/appointments: teleconsultation', () => {
  const tele = (over: Record<string, unknown> = {}) =>
    booking({
      appointmentType: 'teleconsultation',
      contactMethod: 'zoom',
      contactLink: 'https://zoom.example/j/1',
      disclaimerAccepted: true,
      ...over,
    });

  it('requires contact method, link, disclaimer and, with a fee, a payment method of the owner', async () => {
    const res = await owner.send(
      'POST',
      '/api/vet/appointments',
      booking({ appointmentType: 'teleconsultation', contactLink: '   ' }),
    );
    expect(res.status).toBe(400);
    // The teleconsultation branch of the booking schema names every requirement at once...
    expect((await errorOf(res)).fields).toEqual({
      contactMethod: vetMessages.contactMethod,
      contactLink: vetMessages.contactLink,
      disclaimerAccepted: vetMessages.disclaimer,
    });
    // ...and the payment method, which depends on the vet's fee, once the rest is right.
    const noMethod = await owner.send('POST', '/api/vet/appointments', tele({ paymentMethodId: null }));
    expect((await errorOf(noMethod)).fields).toEqual({ paymentMethodId: vetMessages.paymentMethod });
    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const theirs = await addCard(other);
    const foreign = await owner.send('POST', '/api/vet/appointments', tele({ paymentMethodId: theirs }));
    expect((await errorOf(foreign)).fields).toEqual({ paymentMethodId: vetMessages.paymentMethod });
    expect(await appointments().countDocuments()).toBe(0);
  });

  it('books a paid one: payment pending, disclaimer time, and a pending INR charge due 24 hours before', async () => {
    const card = await addCard(owner);
    const before = Date.now();
    const res = await owner.send('POST', '/api/vet/appointments', tele({ paymentMethodId: card }));
    expect(res.status).toBe(201);
    const { appointment } = AppointmentCreated.parse(await res.json());
    expect(appointment).toMatchObject({
      status: 'pending',
      paymentRequired: true,
      paymentStatus: 'pending',
      consultationFee: 800,
      contactMethod: 'zoom',
      contactLink: 'https://zoom.example/j/1',
      disclaimerAccepted: true,
    });
    expect(Date.parse(appointment.disclaimerAcceptedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const charge = await t.db
      .collection<ChargeDoc>(CHARGES_COLLECTION)
      .findOne({ appointmentId: new ObjectId(appointment.id) });
    const dueAt = new Date(Date.parse(`${date}T09:30:00Z`) - 24 * 3600 * 1000);
    expect(charge).toMatchObject({
      paymentMethodId: new ObjectId(card),
      amount: 800,
      currency: 'INR',
      chargeStatus: 'pending',
      dueAt,
      nextAttemptAt: dueAt,
      attempts: 0,
      leaseUntil: null,
      lastError: null,
    });
  });

  it('books a free one without payment or charge', async () => {
    const free = await makeVet(t.app, t.db, 'ben@example.com', { consultationFee: 0 });
    const s = await addSchedule(t.db, free, { scheduleDate: date, startTime: '09:00', endTime: '10:00' });
    const res = await owner.send(
      'POST',
      '/api/vet/appointments',
      tele({ vetId: free.id, scheduleId: s._id.toHexString() }),
    );
    expect(res.status).toBe(201);
    expect(AppointmentCreated.parse(await res.json()).appointment).toMatchObject({
      paymentRequired: false,
      paymentStatus: 'not_required',
      consultationFee: null,
    });
    expect(await t.db.collection(CHARGES_COLLECTION).countDocuments()).toBe(0);
  });
});

describe('double booking is impossible', () => {
  it('lets exactly one of 50 simultaneous requests for one slot through; 49 get 409 slot_taken', async () => {
    const owners = await Promise.all(
      Array.from({ length: 5 }, (_, i) => makeOwner(t.app, t.db, `owner${i}@example.com`)),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => owners[i % 5]!.send('POST', '/api/vet/appointments', booking())),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(await errorOf(res)).toEqual({ code: 'slot_taken', message: vetMessages.slotTaken });
    }
    expect(await appointments().countDocuments()).toBe(1);
    expect(await claims().countDocuments()).toBe(6);
  });

  it('lets exactly one through among overlapping slots of different lengths', async () => {
    // A 60-minute schedule and a 30-minute one starting at 09:15 on the same day: 09:00-10:00 overlaps
    // 09:15-09:45 and 09:45-10:15, which overlap it but not each other; these three race.
    const hourly = await addSchedule(t.db, vet, {
      scheduleDate: daysAhead(5),
      startTime: '09:00',
      endTime: '11:00',
      slotDurationMinutes: 60,
    });
    const halfHourly = await addSchedule(t.db, vet, {
      scheduleDate: daysAhead(5),
      startTime: '09:15',
      endTime: '10:15',
      slotDurationMinutes: 30,
    });
    const requests = [
      { startTime: '09:00', scheduleId: hourly._id.toHexString() },
      { startTime: '09:15', scheduleId: halfHourly._id.toHexString() },
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.send('POST', '/api/vet/appointments', booking({ date: daysAhead(5), ...requests[i % 2] })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await appointments().countDocuments({ appointmentDate: daysAhead(5) })).toBe(1);
  });

  it('replays the first answer to a retry with the same Idempotency-Key (one appointment)', async () => {
    const headers = { 'Idempotency-Key': 'book-1' };
    const first = await owner.send('POST', '/api/vet/appointments', booking(), headers);
    const retry = await owner.send('POST', '/api/vet/appointments', booking(), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect(await appointments().countDocuments()).toBe(1);
    const reused = await owner.send('POST', '/api/vet/appointments', booking({ startTime: '10:00' }), headers);
    expect(reused.status).toBe(422);
  });

  it('sweeps claims left without an appointment (older than a minute) on start', async () => {
    const booked = AppointmentCreated.parse(
      await (await owner.send('POST', '/api/vet/appointments', booking())).json(),
    ).appointment;
    const old = new Date(Date.now() - 5 * 60 * 1000);
    const orphan = new ObjectId();
    await claims().insertMany([
      { _id: new ObjectId(), vetId: vet.vet._id, cell: 1, appointmentId: orphan, createdAt: old },
      { _id: new ObjectId(), vetId: vet.vet._id, cell: 2, appointmentId: orphan, createdAt: old },
      { _id: new ObjectId(), vetId: vet.vet._id, cell: 3, appointmentId: new ObjectId(), createdAt: new Date() },
    ]);
    await claims().updateMany({ appointmentId: new ObjectId(booked.id) }, { $set: { createdAt: old } });
    expect(await sweepOrphanClaims(createVetRepositories(t.db))).toBe(2);
    expect(await claims().countDocuments({ appointmentId: orphan })).toBe(0);
    expect(await claims().countDocuments({ appointmentId: new ObjectId(booked.id) })).toBe(6);
    expect(await claims().countDocuments()).toBe(7);
  });
});
