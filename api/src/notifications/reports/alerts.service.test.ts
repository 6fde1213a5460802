import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../lib/logger';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createAlertsRepository } from './alerts.repository';
import { createNotificationsRepository } from '../inbox/notifications.repository';
import { createNotificationsService } from '../inbox/notifications.service';
import { ALERT_LEASE_MS, createAlertsService, distanceKm } from './alerts.service';
import { createReportNotices, type ReportNotices } from './report-notices';
import { createReportsRepository, newReportState, type PetReportDoc } from './reports.repository';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
const CENTRE = point(77.607, 12.976);

function report(over: Partial<PetReportDoc> = {}): PetReportDoc {
  const at = new Date();
  return {
    _id: new ObjectId(),
    userId: new ObjectId(),
    reporterName: 'Priya S.',
    status: 'lost',
    petName: 'Bruno',
    description: 'Beagle',
    locationAddress: 'MG Road',
    location: CENTRE,
    photo: null,
    ...newReportState(at),
    ...over,
  };
}

describe('nearby alert fan-out', () => {
  it('measures like MongoDB’s sphere (1° of latitude is about 111.3 km)', () => {
    expect(distanceKm(point(0, 0), point(0, 1))).toBeCloseTo(111.32, 1);
    expect(distanceKm(CENTRE, CENTRE)).toBe(0);
  });

  it('pages through subscribers and notifies each page inside the radius in one batch', async () => {
    const repo = createAlertsRepository(test.db);
    await repo.ensureIndexes();
    const inside: string[] = [];
    for (let i = 0; i < 7; i++) {
      const userId = new ObjectId();
      // Alternately 1 km and 7 km north, radius 5 km: only the 1 km ones are inside.
      const km = i % 2 === 0 ? 1 : 7;
      await repo.save({
        userId,
        enabled: true,
        radiusKm: 5,
        location: point(77.607, 12.976 + km / 111.32),
        updatedAt: new Date(),
      });
      if (km === 1) inside.push(userId.toHexString());
    }
    const batches: string[][] = [];
    const notices = {
      nearby: async (_report: PetReportDoc, userIds: readonly ObjectId[]) => {
        batches.push(userIds.map((id) => id.toHexString()));
        return userIds.length;
      },
    } as unknown as ReportNotices;
    const alerts = createAlertsService({
      alerts: repo,
      findReport: async () => null,
      notices,
      log: createMemoryLogger(),
      batch: 2,
    });

    expect(await alerts.announce(report())).toBe(4);
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
    expect(batches.flat().sort()).toEqual(inside.sort());

    expect(await alerts.announce(report({ location: null }))).toBe(0);
    expect(await alerts.announce(report({ isActive: false }))).toBe(0);
  });

  it('logs a failed fan-out and keeps going', async () => {
    const repo = createAlertsRepository(test.db);
    await repo.ensureIndexes();
    await repo.save({ userId: new ObjectId(), enabled: true, radiusKm: 5, location: CENTRE, updatedAt: new Date() });
    const log = createMemoryLogger();
    const notices = {
      nearby: async () => {
        throw new Error('disk full');
      },
    } as unknown as ReportNotices;
    const stored = report();
    const alerts = createAlertsService({ alerts: repo, findReport: async () => stored, notices, log });
    const job = await alerts.enqueue(stored);
    alerts.runLater(job!);
    await alerts.idle();
    expect(log.lines.some((line) => line.msg === 'pet report alerts failed; the sweep retries them')).toBe(true);
    // The job stays in the outbox for the sweep.
    expect(await repo.pendingJobs()).toBe(1);
  });

  it('resumes a fan-out stopped midway after a restart: every subscriber inside gets exactly one alert', async () => {
    const repo = createAlertsRepository(test.db);
    await repo.ensureIndexes();
    const inboxRepo = createNotificationsRepository(test.db);
    await inboxRepo.ensureIndexes();
    const inbox = createNotificationsService({ repo: inboxRepo });
    const log = createMemoryLogger();
    const realNotices = createReportNotices(inbox, log);
    const subscribers = Array.from({ length: 25 }, () => new ObjectId());
    await repo.insertMany(
      subscribers.map((userId, i) => ({
        userId,
        enabled: true,
        radiusKm: 5,
        // Alternately 1 km and 7 km north: 13 of them are inside their 5 km.
        location: point(77.607, 12.976 + (i % 2 === 0 ? 1 : 7) / 111.32),
        updatedAt: new Date(),
      })),
    );
    const inside = subscribers.filter((_, i) => i % 2 === 0).map((id) => id.toHexString());
    const reports = createReportsRepository(test.db);
    const stored = report();
    let clock = Date.now();
    const now = () => new Date(clock);

    // The first process: pages of 4; the third page is stored in part, then the process stops.
    let pages = 0;
    const crashing = {
      nearby: async (r: PetReportDoc, userIds: readonly ObjectId[], at: Date, idOf?: (id: ObjectId) => ObjectId) => {
        if (++pages === 3) {
          await realNotices.nearby(r, userIds.slice(0, 1), at, idOf);
          throw new Error('process stopped');
        }
        return realNotices.nearby(r, userIds, at, idOf);
      },
    } as unknown as ReportNotices;
    const first = createAlertsService({
      alerts: repo,
      findReport: reports.findById,
      notices: crashing,
      log,
      now,
      batch: 4,
    });
    const job = await first.enqueue(stored);
    await reports.insert(stored);
    first.runLater(job!);
    await first.idle();
    const before = await test.db.collection('notifications').countDocuments({ relatedReportId: stored._id });
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(inside.length);

    // A restart before the lease ran out leaves the job alone (its process might still be running).
    const second = createAlertsService({
      alerts: repo,
      findReport: reports.findById,
      notices: realNotices,
      log,
      now,
      batch: 4,
    });
    expect(await second.resume()).toBe(0);
    // Once it has, the restarted process (or any other's sweep) takes the job over and finishes it.
    clock += ALERT_LEASE_MS + 1;
    expect(await second.resume()).toBe(1);
    expect(await repo.pendingJobs()).toBe(0);

    const alerts = await test.db.collection('notifications').find({ relatedReportId: stored._id }).toArray();
    expect(alerts.map((doc) => (doc.userId as ObjectId).toHexString()).sort()).toEqual([...inside].sort());
    // Resuming again (a second sweep racing the first) stores nothing new.
    const again = await second.announce(stored, job!.at);
    expect(again).toBe(0);
    expect(await test.db.collection('notifications').countDocuments({ relatedReportId: stored._id })).toBe(
      inside.length,
    );
  });
});
