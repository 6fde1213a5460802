import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../chromium';
import { e2eBasePort, startTestPlatform } from '../platform-fixture';
import { runApiBench } from './api-bench';
import { measureBuildTimes } from './build-times';
import { measureLoad } from './http-load';
import { measureLcp } from './lcp';
import { measurePageWeight } from './page-weight';
import { measureVetLoad } from './vet-load';

const benchmarks = [
  'build-times',
  'page-weight',
  'lcp',
  'http-load',
  'vet-engine',
  'vet-booking',
  'care-search',
  'trainer-search',
  'stylists',
  'vet-load',
  'sse-fanout',
  'alert-fanout',
  'group-feed',
  'shop',
] as const;
type Benchmark = (typeof benchmarks)[number];

// `npm run bench -- page-weight lcp` runs only those; no argument runs them all.
const requested = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = requested.filter((name) => !(benchmarks as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${benchmarks.join(', ')}`);
  process.exit(2);
}
const wanted = (name: Benchmark) => requested.length === 0 || requested.includes(name);

const basePort = e2eBasePort + 200;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? Number.NaN;
/** The landing page and the first page of each remote a guest can open (page weight and LCP). */
const pageRoutes = [
  '/',
  '/login',
  '/services/book-a-vet',
  '/emergency-services',
  '/pet-reports',
  '/community',
  '/merchandise',
];

console.log('PetPal benchmarks (numbers, not pass/fail)\n');

if (wanted('build-times')) {
  console.log('Build time per package (production, each alone):');
  for (const [name, ms] of Object.entries(measureBuildTimes()))
    console.log(`  ${name.padEnd(20)} ${(ms / 1000).toFixed(2)} s`);
}

if (wanted('vet-engine')) {
  console.log('\nVet availability engine, a vet with 2,000 appointments (server time, no cache):');
  runApiBench('src/vet/availability/availability.bench.ts');
}

if (wanted('vet-booking')) {
  console.log('\nOne vet booking through the whole app, 60 in a row (embedded engine, in process):');
  runApiBench('src/vet/booking/booking.bench.ts');
}

if (wanted('care-search')) {
  console.log('\nPet sitter search, 1,000 sitters (embedded engine, in process):');
  runApiBench('src/care/sitters/sitter-search.bench.ts');
}

if (wanted('trainer-search')) {
  console.log('\nPet trainer search, 1,000 trainers (embedded engine, in process; p99 budget 25 ms):');
  runApiBench('src/care/trainers/trainer-search.bench.ts');
}

if (wanted('stylists')) {
  console.log(
    "\nPet stylists, 1,000 in the directory, and a busy stylist's 30 days of slots (embedded engine, in process):",
  );
  runApiBench('src/care/stylists/stylists.bench.ts');
}

if (wanted('sse-fanout')) {
  console.log(
    '\nLive notifications, 1,000 SSE clients on one API process (127.0.0.1, embedded engine), one notification to all:',
  );
  runApiBench('src/notifications/live/sse-fanout.bench.ts');
}

if (wanted('alert-fanout')) {
  console.log(
    '\nNearby alerts, a new report fanned out to 50,000 opted-in users (outbox, embedded engine, in process):',
  );
  runApiBench('src/notifications/reports/alert-fanout.bench.ts');
}

if (wanted('group-feed')) {
  console.log('\nA group feed of 10,000 posts, first page over HTTP at 10 connections (the API as npm start runs it):');
  runApiBench('src/community/posts/group-feed.bench.ts');
}

if (wanted('shop')) {
  console.log(
    '\nThe shop: a catalogue of 2,000 products, checkout, and 100 buyers for 5 units (embedded engine, in process):',
  );
  runApiBench('src/shop/shop.bench.ts');
}

if (wanted('page-weight') || wanted('lcp') || wanted('http-load') || wanted('vet-load')) {
  // The API runs as test (startTestPlatform sets NODE_ENV; unset would be production, decision 049). vet-load
  // needs a verified vet, so its platform gets the suite's administrator, made before the API starts.
  const platform = await startTestPlatform(basePort, { admin: wanted('vet-load') });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    if (wanted('page-weight')) {
      console.log('\nJavaScript loaded on a cold visit (gzip), and its ratio to / (budget per remote route: 1.3x):');
      const landing = await measurePageWeight(browser, `${platform.shellUrl}/`);
      for (const path of pageRoutes) {
        const weight = path === '/' ? landing : await measurePageWeight(browser, `${platform.shellUrl}${path}`);
        console.log(
          `  ${path.padEnd(22)} ${kb(weight.gzipBytes).padStart(9)}  ${(weight.gzipBytes / landing.gzipBytes).toFixed(2)}x  in ${weight.scripts} scripts from ${weight.origins.length} origins`,
        );
      }
    }

    if (wanted('lcp')) {
      // Rounds alternate the routes, so a busy neighbour slows every route alike; medians of the rounds.
      console.log('\nLCP with 4x CPU throttling, median of 5 alternating rounds, and its ratio to / (budget 1.0 s):');
      const samples = new Map<string, number[]>(pageRoutes.map((path) => [path, []]));
      for (let round = 0; round < 5; round += 1) {
        for (const path of pageRoutes) {
          const [lcp] = await measureLcp(browser, `${platform.shellUrl}${path}`, { runs: 1 });
          samples.get(path)!.push(lcp!);
        }
      }
      const landing = median([...samples.get('/')!].sort((a, b) => a - b));
      for (const [path, values] of samples) {
        const value = median([...values].sort((a, b) => a - b));
        console.log(
          `  ${path.padEnd(22)} ${value.toFixed(0).padStart(6)} ms  ${(value / landing).toFixed(2)}x  (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
        );
      }
    }

    if (wanted('http-load')) {
      console.log('\nAPI at 50 connections, 5 s each:');
      for (const path of ['/api/health', '/api/support/faq']) {
        const result = await measureLoad(`${platform.apiUrl}${path}`);
        console.log(
          `  GET ${path.padEnd(18)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
        );
      }
    }

    if (wanted('vet-load')) {
      console.log('\nVet booking over HTTP (embedded engine):');
      const vet = await measureVetLoad(platform.apiUrl);
      const line = (name: string, r: { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number }) =>
        `  ${name.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  non-2xx ${r.non2xx}`;
      console.log(
        `${line('POST /appointments (10 conn.)', vet.booking)}  created ${vet.booking.created}, 409 ${vet.booking.conflicts}`,
      );
      console.log(`  then the vet has ${vet.appointments} appointments:`);
      console.log(line('GET slots?date= (50 conn., 5 s)', vet.slots));
      console.log(line('GET availability (50 conn., 5 s)', vet.availability));
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}
