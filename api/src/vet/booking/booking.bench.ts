/**
 * `npm run bench` (vet-booking): what one booking costs the database. Books 60 in-person appointments one
 * after another through the whole app (session, idempotency, checks, claims, answer) over the embedded
 * engine, counting the data port's reads and writes and the journal's fsyncs per booking, and timing it.
 * Run alone: `cd api && npx tsx src/vet/booking/booking.bench.ts`. A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../app';
import { ensureIndexes } from '../../areas';
import { AREAS, loadEnv } from '../../env';
import { countingPort } from '../../data/counting-port';
import { openEmbeddedPort } from '../../data/embedded';
import { createMemoryLogger } from '../../lib/logger';
import { addSchedule, daysAhead, makeOwner, makeVet } from '../testing/vet.test-support';

const BOOKINGS = 60;
const dataDir = mkdtempSync(join(tmpdir(), 'petpal-booking-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
const { port, counts, reset } = countingPort(db);
const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
await ensureIndexes(port, AREAS);
const app = createApp({ db: port, env, log: createMemoryLogger() });

const vet = await makeVet(app, port, 'bench-vet@example.com');
const owner = await makeOwner(app, port, 'bench-owner@example.com');
const dates = [1, 2, 3].map((days) => daysAhead(days));
const schedules = await Promise.all(
  dates.map((scheduleDate) => addSchedule(port, vet, { scheduleDate, startTime: '07:00', endTime: '17:00' })),
);

const samples: number[] = [];
let reads = 0;
let writes = 0;
let syncs = 0;
const byCall = new Map<string, number>();
for (let i = 0; i < BOOKINGS; i++) {
  const day = i % dates.length;
  const minutes = 7 * 60 + Math.floor(i / dates.length) * 30;
  const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  reset();
  const syncsBefore = db.stats().syncs;
  const started = performance.now();
  const res = await owner.send(
    'POST',
    '/api/vet/appointments',
    {
      vetId: vet.id,
      date: dates[day],
      startTime,
      scheduleId: schedules[day]!._id.toHexString(),
      appointmentType: 'in_person',
      petId: owner.pet._id.toHexString(),
    },
    { 'Idempotency-Key': `bench-${i}` },
  );
  samples.push(performance.now() - started);
  if (res.status !== 201) throw new Error(`booking ${i} answered ${res.status}: ${await res.text()}`);
  reads += counts.reads;
  writes += counts.writes;
  syncs += db.stats().syncs - syncsBefore;
  for (const [call, n] of counts.byCall) byCall.set(call, (byCall.get(call) ?? 0) + n);
}
await db.close();
rmSync(dataDir, { recursive: true, force: true });

samples.sort((a, b) => a - b);
const per = (n: number) => (n / BOOKINGS).toFixed(1);
console.log(
  `  per booking: ${per(reads)} reads, ${per(writes)} writes, ${per(syncs)} fsyncs; ` +
    `median ${samples[BOOKINGS >> 1]!.toFixed(2)} ms, p99 ${samples[Math.floor(BOOKINGS * 0.99)]!.toFixed(2)} ms`,
);
const calls = [...byCall].sort(([a], [b]) => a.localeCompare(b)).map(([call, n]) => `${call} ${per(n)}`);
console.log(`  calls per booking: ${calls.join(', ')}`);
