/**
 * `npm run bench` (trainer-search): the server time of the trainer directory over 1,000 trainers in the
 * embedded engine, in process: the service alone, and the route with session and JSON. Prints median and
 * p99 and fails when a p99 reaches the budget (25 ms); a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/trainers/trainer-search.bench.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createAuthArea, insertTestUser, prepareAuthArea, signInTestUser } from '../../auth';
import { PET_TRAINER_SPECIALIZATIONS } from '@petpal/contracts';
import { openEmbeddedPort } from '../../data/embedded';
import { loadEnv } from '../../env';
import { createOnError } from '../../errors';
import { createMemoryLogger } from '../../lib/logger';
import { measure } from '../../test-support/measure';
import { createCareArea, prepareCareArea } from '../care-area';

const TRAINERS = 1000;
const P99_BUDGET_MS = 25;
const CITIES = [
  'Mumbai',
  'Bengaluru',
  'New Delhi',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Goa',
  'Jaipur',
  'Kochi',
];

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-trainer-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
let over = false;
try {
  await prepareAuthArea(db);
  await prepareCareArea(db);
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
  const log = createMemoryLogger();
  const authArea = createAuthArea({ db, env, log });
  const area = createCareArea({ db, env, log, auth: authArea.facade, notify: async () => {} });

  const now = new Date();
  for (let i = 0; i < TRAINERS; i++) {
    const { _id: userId } = await insertTestUser(db, {
      email: `bench-trainer-${i}@example.com`,
      phone: null,
      role: 'pet_trainer',
    });
    await authArea.facade.saveRecord(
      'pet_trainer',
      userId,
      {
        fullName: `Trainer ${String(i).padStart(4, '0')}`,
        location: `${CITIES[i % CITIES.length]}, Area ${i % 37}`,
        hourlyRate: 400 + (i % 30) * 25,
        yearsExperience: i % 20,
        specializations: PET_TRAINER_SPECIALIZATIONS.filter(
          (_, s) => (i >> s) % 2 === 1 || s === i % PET_TRAINER_SPECIALIZATIONS.length,
        ),
        bio: 'Positive reinforcement, puppies to adult rescues.',
        availability: 'Weekdays 09:00-18:00',
      },
      now,
    );
    // Directories list only verified providers (decision 052): the sandbox ID check and decision the demo
    // seed gives its providers.
    await authArea.facade.seedVerified('pet_trainer', userId, now);
  }

  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/care', area.routes());
  const { cookie } = await signInTestUser(db, 'bench@example.com', 'pet_owner');
  const get = async (query: string) => {
    const res = await app.request(`http://localhost/api/care/trainers${query}`, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`GET /trainers${query} answered ${res.status}`);
    await res.arrayBuffer();
  };

  const search = area.trainers.directory;
  // Timing an empty directory would say nothing: every provider must be listed.
  const listed = (await search.search({ page: 1 })).total;
  if (listed !== TRAINERS) throw new Error(`the directory lists ${listed} of ${TRAINERS} trainers`);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['service: all, page 1', () => search.search({ page: 1 })],
    ['service: location "mumbai"', () => search.search({ location: 'mumbai', page: 1 })],
    [
      'service: location + specialization',
      () => search.search({ location: 'pune', specialization: 'Agility', page: 1 }),
    ],
    ['service: all, page 40', () => search.search({ page: 40 })],
    ['route: GET /trainers', () => get('')],
    ['route: ?location=goa&specialization=Puppy', () => get('?location=goa&specialization=Puppy')],
  ];
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const [name, run] of cases) {
    const { median, p99 } = await measure(run);
    if (p99 >= P99_BUDGET_MS) over = true;
    console.log(`  ${name.padEnd(44)} p50 ${ms(median).padStart(9)}  p99 ${ms(p99).padStart(9)}`);
  }
  console.log(`  budget: p99 under ${P99_BUDGET_MS} ms: ${over ? 'EXCEEDED' : 'met'}`);
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (over) process.exitCode = 1;
