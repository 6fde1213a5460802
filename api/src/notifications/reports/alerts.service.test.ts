import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../lib/logger';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsService, distanceKm } from './alerts.service';
import type { ReportNotices } from './report-notices';
import type { PetReportDoc } from './reports.repository';

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
    photoVersion: null,
    isActive: true,
    createdAt: at,
    updatedAt: at,
    resolvedAt: null,
    seenCount: 0,
    commentCount: 0,
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
    const alerts = createAlertsService({ alerts: repo, notices, log: createMemoryLogger(), batch: 2 });

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
    const alerts = createAlertsService({ alerts: repo, notices, log });
    alerts.announceLater(report());
    await alerts.idle();
    expect(log.lines.some((line) => line.msg === 'pet report alerts failed')).toBe(true);
  });
});
