import { tmpdir } from 'node:os';
import { ObjectId } from 'mongodb';
import { createApp } from '../../app';
import { ensureIndexes } from '../../areas';
import { createAuthFacade, type PetDoc, signInTestUser, type UserDoc, verifyTestProvider } from '../../auth';
import { ErrorBody, type ProfileFields, type StoredRole } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { loadEnv } from '../../env';
import { createMemoryLogger } from '../../lib/logger';
import { createOutboxMailer, createOutboxRepository } from '../../lib/mailer';
import { createNotificationsArea } from '../../notifications';
import { createSandboxPaymentProvider, TEST_PAYMENT_METHODS } from '../../payments';
import { addDays, dateIn } from '../../scheduling';
import { createVetArea, createVetRepositories } from '../vet-area';
import type { ScheduleDoc } from '../availability/schedules.repository';
import type { OwnerRecordDoc, VetRecordDoc } from '../directory/vet-records';
import { jsonRequester, TEST_ORIGIN, type Send } from '../../test-support/json-requester';
import { perTest, perTestDatabase } from '../../test-support/per-test';

/** Kept for the tests that build their own requests. */
export const ORIGIN = TEST_ORIGIN;

/** The API over `db` with the auth and vet areas, indexes ensured and nothing seeded. */
const testEnv = () => loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir(), API_AREAS: 'auth,vet' });

export async function createVetTestApp(db: DataPort) {
  const env = testEnv();
  await ensureIndexes(db, env.API_AREAS);
  return createApp({ db, env, log: createMemoryLogger() });
}

/** The vet area alone over `db`, with the sandbox provider, the outbox and a clock of the test's. */
export function createTestVetArea(db: DataPort, now?: () => Date) {
  const deps = { db, env: testEnv(), log: createMemoryLogger() };
  return createVetArea({
    ...deps,
    auth: createAuthFacade(db),
    notifications: createNotificationsArea(deps).service,
    provider: createSandboxPaymentProvider(db),
    mailer: createOutboxMailer(createOutboxRepository(db)),
    ...(now ? { now } : {}),
  });
}

export type VetTestApp = Awaited<ReturnType<typeof createVetTestApp>>;

/** Each test's fresh database (`t.db`) and the vet API over it (`t.app`). */
export const perTestVetApp = () => perTestDatabase(async (db) => ({ db, app: await createVetTestApp(db) }));

export type { Send } from '../../test-support/json-requester';

/** Same-origin JSON requests, as a browser on our own pages sends them. */
export function requester(app: VetTestApp, cookie?: string): Send {
  return jsonRequester(app, '', cookie);
}

export interface Caller {
  user: UserDoc;
  /** `petpal_session=<token>`, for hand-made requests. */
  cookie: string;
  send: Send;
}

/** A user (with `role` stored) signed in through a real session. */
export async function signIn(app: VetTestApp, db: DataPort, email: string, role?: StoredRole): Promise<Caller> {
  const { user, cookie } = await signInTestUser(db, email, role);
  return { user, cookie, send: requester(app, cookie) };
}

/** A date `days` from today in `timeZone`. */
export const daysAhead = (days: number, timeZone = 'UTC') => addDays(dateIn(timeZone, Date.now()), days);

export const vetFields = (
  over: Partial<ProfileFields<'veterinary_doctor'>> = {},
): ProfileFields<'veterinary_doctor'> => ({
  fullName: 'Dr. Asha Rao',
  specialization: 'Dermatology',
  location: 'Bengaluru',
  availability: 'Mon-Fri',
  phoneNumber: '+91 98765 43210',
  licenseId: 'KA-VET-1',
  consultationFee: 0,
  bio: 'Small animals.',
  timeZone: 'UTC',
  ...over,
});

export interface TestVet extends Caller {
  vet: VetRecordDoc;
  id: string;
}

export async function makeVet(
  app: VetTestApp,
  db: DataPort,
  email: string,
  over: Partial<ProfileFields<'veterinary_doctor'>> = {},
): Promise<TestVet> {
  const caller = await signIn(app, db, email, 'veterinary_doctor');
  await createAuthFacade(db).saveRecord('veterinary_doctor', caller.user._id, vetFields(over), new Date());
  const vet = await verifyTestProvider(db, 'veterinary_doctor', caller.user._id);
  return { ...caller, vet, id: vet._id.toHexString() };
}

export interface TestOwner extends Caller {
  owner: OwnerRecordDoc;
  pet: PetDoc;
}

/** A pet owner with a pet_owners record and one pet. */
export async function makeOwner(app: VetTestApp, db: DataPort, email: string): Promise<TestOwner> {
  const caller = await signIn(app, db, email, 'pet_owner');
  const auth = createAuthFacade(db);
  const owner = await auth.saveRecord(
    'pet_owner',
    caller.user._id,
    { fullName: `${email.split('@')[0]} Owner`, phoneNumber: '9876543210', location: 'Mumbai' },
    new Date(),
  );
  const pet: PetDoc = await auth.seedPet(
    owner._id,
    { name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24 },
    new Date(),
  );
  return { ...caller, owner, pet };
}

/** Stores a schedule (date-specific when `scheduleDate` is set) for the vet. */
export async function addSchedule(
  db: DataPort,
  vet: TestVet,
  fields: Partial<ScheduleDoc> & Pick<ScheduleDoc, 'startTime' | 'endTime'>,
): Promise<ScheduleDoc> {
  const doc: ScheduleDoc = {
    _id: new ObjectId(),
    vetId: vet.vet._id,
    scheduleDate: null,
    dayOfWeek: null,
    slotDurationMinutes: 30,
    isAvailable: true,
    createdAt: new Date(),
    ...fields,
  };
  await createVetRepositories(db).schedules.insert(doc);
  return doc;
}

/** Books `schedule`'s slot at 09:00 in person through the API as `owner`; `extra` adds fields (a pet, a reason). */
export function bookAtNine(owner: Caller, vet: TestVet, schedule: ScheduleDoc, extra: Record<string, unknown> = {}) {
  return owner.send('POST', '/api/vet/appointments', {
    vetId: vet.id,
    date: schedule.scheduleDate,
    startTime: '09:00',
    scheduleId: schedule._id.toHexString(),
    appointmentType: 'in_person',
    ...extra,
  });
}

/** Saves a sandbox card (a test payment method id) for the caller through the API and answers its id. */
export async function addCard(caller: Caller, paymentMethodId: string = TEST_PAYMENT_METHODS.visa): Promise<string> {
  const res = await caller.send('POST', '/api/auth/payment-methods', { methodType: 'card', paymentMethodId });
  if (res.status !== 201) throw new Error(`adding a card answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The `error` of an API error answer. */
export const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

/**
 * The world most vet route tests start from, afresh before each test: the app (`t`), a verified vet,
 * asha@example.com, who charges `consultationFee`, and an owner, sam@example.com, with one pet.
 */
export function perTestVetAndOwner(consultationFee: number) {
  const t = perTestVetApp();
  const vet = perTest(() => makeVet(t.app, t.db, 'asha@example.com', { consultationFee }));
  const owner = perTest(() => makeOwner(t.app, t.db, 'sam@example.com'));
  return { t, vet, owner };
}
