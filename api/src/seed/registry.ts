import { careSeeder } from '../care';
import { communitySeeder } from '../community';
import { insuranceSeeder } from '../insurance';
import { notificationsSeeder } from '../notifications';
import { shopSeeder } from '../shop';
import { supportSeeder } from '../support';
import { vetSeeder } from '../vet';
import type { Seeder } from './seeder';

/** Every area's seeder, in order (care's demo requests and the demo pet reports use the vet seeder's owners); an area adds its own here. */
export const seeders: readonly Seeder[] = [
  supportSeeder,
  vetSeeder,
  careSeeder,
  notificationsSeeder,
  communitySeeder,
  shopSeeder,
  insuranceSeeder,
];
