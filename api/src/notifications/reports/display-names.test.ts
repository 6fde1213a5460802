import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade, insertTestUser } from '../../auth';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { ANONYMOUS_NAME, createDisplayNames, shortName } from './display-names';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('display names on reports', () => {
  it('shortens a full name to the first name and an initial', () => {
    expect(shortName('Priya Sharma')).toBe('Priya S.');
    expect(shortName('  ana  maria  de souza ')).toBe('ana S.');
    expect(shortName('Cher')).toBe('Cher');
    expect(shortName('   ')).toBe(ANONYMOUS_NAME);
  });

  it('reads the name of the user’s role record, else says PetPal member', async () => {
    const auth = createAuthFacade(test.db);
    const names = createDisplayNames(auth);
    const sitter = await insertTestUser(test.db, { email: 's@example.com', phone: null, role: 'pet_sitter' });
    await auth.saveRecord(
      'pet_sitter',
      sitter._id,
      {
        fullName: 'Kavya Nair',
        location: 'Bengaluru',
        yearsExperience: 9,
        services: ['Day Care'],
        hourlyRate: 600,
        bio: 'Vet nurse.',
        photos: [],
      },
      new Date(),
    );
    const bare = await insertTestUser(test.db, { email: 'b@example.com', phone: null, role: 'pet_owner' });
    const supplier = await insertTestUser(test.db, { email: 'x@example.com', phone: null, role: 'supplier' });
    expect(await names(sitter._id)).toBe('Kavya N.');
    expect(await names(bare._id)).toBe(ANONYMOUS_NAME);
    expect(await names(supplier._id)).toBe(ANONYMOUS_NAME);
    expect(await names(new ObjectId())).toBe(ANONYMOUS_NAME);
  });
});
