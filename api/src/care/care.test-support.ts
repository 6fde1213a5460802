import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import type { AppEnv } from '../app-env';
import {
  createAuthArea,
  prepareAuthArea,
  signInTestUser,
  verifyTestProvider,
  type PetDoc,
  type UserDoc,
} from '../auth';
import { ErrorBody, type CreateBookingRequestInput, type ProfileFields, type StoredRole } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { ensureIdempotencyIndexes } from '../lib/idempotency';
import { createMemoryLogger } from '../lib/logger';
import { createCareArea, prepareCareArea, type CareAreaOptions, type Notify } from './';
import { jsonRequester, type Send } from '../test-support/json-requester';
import { perTest, perTestDatabase } from '../test-support/per-test';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { expect } from 'vitest';

const DAY_MS = 86_400_000;

/** A clock tests move by hand. */
export function createClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  };
}
export type Clock = ReturnType<typeof createClock>;

/** A notification the care area sent, as the notifications area would receive it. */
export interface SentNotice {
  userId: string;
  type: string;
  title: string;
  message: string;
  metadata: Record<string, unknown> | undefined;
  at: Date | undefined;
}

/**
 * A small app with the session loader and the care routes only, as app.ts mounts them; `notices` records
 * what would go to the bell (after `sendNotice`, which may stand in for a failing notifications area).
 */
export async function createCareTestApp(
  db: DataPort,
  options: CareAreaOptions = {},
  sendNotice: () => Promise<void> = async () => {},
) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const log = createMemoryLogger();
  await prepareAuthArea(db);
  await prepareCareArea(db);
  await ensureIdempotencyIndexes(db);
  const notices: SentNotice[] = [];
  const notify: Notify = async (userId, n, at) => {
    await sendNotice();
    notices.push({ userId: userId.toHexString(), ...n, metadata: n.metadata, at });
  };
  const authArea = createAuthArea({ db, env, log });
  const area = createCareArea({ db, env, log, auth: authArea.facade, notify }, options);
  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/care', area.routes());
  return { app, area, auth: authArea.facade, notices, log, env, db };
}

export type CareTestApp = Awaited<ReturnType<typeof createCareTestApp>>;

/** 10:00 UTC on Monday 2 March 2026, where most care tests start. */
const CARE_START = () => new Date('2026-03-02T10:00:00Z');

/**
 * Afresh before each test: a database, a clock at `start()` and the care app `make` builds over them
 * (`t.db` is the database, closed after the test).
 */
export function perTestCareApp(make: typeof createCareTestApp = createCareTestApp, start = CARE_START) {
  const clock = perTest(async () => createClock(start()));
  const t = perTestDatabase((db) => make(db, { now: clock.now }));
  return { clock, t };
}

export type { Send } from '../test-support/json-requester';

/** JSON requests to /api/care<path>, with a session cookie when given. */
export function requester(t: CareTestApp, cookie?: string): Send {
  return jsonRequester(t.app, '/api/care', cookie);
}

export interface Caller {
  user: UserDoc;
  id: string;
  /** `petpal_session=<token>`, to call another app as this user. */
  cookie: string;
  send: Send;
}

/** A user with `role` stored, signed in through a real session. */
export async function signIn(t: CareTestApp, email: string, role?: StoredRole): Promise<Caller> {
  const { user, cookie } = await signInTestUser(t.db, email, role);
  return { user, id: user._id.toHexString(), cookie, send: requester(t, cookie) };
}

export interface TestOwner extends Caller {
  recordId: ObjectId;
  pets: PetDoc[];
}

/** A pet owner with a pet_owners record and pets (a 24 lb beagle and a 40 lb collie unless told). */
export async function makeOwner(
  t: CareTestApp,
  email: string,
  pets: Array<Pick<PetDoc, 'name' | 'breed' | 'species' | 'sizeLbs'>> = [
    { name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24 },
    { name: 'Bella', breed: 'Border Collie', species: 'dog', sizeLbs: 40 },
  ],
): Promise<TestOwner> {
  const caller = await signIn(t, email, 'pet_owner');
  const now = new Date();
  const record = await t.auth.saveRecord(
    'pet_owner',
    caller.user._id,
    { fullName: `${email.split('@')[0]} Tester`, phoneNumber: '+91 98765 43210', location: 'Mumbai' },
    now,
  );
  const saved: PetDoc[] = [];
  for (const pet of pets) saved.push(await t.auth.seedPet(record._id, pet, now));
  return { ...caller, recordId: record._id, pets: saved };
}

