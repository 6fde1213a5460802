/**
 * What the care benches share: the care area over a fresh embedded engine in a temp folder, as app.ts mounts
 * it, a directory of verified providers and a signed-in owner's GET.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import type { ProviderRole } from '@petpal/contracts';
import type { AppEnv } from '../app-env';
import { createAuthArea, insertTestUser, prepareAuthArea, signInTestUser } from '../auth';
import { openEmbeddedPort } from '../data/embedded';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { createMemoryLogger } from '../lib/logger';
import { createCareArea, prepareCareArea } from './care-area';

export type CareBench = Awaited<ReturnType<typeof openCareBench>>;

async function openCareBench(dataDir: string) {
  const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
  await prepareAuthArea(db);
  await prepareCareArea(db);
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
  const log = createMemoryLogger();
  const authArea = createAuthArea({ db, env, log });
  const area = createCareArea({ db, env, log, auth: authArea.facade, notify: async () => {} });
  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/care', area.routes());
  const now = new Date();

  /**
   * `count` verified providers of `role` (bench-<role>-<i>@example.com), the record of each from `fields(i)`;
   * answers their record ids.
   */
  async function addProviders<R extends ProviderRole>(
    role: R,
    count: number,
    fields: (i: number) => Parameters<typeof authArea.facade.saveRecord<R>>[2],
  ): Promise<ObjectId[]> {
    const ids: ObjectId[] = [];
    for (let i = 0; i < count; i++) {
      const kind = role.replace('pet_', '');
      const { _id: userId } = await insertTestUser(db, { email: `bench-${kind}-${i}@example.com`, phone: null, role });
      const record = await authArea.facade.saveRecord(role, userId, fields(i), now);
      // Directories list only verified providers (decision 052): the sandbox ID check and decision the demo
      // seed gives its providers.
      await authArea.facade.seedVerified(role, userId, now);
      ids.push(record._id);
    }
    return ids;
  }

  /** GET /api/care<path> as a signed-in pet owner; throws unless it answers 200. */
  async function ownerGet() {
    const { cookie } = await signInTestUser(db, 'bench@example.com', 'pet_owner');
    return async (path: string) => {
      const res = await app.request(`http://localhost/api/care${path}`, { headers: { Cookie: cookie } });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
  }

  return { db, area, now, addProviders, ownerGet };
}

/** Runs `bench` over a fresh care area, then closes the engine and removes its folder. */
export async function withCareBench(name: string, bench: (b: CareBench) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `petpal-${name}-bench-`));
  let db: CareBench['db'] | undefined;
  try {
    const b = await openCareBench(dataDir);
    db = b.db;
    await bench(b);
  } finally {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Throws unless the directory lists every provider: timing an empty directory would say nothing. */
export function assertAllListed(listed: number, expected: number, what: string): void {
  if (listed !== expected) throw new Error(`the directory lists ${listed} of ${expected} ${what}`);
}

/** The cities every care bench spreads its providers over (each adds a few of its own). */
export const BENCH_CITIES = ['Mumbai', 'Bengaluru', 'New Delhi', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune'];

/** The `cities` in turn with one of 37 areas: `<city>, Area <n>`. */
export const benchLocation = (cities: readonly string[], i: number) => `${cities[i % cities.length]}, Area ${i % 37}`;

/** A mixed subset of `all` for provider `i` (never empty). */
export const benchPick = <T>(all: readonly T[], i: number): T[] =>
  all.filter((_, s) => (i >> s) % 2 === 1 || s === i % all.length);

/** Record `i` of a trainer or stylist directory (they share a shape): `<title> 0042`, rates and years in turn. */
export const specialistFields = <S extends string>(
  title: string,
  i: number,
  cities: readonly string[],
  specializations: readonly S[],
  about: { bio: string; availability: string },
) => ({
  fullName: `${title} ${String(i).padStart(4, '0')}`,
  location: benchLocation(cities, i),
  hourlyRate: 400 + (i % 30) * 25,
  yearsExperience: i % 20,
  specializations: benchPick(specializations, i),
  ...about,
});
