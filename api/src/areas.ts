import type { DataPort } from './data/port';
import type { Area } from './env';
import { createSessionsRepository } from './auth/sessions/sessions.repository';
import { ensureRateLimitIndexes } from './lib/rate-limit';
import { createSupportRepository } from './support/support.repository';

/** Each area's repository indexes; an area with collections adds itself here. */
const areaIndexes: Partial<Record<Area, (db: DataPort) => Promise<void>>> = {
  auth: (db) => createSessionsRepository(db).ensureIndexes(),
  support: (db) => createSupportRepository(db).ensureIndexes(),
};

/** Creates platform and area indexes (idempotent). Run at start, before serving. */
export async function ensureIndexes(db: DataPort, areas: readonly Area[]): Promise<void> {
  await ensureRateLimitIndexes(db);
  for (const area of areas) await areaIndexes[area]?.(db);
}