export const sitterFields = (over: Partial<ProfileFields<'pet_sitter'>> = {}): ProfileFields<'pet_sitter'> => ({
  fullName: 'Asha Rao',
  location: 'Bengaluru, Karnataka',
  yearsExperience: 4,
  services: ['Dog Walking', 'Day Care', 'House Sitting', 'Hostel Check-in'],
  hourlyRate: 400,
  bio: 'Loves dogs.',
  photos: [],
  ...over,
});

export interface TestSitter extends Caller {
  /** The pet_sitters record's id (hex): what owners send requests to. */
  sitterId: string;
}

/** A pet sitter with a pet_sitters record an admin has verified. */
export async function makeSitter(
  t: CareTestApp,
  email: string,
  over: Partial<ProfileFields<'pet_sitter'>> = {},
): Promise<TestSitter> {
  const caller = await signIn(t, email, 'pet_sitter');
  await t.auth.saveRecord('pet_sitter', caller.user._id, sitterFields(over), new Date());
  const record = await verifyTestProvider(t.db, 'pet_sitter', caller.user._id);
  return { ...caller, sitterId: record._id.toHexString() };
}

/** `perTestCareApp` with owner@example.com (two dogs) and a verified sitter, sitter@example.com. */
export function perTestOwnerAndSitter() {
  const { clock, t } = perTestCareApp();
  const owner = perTest(() => makeOwner(t, 'owner@example.com'));
  const sitter = perTest(() => makeSitter(t, 'sitter@example.com'));
  return { clock, t, owner, sitter };
}

/**
 * The status each caller gets for one request, asked in `order` (one row of a route x caller table);
 * `body` gives what each caller sends.
 */
export async function statusesOf<C extends string>(
  callers: Record<C, Send>,
  order: readonly C[],
  method: string,
  path: string,
  body?: (caller: C) => unknown,
): Promise<number[]> {
  const statuses: number[] = [];
  for (const caller of order) statuses.push((await callers[caller](method, path, body?.(caller))).status);
  return statuses;
}

/** The UTC calendar date `days` after the clock's today. */
export const dayFrom = (clock: Pick<Clock, 'now'>, days: number) =>
  new Date(clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A valid request body: a dog walk three days ahead (UTC), 09:00-17:00, the owner's first pet. */
export function requestBody(
  clock: Pick<Clock, 'now'>,
  sitter: TestSitter,
  owner: TestOwner,
  over: Partial<CreateBookingRequestInput> = {},
): CreateBookingRequestInput {
  return {
    sitterId: sitter.sitterId,
    serviceType: 'dog-walking',
    startDate: dayFrom(clock, 3),
    endDate: dayFrom(clock, 3),
    timeZone: 'UTC',
    selectedPets: [owner.pets[0]!._id.toHexString()],
    emergencyContact: 'Ravi, +91 90000 00000',
    getsAlongWithOtherDogs: true,
    ...over,
  };
}

/** Signs a demo account in with its password through auth's own login route; answers its session cookie. */
export async function logInDemo(t: CareTestApp, email: string): Promise<string> {
  const auth = createAuthArea({ db: t.db, env: t.env, log: t.log });
  const res = await auth.routes().request('http://localhost/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status, email).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The `error` of an API error answer. */
export const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

/** Counts of every collection care writes, to show a refused call changed nothing. */
export async function careCounts(db: DataPort): Promise<Record<string, number>> {
  const names = [
    'booking_requests',
    'dog_walking_schedules',
    'daycare_schedules',
    'pet_sitter_claims',
    'pet_sitter_ratings',
  ];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await db.collection(name).countDocuments()] as const)),
  );
}
