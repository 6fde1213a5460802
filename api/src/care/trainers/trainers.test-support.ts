import { ObjectId } from 'mongodb';
import { insertTestPaymentMethod, verifyTestProvider } from '../../auth';
import type { CreateTrainingAppointmentInput, ProfileFields, Weekday } from '@petpal/contracts';
import { weekdayOf } from '../../scheduling';
import { createTrainerCalendarRepository } from './trainer-calendar.repository';
import { createSandboxPaymentProvider, preparePayments, TEST_PAYMENT_METHODS } from '../../payments';
import {
  createCareTestApp,
  dayFrom,
  makeOwner,
  perTestCareApp,
  signIn,
  type CareTestApp,
  type Caller,
  type Clock,
  type TestOwner,
} from '../care.test-support';
import type { DataPort } from '../../data/port';
import type { CareAreaOptions } from '../';
import { perTest } from '../../test-support/per-test';

/** Sandbox cards, as the test payment method ids the provider's element would answer (payments area). */
export const CARD_SUCCEEDS: string = TEST_PAYMENT_METHODS.visa;
export const CARD_DECLINES_ON_CHARGE: string = TEST_PAYMENT_METHODS.chargeFails;

/** The care test app with the sandbox provider's indexes, on the test clock. */
export async function createTrainerTestApp(db: DataPort, options: CareAreaOptions = {}) {
  await preparePayments(db);
  return createCareTestApp(db, options);
}

export const trainerFields = (over: Partial<ProfileFields<'pet_trainer'>> = {}): ProfileFields<'pet_trainer'> => ({
  fullName: 'Kabir Mehta',
  location: 'Pune, Maharashtra',
  hourlyRate: 800,
  yearsExperience: 6,
  specializations: ['Obedience', 'Puppy'],
  bio: 'Positive reinforcement.',
  availability: 'Weekdays 9-6',
  ...over,
});

export interface TestTrainer extends Caller {
  trainerId: string;
  /** The id of the weekly hours of each day (09:00-20:00 UTC, 60-minute sessions). */
  schedules: Record<Weekday, string>;
}

const WEEK: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A verified trainer in UTC with hours every day from 09:00 to 20:00 in 60-minute sessions (decision 093). */
export async function makeTrainer(
  t: CareTestApp,
  email: string,
  over: Partial<ProfileFields<'pet_trainer'>> = {},
): Promise<TestTrainer> {
  const caller = await signIn(t, email, 'pet_trainer');
  await t.auth.saveRecord('pet_trainer', caller.user._id, trainerFields(over), new Date());
  const record = await verifyTestProvider(t.db, 'pet_trainer', caller.user._id);
  const calendar = createTrainerCalendarRepository(t.db);
  await calendar.saveZone(record._id, new ObjectId(), 'UTC', new Date());
  const schedules = {} as Record<Weekday, string>;
  for (const dayOfWeek of WEEK) {
    const id = new ObjectId();
    const hours = { dayOfWeek, startTime: '09:00', endTime: '20:00', slotDurationMinutes: 60, isAvailable: true };
    await calendar.insertSchedule(record._id, id, hours, new Date());
    schedules[dayOfWeek] = id.toHexString();
  }
  return { ...caller, trainerId: record._id.toHexString(), schedules };
}

/** 08:00 UTC on Monday 2 March 2026, where the trainer tests start. */
export const TRAINING_START = () => new Date('2026-03-02T08:00:00Z');

/** The trainer test app afresh before each test, with owner@example.com and trainer@example.com (`over`). */
export function perTestOwnerAndTrainer(over: Partial<ProfileFields<'pet_trainer'>> = {}) {
  const { clock, t } = perTestCareApp(createTrainerTestApp, TRAINING_START);
  const owner = perTest(() => makeOwner(t, 'owner@example.com'));
  const trainer = perTest(() => makeTrainer(t, 'trainer@example.com', over));
  return { clock, t, owner, trainer };
}

/** Saves a sandbox card for the owner; answers the method's id (hex). */
export async function saveCard(t: CareTestApp, owner: Caller, card = CARD_SUCCEEDS, now = () => new Date()) {
  const provider = createSandboxPaymentProvider(t.db, now);
  const tokenized = await provider.attachCard(card);
  const id = new ObjectId();
  await insertTestPaymentMethod(t.db, {
    _id: id,
    userId: owner.user._id,
    methodType: 'card',
    providerToken: tokenized.token,
    cardBrand: tokenized.brand,
    cardLastFour: tokenized.last4,
    createdAt: now(),
  });
  return id.toHexString();
}

/**
 * An in-person session three days ahead (UTC), the 10:00-11:00 slot, Obedience, the owner's first pet; the
 * slot's schedule is that day's hours unless `over` names one.
 */
export function inPersonBody(
  clock: Pick<Clock, 'now'>,
  trainer: TestTrainer,
  owner: TestOwner,
  over: Partial<CreateTrainingAppointmentInput> = {},
): CreateTrainingAppointmentInput {
  const appointmentDate = over.appointmentDate ?? dayFrom(clock, 3);
  return {
    trainerId: trainer.trainerId,
    appointmentDate,
    startTime: '10:00',
    endTime: '11:00',
    sessionType: 'Obedience',
    appointmentType: 'in_person',
    petId: owner.pets[0]!._id.toHexString(),
    scheduleId: trainer.schedules[weekdayOf(appointmentDate)] ?? '',
    ...over,
  };
}

/** The same session online, on Zoom, with the disclaimer accepted and `paymentMethodId`. */
export function onlineBody(
  clock: Pick<Clock, 'now'>,
  trainer: TestTrainer,
  owner: TestOwner,
  paymentMethodId: string,
  over: Partial<CreateTrainingAppointmentInput> = {},
): CreateTrainingAppointmentInput {
  return inPersonBody(clock, trainer, owner, {
    appointmentType: 'online_training',
    contactMethod: 'zoom',
    contactLink: 'https://zoom.us/j/123456',
    disclaimerAccepted: true,
    paymentMethodId,
    ...over,
  });
}

/** Counts of every collection training writes. */
export async function trainingCounts(db: DataPort): Promise<Record<string, number>> {
  const names = ['training_appointments', 'training_charges', 'training_slot_claims'];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await db.collection(name).countDocuments()] as const)),
  );
}
