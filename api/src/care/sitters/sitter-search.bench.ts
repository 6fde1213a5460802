/**
 * `npm run bench` (care-search): the server time of the sitter directory over 1,000 sitters and 3,000
 * ratings in the embedded engine, in process: the service alone, and the route with session and JSON, each
 * against an idle query on the same engine in alternating rounds. Prints median and p99 of both and their
 * ratios (no budget); a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/sitters/sitter-search.bench.ts`.
 */
import { ObjectId } from 'mongodb';
import { PET_SITTER_SERVICES } from '@petpal/contracts';
import { benchAgainst, idleQuery } from '../../test-support/measure';
import { BENCH_CITIES, assertAllListed, benchLocation, benchPick, withCareBench } from '../care.bench-support';
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
  await benchAgainst('care-search', await idleQuery(db), [
    { name: 'service: all, page 1', run: () => area.sitters.search({ page: 1 }) },
    { name: 'service: location "mumbai"', run: () => area.sitters.search({ location: 'mumbai', page: 1 }) },
    {
      name: 'service: location + service',
      run: () => area.sitters.search({ location: 'mumbai', service: 'Day Care', page: 1 }),
    },
    { name: 'service: all, page 40', run: () => area.sitters.search({ page: 40 }) },
    { name: 'route: GET /sitters', run: () => get('/sitters') },
    {
      name: 'route: ?location=pune&service=Dog Walking',
      run: () => get('/sitters?location=pune&service=Dog%20Walking'),
    },
  ]);
});
