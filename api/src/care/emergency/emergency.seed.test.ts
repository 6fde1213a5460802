import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMERGENCY_RADIUS_KM, poisonLineOf } from '@petpal/contracts';
import { distanceKm } from '../../lib/geo';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { EMERGENCY_CLINICS_COLLECTION } from './clinics.repository';
import { EMERGENCY_CITIES, findEmergencyCity } from './emergency-directory';
import { SEED_CLINICS, seedEmergencyClinics } from './emergency.seed';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('demo emergency clinics', () => {
  it('list at least three clinics within the radius of each city, and a poison line per country', () => {
    for (const city of EMERGENCY_CITIES) {
      const own = SEED_CLINICS.filter((c) => c.cityId === city.id);
      expect(own.length, city.id).toBeGreaterThanOrEqual(3);
      for (const c of own) expect(distanceKm(city.centre, c.location), c._id).toBeLessThan(EMERGENCY_RADIUS_KM);
      expect(poisonLineOf(city.country), city.country).not.toBeNull();
    }
    expect(new Set(SEED_CLINICS.map((c) => c._id)).size).toBe(SEED_CLINICS.length);
    expect(SEED_CLINICS.every((c) => /^\+\d{8,15}$/.test(c.e164))).toBe(true);
  });

  it('are stored once however often the seed runs', async () => {
    await seedEmergencyClinics(test.db);
    await seedEmergencyClinics(test.db);
    expect(await test.db.collection(EMERGENCY_CLINICS_COLLECTION).countDocuments()).toBe(SEED_CLINICS.length);
  });

  it('find a city by id, name or alias, any case', () => {
    expect(findEmergencyCity('new-york')?.name).toBe('New York');
    expect(findEmergencyCity('  new   york city ')?.id).toBe('new-york');
    expect(findEmergencyCity('BOMBAY')?.id).toBe('mumbai');
    expect(findEmergencyCity('Pune')).toBeUndefined();
  });
});
