import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { createAuthFacade, type AuthFacade } from './auth-facade';
import { insertTestUser, signInTestAdmin } from './auth.test-support';
import { prepareAuthArea } from './auth-area';

let test: TestDatabase;
let auth: AuthFacade;
beforeEach(async () => {
  test = await createTestDatabase();
  await prepareAuthArea(test.db);
  auth = createAuthFacade(test.db);
});
afterEach(() => test.close());

const at = new Date('2026-11-25T10:00:00Z');
const owner = (fullName: string) => ({ fullName, phoneNumber: '+91 98765 43210', location: 'Pune' });
const sitter = (fullName: string) => ({
  fullName,
  location: 'Pune',
  yearsExperience: 2,
  services: ['Dog Walking' as const],
  hourlyRate: 300,
  bio: 'Dogs.',
  photos: [],
});

describe("auth's facade for the admin area", () => {
  it('users.search: by email or any profile name (literal, case-insensitive), by role, one page and the total', async () => {
    const priya = await insertTestUser(test.db, { email: 'priya@example.com', phone: null, role: 'pet_owner' });
    const nair = await insertTestUser(test.db, { email: 'walks@example.com', phone: null, role: 'pet_sitter' });
    await insertTestUser(test.db, { email: 'sam@example.com', phone: null, role: 'pet_owner' });
    await auth.saveRecord('pet_owner', priya._id, owner('Priya Shah'), at);
    await auth.saveRecord('pet_sitter', nair._id, sitter('Priya Nair'), at);

    const found = await auth.users.search({ q: 'priya' }, { skip: 0, limit: 10 });
    expect(found.total).toBe(2);
    expect(found.items.map((item) => [item.user.email, item.fullName]).sort()).toEqual([
      ['priya@example.com', 'Priya Shah'],
      ['walks@example.com', 'Priya Nair'],
    ]);
    expect((await auth.users.search({ q: 'priya', role: 'pet_sitter' }, { skip: 0, limit: 10 })).total).toBe(1);
    expect((await auth.users.search({ q: '(a|b)*' }, { skip: 0, limit: 10 })).total).toBe(0);
    const pageTwo = await auth.users.search({}, { skip: 2, limit: 2 });
    expect([pageTwo.items.length, pageTwo.total]).toEqual([1, 3]);
  });

  it('records.byVerification and setVerification: unverified until decided, the record before and after', async () => {
    const user = await insertTestUser(test.db, { email: 'sita@example.com', phone: null, role: 'pet_sitter' });
    const record = await auth.saveRecord('pet_sitter', user._id, sitter('Sita Das'), at);
    const page = { skip: 0, limit: 10 };
    expect((await auth.records.byVerification('pet_sitter', 'pending', page)).items.map((r) => r.fullName)).toEqual([
      'Sita Das',
    ]);

    const adminId = new ObjectId();
    const decision = { status: 'rejected' as const, reason: 'Blurry ID.', decidedAt: at, decidedBy: adminId };
    const changed = await auth.records.setVerification('pet_sitter', record._id, decision);
    expect(changed?.before.verification).toBeUndefined();
    expect(changed?.after.verification).toEqual(decision);
    expect((await auth.records.byVerification('pet_sitter', 'pending', page)).total).toBe(0);
    expect((await auth.records.byVerification('pet_sitter', 'rejected', page)).items[0]?._id).toEqual(record._id);
    expect(await auth.records.setVerification('pet_sitter', new ObjectId(), decision)).toBeNull();

    // A provider editing their profile keeps the decision.
    await auth.saveRecord('pet_sitter', user._id, sitter('Sita D.'), at);
    expect((await auth.records.findById('pet_sitter', record._id))?.verification).toEqual(decision);
  });

  it('admins.identify: the id and email of a live admin session, null otherwise', async () => {
    const cookie = await signInTestAdmin(test.db, 'root@petpal.example');
    const token = cookie.split('=')[1]!;
    const admin = await auth.admins.identify(token);
    expect(admin?.email).toBe('root@petpal.example');
    expect(admin?.id).toBeInstanceOf(ObjectId);
    expect(await auth.admins.identify('made-up')).toBeNull();
  });
});
