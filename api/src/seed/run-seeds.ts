import { ensureIndexes } from '../areas';
import type { DataPort } from '../data/port';
import { AREAS, type Area } from '../env';
import { seeders as registered } from './registry';
import type { Seeder } from './seeder';

export const SEED_STATE = 'seed_state';

interface SeedStateDoc {
  _id: string;
  version: number;
  seededAt: Date;
}

export interface SeedOptions {
  /** Drop the whole database first (then recreate indexes). */
  reset?: boolean;
  areas?: readonly Area[];
  seeders?: readonly Seeder[];
}

export interface SeedOutcome {
  area: Area;
  version: number;
  ran: boolean;
}

/**
 * Runs each area's seeder unless seed_state says this version already ran,
 * so running it again never duplicates data.
 */
export async function runSeeds(db: DataPort, options: SeedOptions = {}): Promise<SeedOutcome[]> {
  const areas = options.areas ?? AREAS;
  if (options.reset) {
    await db.dropDatabase();
    await ensureIndexes(db, areas);
  }
  const state = db.collection<SeedStateDoc>(SEED_STATE);
  const outcomes: SeedOutcome[] = [];
  for (const seeder of options.seeders ?? registered) {
    if (!areas.includes(seeder.area)) continue;
    const done = await state.findOne({ _id: seeder.area });
    const ran = !done || done.version < seeder.version;
    if (ran) {
      await seeder.run(db);
      await state.updateOne(
        { _id: seeder.area },
        { $set: { version: seeder.version, seededAt: new Date() } },
        { upsert: true },
      );
    }
    outcomes.push({ area: seeder.area, version: seeder.version, ran });
  }
  return outcomes;
}
