import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade, insertTestPaymentMethod, insertTestUser } from '../../auth';
import type { DataPort } from '../../data/port';
import { createMemoryLogger } from '../../lib/logger';
import { createOutboxMailer, createOutboxRepository } from '../../lib/mailer';
import {
  createSandboxPaymentProvider,
  preparePayments,
  TEST_PAYMENT_METHODS,
  type PaymentProvider,
} from '../../payments';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createAppointmentsRepository } from '../booking/appointments.repository';
import { type AppointmentDoc, APPOINTMENTS_COLLECTION } from '../booking/appointments.repository';
import { type ChargeDoc, CHARGES_COLLECTION } from './charges.repository';
import { createChargeService, RESUME_AFTER_MS, RETRY_DELAYS_MS } from './charges.service';
import { CHARGE_LEASE_MS, createChargesRepository, newPendingCharge } from './charges.repository';
import { createOwnerNotices } from './owner-notices.service';
import { createTeleconsultationPaymentsRepository } from './teleconsultation-payments.repository';

const HOUR = 3_600_000;
const SUCCEEDS: string = TEST_PAYMENT_METHODS.visa;
const DECLINES_ON_CHARGE = TEST_PAYMENT_METHODS.chargeFails;

let test: TestDatabase;
let db: DataPort;
let provider: PaymentProvider;
let clock: Date;

beforeEach(async () => {
  test = await createTestDatabase();
  db = test.db;
  await createChargesRepository(db).ensureIndexes();
  await createTeleconsultationPaymentsRepository(db).ensureIndexes();
  await preparePayments(db);
  await createOutboxRepository(db).ensureIndexes();
  provider = createSandboxPaymentProvider(db, () => clock);
  clock = new Date('2026-12-01T10:00:00Z');
});
afterEach(() => test.close());

/** Saves a card for `userId`; answers the method's id. */
async function saveCard(userId: ObjectId, card: string): Promise<ObjectId> {
  const tokenized = await provider.attachCard(card);
  const methodId = new ObjectId();
  await insertTestPaymentMethod(db, {
    _id: methodId,
    userId,
    methodType: 'card',
    providerToken: tokenized.token,
    cardBrand: tokenized.brand,
    cardLastFour: tokenized.last4,
    createdAt: clock,
  });
  return methodId;
}

/** An owner with a saved card and a paid teleconsultation starting `hoursAhead` after the clock. */
async function bookPaidTeleconsultation(card = SUCCEEDS, hoursAhead = 30) {
  const user = await insertTestUser(db, { email: 'owner@example.com', phone: null, role: 'pet_owner' });
  const methodId = await saveCard(user._id, card);
  const startsAt = new Date(clock.getTime() + hoursAhead * HOUR);
  const appointment: AppointmentDoc = {
    _id: new ObjectId(),
    petOwnerId: new ObjectId(),
    ownerUserId: user._id,
    vetId: new ObjectId(),
    scheduleId: new ObjectId(),
    appointmentDate: '2026-12-02',
    startTime: '16:00',
    endTime: '16:30',
    timeZone: 'UTC',
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR / 2),
    status: 'pending',
    petId: null,
    reason: null,
    preferredContact: 'email',
    appointmentType: 'teleconsultation',
    contactMethod: 'zoom',
    contactLink: 'https://zoom.example/j/1',
    paymentRequired: true,
    paymentStatus: 'pending',
    consultationFee: 500,
    paymentMethodId: methodId,
    disclaimerAccepted: true,
    disclaimerAcceptedAt: clock,
    visitNotes: null,
    visitNotesUpdatedAt: null,
    createdAt: clock,
    updatedAt: clock,
  };
  await db.collection<AppointmentDoc>(APPOINTMENTS_COLLECTION).insertOne(appointment);
  const charge = newPendingCharge({
    _id: new ObjectId(),
    appointmentId: appointment._id,
    paymentMethodId: methodId,
    amount: 500,
    startsAt,
    now: clock,
  });
  await createChargesRepository(db).insert(charge);
  return { user, appointment, charge, methodId };
}

/** What the owner's bell was sent, per user. */
let sent: Array<{ userId: ObjectId; type: string; title: string; message: string }>;
beforeEach(() => {
  sent = [];
});

function service(p: PaymentProvider = provider) {
  const notifications = {
    notify: async (userId: ObjectId, n: { type: string; title: string; message: string }) => {
      sent.push({ userId, type: n.type, title: n.title, message: n.message });
      return new ObjectId();
    },
    notifyMany: async () => 0,
    notifyGrouped: async () => false,
  };
  return createChargeService({
    charges: createChargesRepository(db),
    payments: createTeleconsultationPaymentsRepository(db),
    appointments: createAppointmentsRepository(db),
    methods: createAuthFacade(db).paymentMethods,
    notices: createOwnerNotices({
      users: createAuthFacade(db).users,
      notifications,
      mailer: createOutboxMailer(createOutboxRepository(db)),
    }),
    provider: p,
    log: createMemoryLogger(),
  });
}

