import { beforeEach, describe, expect, it } from 'vitest';
import {
  OwnerTrainingAppointmentList,
  TrainerAppointmentList,
  TrainerAppointmentUpdated,
  trainerMessages,
  verificationMessages,
  TrainerList,
  TrainingAppointmentCreated,
  TrainerDaySlots,
  type CreateTrainingAppointmentInput,
} from '@petpal/contracts';
import { dayFrom, errorOf, makeOwner, signIn, type TestOwner } from '../care.test-support';
import {
  inPersonBody,
  makeTrainer,
  onlineBody,
  saveCard,
  trainingCounts,
  perTestOwnerAndTrainer,
} from './trainers.test-support';

const HOUR = 3_600_000;

/** The message of an error answer: the one field's message of a refused input, else the error's. */
async function problemOf(res: Response): Promise<string> {
  const error = await errorOf(res);
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? String(fields[0]) : error.message;
}

const { clock, t, owner, trainer } = perTestOwnerAndTrainer();
let card: string;
beforeEach(async () => {
  card = await saveCard(t, owner);
});

async function book(body: CreateTrainingAppointmentInput, from: TestOwner = owner) {
  const res = await from.send('POST', '/training-appointments', body);
  expect(res.status).toBe(201);
  return TrainingAppointmentCreated.parse(await res.json()).appointment;
}

describe('GET /api/care/trainers', () => {
  beforeEach(async () => {
    await makeTrainer(t, 't2@example.com', { fullName: 'Asha Iyer', location: 'Mumbai', specializations: ['Agility'] });
    await makeTrainer(t, 't3@example.com', {
      fullName: 'Zara Khan',
      location: 'Navi Mumbai',
      specializations: ['Puppy', 'Trick'],
    });
  });

  it('lists trainers by name, filtered by location (contains, any case) and specialization', async () => {
    const all = TrainerList.parse(await (await owner.send('GET', '/trainers')).json());
    expect(all.trainers.map((x) => x.fullName)).toEqual(['Asha Iyer', 'Kabir Mehta', 'Zara Khan']);
    expect(all.total).toBe(3);
    const mumbai = TrainerList.parse(await (await owner.send('GET', '/trainers?location=MUMBAI')).json());
    expect(mumbai.trainers.map((x) => x.fullName)).toEqual(['Asha Iyer', 'Zara Khan']);
    const puppy = TrainerList.parse(
      await (await owner.send('GET', '/trainers?location=mumbai&specialization=Puppy')).json(),
    );
    expect(puppy.trainers.map((x) => x.fullName)).toEqual(['Zara Khan']);
    expect(puppy.trainers[0]).toMatchObject({ initials: 'ZK', hourlyRate: 800, specializations: ['Puppy', 'Trick'] });
  });

  it('refuses a specialization outside the list, and treats regex characters as text', async () => {
    const res = await owner.send('GET', '/trainers?specialization=Swimming');
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toBe(trainerMessages.specialization);
    const none = TrainerList.parse(await (await owner.send('GET', '/trainers?location=.*')).json());
    expect(none.trainers).toEqual([]);
  });
});

