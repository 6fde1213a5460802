import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { ADMIN_COOKIE } from './admin/admin-cookie';
import { createAdminsRepository } from './admin/admins.repository';
import type { ProfileFields, ProviderRole, StoredRole } from '@petpal/contracts';
import {
  createProfilesRepository,
  ROLE_COLLECTIONS as ROLE_COLLECTIONS_OF,
  type RoleRecordDoc,
} from './profiles/profiles.repository';
import { createPaymentMethodsRepository, type PaymentMethodDoc } from './payment-methods/payment-methods.repository';
import type { DataPort } from '../data/port';
import { SESSION_COOKIE } from './sessions/session-cookie';
import { createSessionsService, hashToken } from './sessions/sessions.service';
import { createUsersRepository, type UserDoc } from './users/users.repository';

/** Tests of any area: a new user (with `role` stored) and the cookie of a real session. */
export async function signInTestUser(
  db: DataPort,
  email: string,
  role?: StoredRole,
): Promise<{ user: UserDoc; cookie: string }> {
  const user = await createUsersRepository(db).insert({ email, phone: null, ...(role ? { role } : {}) });
  return { user, cookie: await createTestSession(db, user._id) };
}

/** Tests of any area: a further real session of an existing user, as its `Cookie` header value. */
export async function createTestSession(db: DataPort, userId: ObjectId): Promise<string> {
  const { token } = await createSessionsService(db).create(userId);
  return `${SESSION_COOKIE}=${token}`;
}

/** Tests of any area: a user stored directly (no session). */
export const insertTestUser = (db: DataPort, fields: Pick<UserDoc, 'email' | 'phone' | 'role'>) =>
  createUsersRepository(db).insert(fields);

/** Tests of any area: a saved payment method stored directly (its provider token made by the test). */
export const insertTestPaymentMethod = (db: DataPort, doc: PaymentMethodDoc) =>
  createPaymentMethodsRepository(db).insert(doc);

/** Tests of any area: a card the payment provider tokenized, saved for `userId` as the payment methods screen saves it. */
export async function insertTestCard(
  db: DataPort,
  userId: ObjectId,
  card: { token: string; brand: string; last4: string },
  createdAt = new Date(),
): Promise<ObjectId> {
  const _id = new ObjectId();
  await insertTestPaymentMethod(db, {
    _id,
    userId,
    methodType: 'card',
    providerToken: card.token,
    cardBrand: card.brand,
    cardLastFour: card.last4,
    createdAt,
  });
  return _id;
}

/** Tests of any area: an admin stored directly (no usable password) and the `Cookie` of a live admin session. */
export async function signInTestAdmin(db: DataPort, email: string): Promise<string> {
  const admins = createAdminsRepository(db);
  const admin = await admins.insertAdmin({ email, passwordHash: 'test-admin-has-no-password', createdAt: new Date() });
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await admins.insertSession({
    tokenHash: hashToken(token),
    adminId: admin._id,
    createdAt: new Date(now),
    expiresAt: new Date(now + 3_600_000),
  });
  return `${ADMIN_COOKIE}=${token}`;
}

/** A complete application of each provider role (what APPLICATION_REQUIREMENTS asks, besides the ID check). */
export const TEST_PROVIDER_FIELDS: { [R in ProviderRole]: ProfileFields<R> } = {
  veterinary_doctor: {
    fullName: 'Dr. Test Vet',
    specialization: 'General practice',
    location: 'Bengaluru',
    availability: 'Mon-Fri',
    phoneNumber: '+91 98765 43210',
    licenseId: 'KA-VET-TEST',
    consultationFee: 500,
    bio: 'A test vet.',
    timeZone: 'UTC',
  },
  pet_sitter: {
    fullName: 'Test Sitter',
    location: 'Bengaluru',
    yearsExperience: 3,
    services: ['Dog Walking'],
    hourlyRate: 300,
    bio: 'A test sitter.',
    photos: [],
  },
  pet_trainer: {
    fullName: 'Test Trainer',
    location: 'Bengaluru',
    hourlyRate: 600,
    yearsExperience: 4,
    specializations: ['Obedience'],
    bio: 'A test trainer.',
    availability: 'Weekends',
  },
  pet_stylist: {
    fullName: 'Test Stylist',
    location: 'Bengaluru',
    hourlyRate: 700,
    yearsExperience: 5,
    specializations: ['Full Grooming'],
    bio: 'A test stylist.',
    availability: 'Weekdays',
  },
  pharmacist: {
    fullName: 'Test Pharmacist',
    pharmacyName: 'Test Pharmacy',
    licenseId: 'KA-PH-TEST',
    location: 'Bengaluru',
    phoneNumber: '+91 98765 43210',
  },
  supplier: {
    fullName: 'Test Supplier',
    businessName: 'Test Supplies Pvt Ltd',
    taxId: '29ABCDE1234F1Z5',
    phoneNumber: '+91 98765 43210',
  },
};

/**
 * Tests of any area: verifies the user's record of `role` as an admin's decision would (docs/decisions/052),
 * saving a complete test record first when the user has none. Answers the record.
 */
export async function verifyTestProvider<R extends ProviderRole>(
  db: DataPort,
  role: R,
  userId: ObjectId,
): Promise<RoleRecordDoc<R>> {
  const records = createProfilesRepository(db);
  const now = new Date();
  const record =
    (await records.findByUser(role, userId)) ??
    (await records.save(role, userId, TEST_PROVIDER_FIELDS[role] as ProfileFields<R>, [], now));
  const verification = {
    status: 'verified' as const,
    reason: 'Verified for a test.',
    decidedAt: now,
    decidedBy: new ObjectId(),
  };
  await db.collection(ROLE_COLLECTIONS_OF[role]).updateOne({ _id: record._id }, { $set: { verification } });
  return { ...record, verification };
}
