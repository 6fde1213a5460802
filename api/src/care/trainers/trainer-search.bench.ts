/**
 * `npm run bench` (trainer-search): the server time of the trainer directory over 1,000 trainers in the
 * embedded engine, in process: the service alone, and the route with session and JSON. Prints median and
 * p99 and fails when a p99 reaches the budget (25 ms); a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/trainers/trainer-search.bench.ts`.
 */
import { PET_TRAINER_SPECIALIZATIONS } from '@petpal/contracts';
import { measure } from '../../test-support/measure';
import { BENCH_CITIES, assertAllListed, report, specialistFields, withCareBench } from '../care.bench-support';

const TRAINERS = 1000;
const P99_BUDGET_MS = 25;
const CITIES = [...BENCH_CITIES, 'Goa', 'Jaipur', 'Kochi'];

let over = false;
await withCareBench('trainer', async ({ area, addProviders, ownerGet }) => {
  await addProviders('pet_trainer', TRAINERS, (i) =>
    specialistFields('Trainer', i, CITIES, PET_TRAINER_SPECIALIZATIONS, {
      bio: 'Positive reinforcement, puppies to adult rescues.',
      availability: 'Weekdays 09:00-18:00',
    }),
  );
  const get = await ownerGet();

  const search = area.trainers.directory;
  assertAllListed((await search.search({ page: 1 })).total, TRAINERS, 'trainers');
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['service: all, page 1', () => search.search({ page: 1 })],
    ['service: location "mumbai"', () => search.search({ location: 'mumbai', page: 1 })],
    [
      'service: location + specialization',
      () => search.search({ location: 'pune', specialization: 'Agility', page: 1 }),
    ],
    ['service: all, page 40', () => search.search({ page: 40 })],
    ['route: GET /trainers', () => get('/trainers')],
    ['route: ?location=goa&specialization=Puppy', () => get('/trainers?location=goa&specialization=Puppy')],
  ];
  for (const [name, run] of cases) {
    const figures = await measure(run);
    if (figures.p99 >= P99_BUDGET_MS) over = true;
    report(name, figures);
  }
  console.log(`  budget: p99 under ${P99_BUDGET_MS} ms: ${over ? 'EXCEEDED' : 'met'}`);
});
if (over) process.exitCode = 1;
