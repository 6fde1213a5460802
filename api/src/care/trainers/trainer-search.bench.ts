/**
 * `npm run bench` (trainer-search): the server time of the trainer directory over 1,000 trainers in the
 * embedded engine, in process: the service alone, and the route with session and JSON, each against an idle
 * query on the same engine in alternating rounds. Prints median and p99 of both and their ratios, and fails
 * when a median ratio exceeds its budget (docs/decisions/073); a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/trainers/trainer-search.bench.ts`.
 */
import { PET_TRAINER_SPECIALIZATIONS } from '@petpal/contracts';
import { benchAgainst, idleQuery } from '../../test-support/measure';
import { BENCH_CITIES, assertAllListed, specialistFields, withCareBench } from '../care.bench-support';

const TRAINERS = 1000;
const CITIES = [...BENCH_CITIES, 'Goa', 'Jaipur', 'Kochi'];

let met = true;
await withCareBench('trainer', async ({ db, area, addProviders, ownerGet }) => {
  await addProviders('pet_trainer', TRAINERS, (i) =>
    specialistFields('Trainer', i, CITIES, PET_TRAINER_SPECIALIZATIONS, {
      bio: 'Positive reinforcement, puppies to adult rescues.',
      availability: 'Weekdays 09:00-18:00',
    }),
  );
  const get = await ownerGet();

  const search = area.trainers.directory;
  assertAllListed((await search.search({ page: 1 })).total, TRAINERS, 'trainers');
  met = await benchAgainst('trainer-search', await idleQuery(db), [
    { name: 'service: all, page 1', run: () => search.search({ page: 1 }), limit: 6.5 },
    { name: 'service: location "mumbai"', run: () => search.search({ location: 'mumbai', page: 1 }), limit: 3.5 },
    {
      name: 'service: location + specialization',
      run: () => search.search({ location: 'pune', specialization: 'Agility', page: 1 }),
      limit: 3,
    },
    { name: 'service: all, page 40', run: () => search.search({ page: 40 }), limit: 7 },
    { name: 'route: GET /trainers', run: () => get('/trainers'), limit: 12.5 },
    {
      name: 'route: ?location=goa&specialization=Puppy',
      run: () => get('/trainers?location=goa&specialization=Puppy'),
      limit: 6.5,
    },
  ]);
});
if (!met) process.exitCode = 1;
