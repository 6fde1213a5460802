import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../app-env';
import { createAuthArea, prepareAuthArea, signInTestUser } from '../auth';
import { ErrorBody, type PetSpecies } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { ensureIdempotencyIndexes } from '../lib/idempotency';
import { createMemoryLogger } from '../lib/logger';
import { jsonRequester, type Send } from '../test-support/json-requester';
import { createInsuranceArea, prepareInsuranceArea } from './';
import { seedInsurance } from './insurance.seed';

/** A small app with the session loader and the insurance routes, as app.ts mounts them; the demo plans seeded. */
export async function createInsuranceTestApp(db: DataPort) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const log = createMemoryLogger();
  await prepareAuthArea(db);
  await prepareInsuranceArea(db);
  await ensureIdempotencyIndexes(db);
  await seedInsurance(db);
  const clock = { now: new Date('2026-11-25T10:00:00Z') };
  const authArea = createAuthArea({ db, env, log });
  const area = createInsuranceArea({ db, env, log, auth: authArea.facade }, { now: () => clock.now });
  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/insurance', area.routes());
  return { app, db, auth: authArea.facade, clock };
}
export type InsuranceTestApp = Awaited<ReturnType<typeof createInsuranceTestApp>>;

export const requester = (t: InsuranceTestApp, cookie?: string): Send => jsonRequester(t.app, '/api/insurance', cookie);

export interface Owner {
  send: Send;
  userId: ObjectId;
  /** Pet ids by name. */
  pets: Record<string, string>;
}

/** A signed-in pet owner living in `location`, with the given pets. */
export async function signInOwner(
  t: InsuranceTestApp,
  email: string,
  {
    location = 'Mumbai, India',
    pets = [{ name: 'Bruno', species: 'dog', breed: 'Labrador Retriever' }],
  }: { location?: string; pets?: Array<{ name: string; species: PetSpecies; breed: string }> } = {},
): Promise<Owner> {
  const { user, cookie } = await signInTestUser(t.db, email, 'pet_owner');
  const now = new Date();
  await t.auth.saveRecord(
    'pet_owner',
    user._id,
    { fullName: 'Test Owner', phoneNumber: '+91 98765 43210', location },
    now,
  );
  const record = await t.auth.records.findByUser('pet_owner', user._id);
  const ids: Record<string, string> = {};
  for (const pet of pets) {
    const doc = await t.auth.seedPet(record!._id, { ...pet, sizeLbs: 40 }, now);
    ids[pet.name] = doc._id.toHexString();
  }
  return { send: requester(t, cookie), userId: user._id, pets: ids };
}

export const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

export const newKey = () => `key-${new ObjectId().toHexString()}`;

/** POST /enrolments with a fresh (or given) Idempotency-Key. */
export const enrol = (send: Send, body: Record<string, unknown>, key: string = newKey()) =>
  send('POST', '/enrolments', body, { 'Idempotency-Key': key });