describe('POST /api/care/training-appointments', () => {
  it('books an in-person session confirmed, free, and tells the trainer', async () => {
    const appointment = await book(inPersonBody(clock, trainer, owner));
    expect(appointment).toMatchObject({
      status: 'confirmed',
      appointmentType: 'in_person',
      paymentRequired: false,
      paymentStatus: 'not_required',
      amount: null,
      contactMethod: null,
      expiresAt: null,
      pet: { name: 'Rex', breed: 'Beagle' },
      trainer: { fullName: 'Kabir Mehta' },
      canCancel: true,
      startsAt: `${dayFrom(clock, 3)}T10:00:00.000Z`,
    });
    expect(await trainingCounts(t.db)).toMatchObject({ training_appointments: 1, training_charges: 0 });
    expect(t.notices.at(-1)).toMatchObject({ userId: trainer.id, title: 'New Training Session' });
  });

  it('books an online session pending with a pending charge of hourly rate x 100 in INR, due 24 hours before', async () => {
    const appointment = await book(onlineBody(clock, trainer, owner, card));
    expect(appointment).toMatchObject({
      status: 'pending',
      paymentRequired: true,
      paymentStatus: 'pending',
      amount: 80_000,
      currency: 'INR',
      contactMethod: 'zoom',
      contactLink: 'https://zoom.us/j/123456',
      expiresAt: '2026-03-03T08:00:00.000Z',
    });
    const charge = await t.db.collection('training_charges').findOne({});
    expect(charge).toMatchObject({ amount: 80_000, currency: 'INR', chargeStatus: 'pending' });
    expect((charge!.dueAt as Date).toISOString()).toBe(`${dayFrom(clock, 2)}T10:00:00.000Z`);
    const stored = await t.db.collection('training_appointments').findOne({});
    expect(stored).toMatchObject({ disclaimerAccepted: true, disclaimerAcceptedAt: clock.now() });
    expect(t.notices.at(-1)).toMatchObject({ userId: trainer.id, title: 'New Training Request' });
  });

  it.each([
    [{ appointmentDate: '' }, trainerMessages.missingInfo],
    [{ startTime: undefined }, trainerMessages.missingInfo],
    [{ sessionType: undefined }, trainerMessages.missingInfo],
    [{ startTime: '08:30' }, trainerMessages.time],
    [{ endTime: '20:30' }, trainerMessages.time],
    [{ startTime: '11:00', endTime: '10:00' }, trainerMessages.timeRange],
  ])('refuses %j: %s, changing nothing', async (over, message) => {
    const res = await owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner, over));
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toBe(message);
    expect(await trainingCounts(t.db)).toEqual({
      training_appointments: 0,
      training_charges: 0,
      training_slot_claims: 0,
    });
  });

  it.each([
    [{ contactMethod: null }, trainerMessages.onlineRequirements],
    [{ contactMethod: 'skype' }, trainerMessages.contactMethod],
    [{ contactLink: '  ' }, trainerMessages.onlineRequirements],
    [{ disclaimerAccepted: false }, trainerMessages.onlineRequirements],
    [{ paymentMethodId: null }, trainerMessages.payment],
  ])('refuses online %j: %s', async (over, message) => {
    const body = onlineBody(clock, trainer, owner, card, over as Partial<CreateTrainingAppointmentInput>);
    const res = await owner.send('POST', '/training-appointments', body);
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toBe(message);
  });

  it("refuses a past time, a date past 30 days, another's pet or card, and booking oneself", async () => {
    const other = await makeOwner(t, 'other@example.com');
    const otherCard = await saveCard(t, other);
    const cases: Array<[Partial<CreateTrainingAppointmentInput>, string]> = [
      [{ appointmentDate: dayFrom(clock, -1) }, trainerMessages.datePast],
      [{ appointmentDate: dayFrom(clock, 31) }, trainerMessages.tooFar],
      [{ petId: other.pets[0]!._id.toHexString() }, trainerMessages.ownPet],
    ];
    for (const [over, message] of cases) {
      const res = await owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner, over));
      expect(res.status).toBe(400);
      expect(await problemOf(res)).toBe(message);
    }
    const res = await owner.send('POST', '/training-appointments', onlineBody(clock, trainer, owner, otherCard));
    expect(await problemOf(res)).toBe(trainerMessages.paymentMethodNotFound);
    // A trainer who is also an owner cannot book their own profile.
    const selfRecord = await t.auth.saveRecord(
      'pet_owner',
      trainer.user._id,
      { fullName: 'Kabir Mehta', phoneNumber: '+91 90000 00001', location: 'Pune' },
      new Date(),
    );
    expect(selfRecord).toBeTruthy();
    const self = await trainer.send('POST', '/training-appointments', {
      ...inPersonBody(clock, trainer, owner),
      petId: null,
    });
    expect(self.status).toBe(400);
    expect(await problemOf(self)).toBe(trainerMessages.ownTrainer);
    expect(await trainingCounts(t.db)).toEqual({
      training_appointments: 0,
      training_charges: 0,
      training_slot_claims: 0,
    });
  });

  it('books only slots of the schedule: two owners racing for one slot, one wins, the other hears slotTaken', async () => {
    const other = await makeOwner(t, 'other@example.com');
    const [a, b] = await Promise.all([
      owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner)),
      other.send('POST', '/training-appointments', inPersonBody(clock, trainer, other)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await problemOf(a.status === 409 ? a : b)).toBe(trainerMessages.slotTaken);
    expect(await trainingCounts(t.db)).toMatchObject({ training_appointments: 1, training_slot_claims: 4 });
    // The slot is gone from the grid; the next one and another trainer's same slot stay free.
    const day = inPersonBody(clock, trainer, owner).appointmentDate;
    const slots = TrainerDaySlots.parse(
      await (await other.send('GET', `/trainers/${trainer.trainerId}/slots?date=${day}`)).json(),
    );
    expect(slots.slots.map((s) => s.startTime)).not.toContain('10:00');
    expect(slots.slots.map((s) => s.startTime)).toContain('11:00');
    await book(inPersonBody(clock, trainer, other, { startTime: '11:00', endTime: '12:00' }), other);
    const second = await makeTrainer(t, 'second@example.com');
    await book(inPersonBody(clock, second, other), other);
  });

  it('refuses a time off the schedule (not a slot start, a different length, a day off) and stores nothing', async () => {
    const offGrid = await owner.send(
      'POST',
      '/training-appointments',
      inPersonBody(clock, trainer, owner, { startTime: '10:30', endTime: '11:30' }),
    );
    expect(offGrid.status).toBe(409);
    expect(await problemOf(offGrid)).toBe(trainerMessages.slot);
    const longer = await owner.send(
      'POST',
      '/training-appointments',
      inPersonBody(clock, trainer, owner, { startTime: '10:00', endTime: '11:30' }),
    );
    expect(longer.status).toBe(400);
    expect(await problemOf(longer)).toBe(trainerMessages.slot);
    const day = inPersonBody(clock, trainer, owner).appointmentDate;
    await trainer.send('POST', '/trainer-practice/holidays', { startDate: day, endDate: day, reason: 'Away' });
    const away = await owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner));
    expect(away.status).toBe(409);
    expect(await problemOf(away)).toBe(trainerMessages.holiday);
    expect(await trainingCounts(t.db)).toEqual({
      training_appointments: 0,
      training_charges: 0,
      training_slot_claims: 0,
    });
  });

  it('answers a repeated Idempotency-Key with the first booking', async () => {
    const body = inPersonBody(clock, trainer, owner);
    const headers = { 'Idempotency-Key': 'train-1' };
    const first = await owner.send('POST', '/training-appointments', body, headers);
    const again = await owner.send('POST', '/training-appointments', body, headers);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect((await trainingCounts(t.db)).training_appointments).toBe(1);
  });
});

