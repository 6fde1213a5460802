import type { DataPort } from '../data/port';
import type { Seeder } from '../seed/seeder';
import { FAQ_CONTENT } from './faq.content';
import { createSupportRepository } from './support.repository';

export const supportSeeder: Seeder = {
  area: 'support',
  version: 1,
  description: 'help-centre FAQ',
  run: (db: DataPort) => createSupportRepository(db).replaceFaq(FAQ_CONTENT),
};
