/**
 * `npm run bench` (care-search): the server time of the sitter directory over 1,000 sitters and 3,000
 * ratings in the embedded engine, in process: the service alone, and the route with session and JSON.
 * Prints median and p99; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/sitters/sitter-search.bench.ts`.
 */
import { ObjectId } from 'mongodb';
import { PET_SITTER_SERVICES } from '@petpal/contracts';
import { measure } from '../../test-support/measure';
import { BENCH_CITIES, assertAllListed, benchLocation, benchPick, report, withCareBench } from '../care.bench-support';
import { createRatingsRepository } from '../ratings/ratings.repository';

const SITTERS = 1000;
const RATINGS = 3000;
const CITIES = [...BENCH_CITIES, 'Berlin', 'London', 'Goa'];

await withCareBench('care', async ({ db, area, now, addProviders, ownerGet }) => {
  const ids = await addProviders('pet_sitter', SITTERS, (i) => ({
    fullName: `Sitter ${String(i).padStart(4, '0')}`,
    location: benchLocation(CITIES, i),
    yearsExperience: i % 15,
    services: benchPick(PET_SITTER_SERVICES, i),
    hourlyRate: 200 + (i % 40) * 25,
    bio: 'Experienced with dogs, cats and small animals; daily photo updates.',
    photos: Array.from({ length: i % 4 }, (_, p) => `https://img.example/${i}/${p}.jpg`),
  }));
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
  const get = await ownerGet();

  assertAllListed((await area.sitters.search({ page: 1 })).total, SITTERS, 'sitters');
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['service: all, page 1', () => area.sitters.search({ page: 1 })],
    ['service: location "mumbai"', () => area.sitters.search({ location: 'mumbai', page: 1 })],
    ['service: location + service', () => area.sitters.search({ location: 'mumbai', service: 'Day Care', page: 1 })],
    ['service: all, page 40', () => area.sitters.search({ page: 40 })],
    ['route: GET /sitters', () => get('/sitters')],
    ['route: ?location=pune&service=Dog Walking', () => get('/sitters?location=pune&service=Dog%20Walking')],
  ];
  for (const [name, run] of cases) report(name, await measure(run));
});