describe("owners' list and cancel", () => {
  it('lists upcoming sessions soonest first, and past ones apart', async () => {
    const later = await book(inPersonBody(clock, trainer, owner, { appointmentDate: dayFrom(clock, 5) }));
    const sooner = await book(onlineBody(clock, trainer, owner, card, { appointmentDate: dayFrom(clock, 2) }));
    const list = OwnerTrainingAppointmentList.parse(await (await owner.send('GET', '/training-appointments')).json());
    expect(list.appointments.map((a) => a.id)).toEqual([sooner.id, later.id]);
    await owner.send('POST', `/training-appointments/${later.id}/cancel`);
    const past = OwnerTrainingAppointmentList.parse(
      await (await owner.send('GET', '/training-appointments?scope=past')).json(),
    );
    expect(past.appointments.map((a) => [a.id, a.status])).toEqual([[later.id, 'cancelled']]);
  });

  it('cancels, frees the time, cancels the charge and tells the trainer', async () => {
    const online = await book(onlineBody(clock, trainer, owner, card));
    const res = await owner.send('POST', `/training-appointments/${online.id}/cancel`);
    expect(res.status).toBe(200);
    expect(TrainingAppointmentCreated.parse(await res.json()).appointment).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      canCancel: false,
    });
    expect(await t.db.collection('training_charges').findOne({})).toMatchObject({ chargeStatus: 'cancelled' });
    expect(t.notices.at(-1)).toMatchObject({ userId: trainer.id, title: 'Training Session Cancelled' });
    await book(inPersonBody(clock, trainer, owner));
    const again = await owner.send('POST', `/training-appointments/${online.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await problemOf(again)).toBe(trainerMessages.notCancellable);
  });

  it('refuses to cancel a confirmed online session once its charge is due', async () => {
    const online = await book(onlineBody(clock, trainer, owner, card));
    await trainer.send('POST', `/trainer-practice/appointments/${online.id}/accept`);
    clock.advance(51 * HOUR); // 23 hours before the start
    const res = await owner.send('POST', `/training-appointments/${online.id}/cancel`);
    expect(res.status).toBe(409);
    expect(await problemOf(res)).toBe(trainerMessages.notCancellable);
  });
});

describe("the trainer's practice", () => {
  const incoming = async () =>
    TrainerAppointmentList.parse(await (await trainer.send('GET', '/trainer-practice/appointments')).json())
      .appointments;

  it("lists pending requests first, then confirmed sessions, with the owner's short name", async () => {
    const confirmed = await book(inPersonBody(clock, trainer, owner, { appointmentDate: dayFrom(clock, 1) }));
    const pending = await book(onlineBody(clock, trainer, owner, card));
    const list = await incoming();
    expect(list.map((a) => [a.id, a.status, a.canAnswer])).toEqual([
      [pending.id, 'pending', true],
      [confirmed.id, 'confirmed', false],
    ]);
    expect(list[0]!.owner).toEqual({ name: 'owner T.', phoneNumber: null });
    expect(list[1]!.owner.phoneNumber).toBe('+91 98765 43210');
  });

  it('accepts a pending online request and tells the owner', async () => {
    const pending = await book(onlineBody(clock, trainer, owner, card));
    const res = await trainer.send('POST', `/trainer-practice/appointments/${pending.id}/accept`);
    expect(res.status).toBe(200);
    expect(TrainerAppointmentUpdated.parse(await res.json()).appointment).toMatchObject({
      status: 'confirmed',
      canAnswer: false,
      expiresAt: null,
    });
    expect(t.notices.at(-1)).toMatchObject({ userId: owner.id, title: 'Training Session Confirmed' });
    const twice = await trainer.send('POST', `/trainer-practice/appointments/${pending.id}/accept`);
    expect(twice.status).toBe(409);
    expect(await problemOf(twice)).toBe(trainerMessages.alreadyDecided);
  });

  it('declines with a reason: frees the time, cancels the charge, tells the owner the reason', async () => {
    const pending = await book(onlineBody(clock, trainer, owner, card));
    const empty = await trainer.send('POST', `/trainer-practice/appointments/${pending.id}/decline`, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(await problemOf(empty)).toBe(trainerMessages.declineReason);
    const res = await trainer.send('POST', `/trainer-practice/appointments/${pending.id}/decline`, {
      reason: 'Fully booked that week',
    });
    expect(TrainerAppointmentUpdated.parse(await res.json()).appointment).toMatchObject({
      status: 'declined',
      declineReason: 'Fully booked that week',
    });
    expect(await t.db.collection('training_charges').findOne({})).toMatchObject({ chargeStatus: 'cancelled' });
    expect(t.notices.at(-1)).toMatchObject({
      userId: owner.id,
      title: 'Training Session Declined',
      message: expect.stringContaining('Reason: Fully booked that week'),
    });
    await book(onlineBody(clock, trainer, owner, card));
  });

  it('expires a request unanswered for 24 hours: refused before any sweep, then swept once, owner told', async () => {
    const pending = await book(onlineBody(clock, trainer, owner, card));
    clock.advance(24 * HOUR);
    const late = await trainer.send('POST', `/trainer-practice/appointments/${pending.id}/accept`);
    expect(late.status).toBe(409);
    expect(await problemOf(late)).toBe(trainerMessages.expired);
    expect(await t.area.trainers.expiry.runDue()).toBe(1);
    expect(await t.area.trainers.expiry.runDue()).toBe(0);
    expect(await t.db.collection('training_appointments').findOne({})).toMatchObject({
      status: 'expired',
      paymentStatus: 'cancelled',
    });
    expect(await t.db.collection('training_charges').findOne({})).toMatchObject({ chargeStatus: 'cancelled' });
    expect(t.notices.filter((n) => n.title === 'Training Request Expired')).toHaveLength(1);
    expect(t.notices.at(-1)).toMatchObject({ userId: owner.id });
    expect((await trainingCounts(t.db)).training_slot_claims).toBe(0);
  });

  it('refuses another role, and a pet_trainer without a verified profile (pending)', async () => {
    const owner = await signIn(t, 'owner-not-trainer@example.com', 'pet_owner');
    const refused = await owner.send('GET', '/trainer-practice/appointments');
    expect(refused.status).toBe(403);
    expect(await problemOf(refused)).toBe(trainerMessages.notTrainer);
    const bare = await signIn(t, 'bare@example.com', 'pet_trainer');
    const res = await bare.send('GET', '/trainer-practice/appointments');
    expect(res.status).toBe(403);
    expect(await problemOf(res)).toBe(verificationMessages.providerPending);
  });
});