const now = () => clock;
const chargeOf = (id: ObjectId) => db.collection<ChargeDoc>(CHARGES_COLLECTION).findOne({ _id: id });
const appointmentOf = (id: ObjectId) => db.collection<AppointmentDoc>(APPOINTMENTS_COLLECTION).findOne({ _id: id });
const sandboxCharges = () => db.collection(`sandbox_charges`).countDocuments({});
const notices = async (userId: ObjectId) => sent.filter((n) => n.userId.equals(userId));

describe('automatic charge, 24 hours before a paid teleconsultation', () => {
  it('is not made before it is due', async () => {
    const { charge } = await bookPaidTeleconsultation(SUCCEEDS, 30);
    expect(charge.dueAt).toEqual(new Date(clock.getTime() + 6 * HOUR));
    expect(await service().runDue(now)).toBe(0);
    expect(await sandboxCharges()).toBe(0);
  });

  it('charges once when due, confirms the appointment, records the payment and tells the owner', async () => {
    const { user, appointment, charge } = await bookPaidTeleconsultation();
    clock = new Date(charge.dueAt.getTime() + 1000);
    const runs = await Promise.all([service().runDue(now), service().runDue(now), service().runDue(now)]);
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    expect(await sandboxCharges()).toBe(1);
    expect(await appointmentOf(appointment._id)).toMatchObject({ paymentStatus: 'completed', status: 'confirmed' });
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'succeeded', attempts: 1, leaseUntil: null });
    const payments = await createTeleconsultationPaymentsRepository(db).listByAppointment(appointment._id);
    expect(payments).toMatchObject([{ amount: 500, currency: 'INR', paymentStatus: 'succeeded', source: 'scheduled' }]);
    expect(await notices(user._id)).toMatchObject([{ type: 'appointment_payment', title: 'Payment Successful' }]);
    const mail = await db.collection('outbox').find({ to: 'owner@example.com' }).toArray();
    expect(mail).toMatchObject([{ subject: 'Payment Successful' }]);

    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await service().runDue(now)).toBe(0);
    expect(await sandboxCharges()).toBe(1);
  });

  it('after a crash mid-attempt, resumes with the same idempotency key: still one charge', async () => {
    const { appointment, charge } = await bookPaidTeleconsultation();
    clock = new Date(charge.dueAt.getTime() + 1000);
    // A run that charged at the provider and died before recording anything.
    const claimed = await createChargesRepository(db).claimDue(clock);
    const method = await createAuthFacade(db).paymentMethods.findOwned(appointment.ownerUserId, charge.paymentMethodId);
    await provider.charge({
      methodToken: method!.providerToken,
      amountMinor: 50_000,
      currency: 'INR',
      idempotencyKey: claimed!.idempotencyKey,
      description: 'crashed run',
    });
    expect(await service().runDue(now)).toBe(0); // the lease still holds
    clock = new Date(clock.getTime() + CHARGE_LEASE_MS + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await sandboxCharges()).toBe(1);
    expect(await appointmentOf(appointment._id)).toMatchObject({ paymentStatus: 'completed' });
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'succeeded', attempts: 1 });
  });

  it('retries a declined charge later, then gives up before the appointment and tells the owner each time', async () => {
    const { user, appointment, charge } = await bookPaidTeleconsultation(DECLINES_ON_CHARGE, 48);
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await chargeOf(charge._id)).toMatchObject({
      chargeStatus: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + RETRY_DELAYS_MS[0]),
    });
    for (const delay of RETRY_DELAYS_MS) {
      clock = new Date(clock.getTime() + delay);
      expect(await service().runDue(now)).toBe(1);
    }
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'failed', attempts: 4 });
    expect(await appointmentOf(appointment._id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect(await sandboxCharges()).toBe(4);
    const titles = (await notices(user._id)).map((n) => n.title);
    expect(titles).toEqual(['Payment Failed', 'Payment Failed', 'Payment Failed', 'Payment Failed']);
    clock = new Date(clock.getTime() + 24 * HOUR);
    expect(await service().runDue(now)).toBe(0);
  });

  it('retries a charge stored before attempts were counted apart as its first automatic attempt', async () => {
    const { charge } = await bookPaidTeleconsultation(DECLINES_ON_CHARGE, 48);
    await db
      .collection<ChargeDoc>(CHARGES_COLLECTION)
      .updateOne({ _id: charge._id }, { $unset: { scheduledAttempts: '', attemptMethodId: '' } });
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await chargeOf(charge._id)).toMatchObject({
      chargeStatus: 'pending',
      scheduledAttempts: 1,
      nextAttemptAt: new Date(clock.getTime() + RETRY_DELAYS_MS[0]),
    });
  });

  it('a provider that does not answer leaves the same attempt to resume later', async () => {
    const { charge } = await bookPaidTeleconsultation();
    clock = new Date(charge.dueAt.getTime() + 1000);
    const down: PaymentProvider = { ...provider, charge: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    expect(await service(down).runDue(now)).toBe(1);
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'processing', attempts: 1 });
    clock = new Date(clock.getTime() + RESUME_AFTER_MS + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'succeeded', attempts: 1 });
  });

  it('does not charge a cancelled appointment', async () => {
    const { appointment, charge } = await bookPaidTeleconsultation();
    await db
      .collection<AppointmentDoc>(APPOINTMENTS_COLLECTION)
      .updateOne({ _id: appointment._id }, { $set: { status: 'cancelled' } });
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await sandboxCharges()).toBe(0);
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'cancelled' });
  });
});

