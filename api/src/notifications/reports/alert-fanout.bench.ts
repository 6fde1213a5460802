/**
 * `npm run bench` (alert-fanout): a new lost-pet report alerting 50,000 opted-in users around it, through
 * the outbox (job stored, report stored, fan-out in pages of 1,000 with batched inserts) on the embedded
 * engine in a temporary DATA_DIR, in process. Prints the time and the rate; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/notifications/reports/alert-fanout.bench.ts [users]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ObjectId } from 'mongodb';
import { openEmbeddedPort } from '../../data/embedded';
import { createMemoryLogger } from '../../lib/logger';
import { createNotificationsRepository } from '../inbox/notifications.repository';
import { createNotificationsService } from '../inbox/notifications.service';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsService } from './alerts.service';
import { createReportNotices } from './report-notices';
import { createReportsRepository, newReportState, type PetReportDoc } from './reports.repository';

const USERS = Number(process.argv[2] ?? 50_000);
/** Berlin; subscribers within 4 km of it, each with a 5 km radius, so every one of them is alerted. */
const CENTRE: [number, number] = [13.405, 52.52];

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-alert-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
try {
  const log = createMemoryLogger();
  const inboxRepo = createNotificationsRepository(db);
  const alertsRepo = createAlertsRepository(db);
  const reports = createReportsRepository(db);
  for (const repository of [inboxRepo, alertsRepo, reports]) await repository.ensureIndexes();
  const inbox = createNotificationsService({ repo: inboxRepo });
  const alerts = createAlertsService({
    alerts: alertsRepo,
    findReport: reports.findById,
    notices: createReportNotices(inbox, log),
    log,
  });

  const seedStart = performance.now();
  const updatedAt = new Date();
  await alertsRepo.insertMany(
    Array.from({ length: USERS }, (_, i) => {
      // A spiral out to about 4 km (0.036° of latitude).
      const r = 0.036 * Math.sqrt((i + 0.5) / USERS);
      const angle = i * 2.399963;
      return {
        userId: new ObjectId(),
        enabled: true,
        radiusKm: 5,
        location: {
          type: 'Point' as const,
          coordinates: [
            CENTRE[0] + (r * Math.cos(angle)) / Math.cos((CENTRE[1] * Math.PI) / 180),
            CENTRE[1] + r * Math.sin(angle),
          ] as [number, number],
        },
        updatedAt,
      };
    }),
  );
  console.log(
    `  seeded ${USERS.toLocaleString('en')} opted-in users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const at = new Date();
  const report: PetReportDoc = {
    _id: new ObjectId(),
    userId: new ObjectId(),
    reporterName: 'Bench M.',
    status: 'lost',
    petName: 'Bruno',
    description: 'Brown beagle with a red collar.',
    locationAddress: 'Alexanderplatz, Berlin',
    location: { type: 'Point', coordinates: CENTRE },
    photo: null,
    ...newReportState(at),
  };
  const start = performance.now();
  // What POST /reports does: the job, the report, then the fan-out beside the request.
  const job = await alerts.enqueue(report);
  await reports.insert(report);
  alerts.runLater(job!);
  await alerts.idle();
  const seconds = (performance.now() - start) / 1000;
  const stored = await db.collection('notifications').countDocuments({ relatedReportId: report._id });
  const failed = log.lines.filter((line) => line.level === 'warn').length;
  console.log(
    `  alert fan-out to ${stored.toLocaleString('en')} users: ${seconds.toFixed(2)} s, ` +
      `${Math.round(stored / seconds).toLocaleString('en')} users/s (target: under 60 s)` +
      (stored === USERS && failed === 0 ? '' : `  INCOMPLETE: ${stored} of ${USERS}, ${failed} warnings`),
  );
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
