import { supportSeeder } from '../support/support.seed';
import { vetSeeder } from '../vet/vet.seed';
import type { Seeder } from './seeder';

/** Every area's seeder; an area adds its own here. */
export const seeders: readonly Seeder[] = [supportSeeder, vetSeeder];
