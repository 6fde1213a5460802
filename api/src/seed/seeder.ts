import type { DataPort } from '../data/port';
import type { Area } from '../env';

/** Seed data of one area. Bump `version` to have it run again; `run` must be idempotent. */
export interface Seeder {
  area: Area;
  version: number;
  description: string;
  run(db: DataPort): Promise<void>;
}
