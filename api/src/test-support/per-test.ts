import { afterEach, beforeEach } from 'vitest';
import type { DataPort } from '../data/port';
import { createTestDatabase, type TestDatabase } from './test-app';

/**
 * One object for the whole test file whose fields `make` sets afresh before each test, so module-level
 * helpers can hold it (hooks run in the order they are registered: a later one may use an earlier one).
 * @example const admin = perTest(() => asAdmin(t));
 */
export function perTest<T extends object>(make: () => Promise<T>): T {
  const fixture = {} as T;
  beforeEach(async () => {
    Object.assign(fixture, await make());
  });
  return fixture;
}

/**
 * `perTest` over a fresh seeded database, closed after each test.
 * @example const t = perTestDatabase(createAdminTestApp);
 */
export function perTestDatabase<T extends object>(make: (db: DataPort) => Promise<T>): T {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });
  return perTest(async () => {
    test = await createTestDatabase();
    return make(test.db);
  });
}
