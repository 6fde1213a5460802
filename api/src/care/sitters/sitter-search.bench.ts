/**
 * `npm run bench` (care-search): the server time of the sitter directory over 1,000 sitters and 3,000
 * ratings in the embedded engine, in process: the service alone, and the route with session and JSON.
 * Prints median and p99; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/sitters/sitter-search.bench.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { createAuthArea, insertTestUser, prepareAuthArea, signInTestUser } from '../../auth';
import { PET_SITTER_SERVICES } from '@petpal/contracts';
import { openEmbeddedPort } from '../../data/embedded';
import { loadEnv } from '../../env';
import { createOnError } from '../../errors';
import { createMemoryLogger } from '../../lib/logger';
import { measure } from '../../test-support/measure';
import { createCareArea, prepareCareArea } from '../care-area';
import { createRatingsRepository } from '../ratings/ratings.repository';

const SITTERS = 1000;
const RATINGS = 3000;
const CITIES = [
  'Mumbai',
  'Bengaluru',
  'New Delhi',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Berlin',
  'London',
  'Goa',
];

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-care-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
try {
  await prepareAuthArea(db);
  await prepareCareArea(db);
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
  const log = createMemoryLogger();
  const authArea = createAuthArea({ db, env, log });
  const area = createCareArea({ db, env, log, auth: authArea.facade, notify: async () => {} });

  const now = new Date();
  const ids: ObjectId[] = [];
  for (let i = 0; i < SITTERS; i++) {
    const { _id: userId } = await insertTestUser(db, {
      email: `bench-sitter-${i}@example.com`,
      phone: null,
      role: 'pet_sitter',
    });
    const record = await authArea.facade.saveRecord(
      'pet_sitter',
      userId,
      {
        fullName: `Sitter ${String(i).padStart(4, '0')}`,
        location: `${CITIES[i % CITIES.length]}, Area ${i % 37}`,
        yearsExperience: i % 15,
        services: PET_SITTER_SERVICES.filter((_, s) => (i >> s) % 2 === 1 || s === i % PET_SITTER_SERVICES.length),
        hourlyRate: 200 + (i % 40) * 25,
        bio: 'Experienced with dogs, cats and small animals; daily photo updates.',
        photos: Array.from({ length: i % 4 }, (_, p) => `https://img.example/${i}/${p}.jpg`),
      },
      now,
    );
    // Directories list only verified providers (decision 052): the sandbox ID check and decision the demo
    // seed gives its providers.
    await authArea.facade.seedVerified('pet_sitter', userId, now);
    ids.push(record._id);
  }
  const ratings = createRatingsRepository(db);
  for (let i = 0; i < RATINGS; i++) {
    await ratings.insertOnce({
      _id: new ObjectId(),
      appointmentId: new ObjectId(),
      petSitterId: ids[(i * 7) % SITTERS]!,
      petOwnerId: new ObjectId(),
      rating: 1 + (i % 5),
      feedback: 'Great care.',
      createdAt: now,
    });
  }

  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/care', area.routes());
  const { cookie } = await signInTestUser(db, 'bench@example.com', 'pet_owner');
  const get = async (query: string) => {
    const res = await app.request(`http://localhost/api/care/sitters${query}`, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`GET /sitters${query} answered ${res.status}`);
    await res.arrayBuffer();
  };

  // Timing an empty directory would say nothing: every provider must be listed.
  const listed = (await area.sitters.search({ page: 1 })).total;
  if (listed !== SITTERS) throw new Error(`the directory lists ${listed} of ${SITTERS} sitters`);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['service: all, page 1', () => area.sitters.search({ page: 1 })],
    ['service: location "mumbai"', () => area.sitters.search({ location: 'mumbai', page: 1 })],
    ['service: location + service', () => area.sitters.search({ location: 'mumbai', service: 'Day Care', page: 1 })],
    ['service: all, page 40', () => area.sitters.search({ page: 40 })],
    ['route: GET /sitters', () => get('')],
    ['route: ?location=pune&service=Dog Walking', () => get('?location=pune&service=Dog%20Walking')],
  ];
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const [name, run] of cases) {
    const { median, p99 } = await measure(run);
    console.log(`  ${name.padEnd(44)} p50 ${ms(median).padStart(9)}  p99 ${ms(p99).padStart(9)}`);
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