describe('Pay Now', () => {
  it('charges at once; the job then has nothing left to do', async () => {
    const { appointment, methodId, charge } = await bookPaidTeleconsultation();
    const result = await service().payNow(appointment._id, methodId, clock);
    expect(result).toMatchObject({
      outcome: 'succeeded',
      appointment: { paymentStatus: 'completed', status: 'confirmed' },
    });
    expect(await service().payNow(appointment._id, methodId, clock)).toBeNull();
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(0);
    expect(await sandboxCharges()).toBe(1);
  });

  it('a decline changes nothing else: the automatic charge still comes when due, with its own retries', async () => {
    const { appointment, methodId, charge } = await bookPaidTeleconsultation(DECLINES_ON_CHARGE, 48);
    for (let i = 0; i < 3; i++) {
      expect(await service().payNow(appointment._id, methodId, clock)).toMatchObject({ outcome: 'declined' });
    }
    expect(await appointmentOf(appointment._id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect(await chargeOf(charge._id)).toMatchObject({
      chargeStatus: 'pending',
      nextAttemptAt: charge.dueAt,
      paymentMethodId: methodId,
      scheduledAttempts: 0,
      attemptMethodId: null,
    });
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await chargeOf(charge._id)).toMatchObject({
      chargeStatus: 'pending',
      attempts: 4,
      scheduledAttempts: 1,
      nextAttemptAt: new Date(clock.getTime() + RETRY_DELAYS_MS[0]),
    });
  });

  it("with another of the owner's methods: a decline leaves the booked method to the automatic charge", async () => {
    const { user, appointment, methodId, charge } = await bookPaidTeleconsultation();
    const declining = await saveCard(user._id, DECLINES_ON_CHARGE);
    expect(await service().payNow(appointment._id, declining, clock)).toMatchObject({ outcome: 'declined' });
    expect(await chargeOf(charge._id)).toMatchObject({ paymentMethodId: methodId, attemptMethodId: null });
    clock = new Date(charge.dueAt.getTime() + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await appointmentOf(appointment._id)).toMatchObject({
      paymentStatus: 'completed',
      paymentMethodId: methodId,
    });
  });

  it('a Pay Now attempt that crashed is resumed with the method it chose, under the same key', async () => {
    const { user, appointment, charge } = await bookPaidTeleconsultation();
    const other = await saveCard(user._id, SUCCEEDS);
    const claimed = await createChargesRepository(db).claimForPayment(appointment._id, other, clock);
    expect(claimed?.charge).toMatchObject({ attempts: 1, scheduledAttempts: 0, attemptMethodId: other });
    clock = new Date(clock.getTime() + CHARGE_LEASE_MS + 1000);
    expect(await service().runDue(now)).toBe(1);
    expect(await appointmentOf(appointment._id)).toMatchObject({ paymentStatus: 'completed', paymentMethodId: other });
    const payments = await createTeleconsultationPaymentsRepository(db).listByAppointment(appointment._id);
    expect(payments).toMatchObject([{ paymentMethod: other, source: 'pay_now' }]);
    expect(await chargeOf(charge._id)).toMatchObject({ chargeStatus: 'succeeded', attempts: 1, attemptMethodId: null });
  });

  it('while the job holds the charge, Pay Now does not charge too', async () => {
    const { appointment, methodId, charge } = await bookPaidTeleconsultation();
    clock = new Date(charge.dueAt.getTime() + 1000);
    await createChargesRepository(db).claimDue(clock);
    expect(await service().payNow(appointment._id, methodId, clock)).toBeNull();
    expect(await sandboxCharges()).toBe(0);
  });
});
