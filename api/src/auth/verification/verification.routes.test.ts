import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminUsersPage,
  ErrorBody,
  IdCheckResponse,
  ProviderStandingResponse,
  SignedIn,
  VERIFICATION_CODES,
  verificationMessages,
} from '@petpal/contracts';
import { jsonRequester, type Send } from '../../test-support/json-requester';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { cookieFrom, post, registerVerified, type TestApp } from '../accounts/accounts.test-support';
import { signInTestAdmin, signInTestUser } from '../auth.test-support';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { ID_CHECKS_COLLECTION } from './id-checks.repository';

let test: TestDatabase;
let app: TestApp;
let admin: Send;
beforeEach(async () => {
  test = await createTestDatabase();
  ({ app } = await createTestApp(test.db));
  admin = jsonRequester(app, '', await signInTestAdmin(test.db, 'root@petpal.example'));
});
afterEach(() => test.close());

const vetProfile = (licenseId: string) => ({
  fullName: 'Dr. Asha Rao',
  specialization: 'Surgery',
  location: 'Pune',
  availability: 'Weekdays',
  phoneNumber: '+91 98765 43210',
  licenseId,
  consultationFee: 500,
  bio: 'Small animals.',
});

async function as(email: string, role?: 'pet_owner' | 'pet_sitter') {
  const { user, cookie } = await signInTestUser(test.db, email, role);
  return { user, send: jsonRequester(app, '', cookie) };
}
const standingOf = async (send: Send) =>
  ProviderStandingResponse.parse(await (await send('GET', '/api/auth/provider-standing')).json()).standing;
const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

describe('a provider application', () => {
  it('is pending with what is missing, opens only once an admin verifies it, and closes on a rejection', async () => {
    const asha = await as('asha@example.com');
    expect(await standingOf(asha.send)).toBeNull();
    expect((await asha.send('PUT', '/api/auth/role', { role: 'veterinary_doctor' })).status).toBe(200);
    expect(await standingOf(asha.send)).toEqual({
      role: 'veterinary_doctor',
      status: 'pending',
      missing: [{ field: 'licenseId', label: 'Licence number' }],
      reason: null,
      submittedAt: null,
      decidedAt: null,
    });
    // Choosing the role grants nothing.
    const early = await asha.send('GET', '/api/vet/practice');
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toEqual({
      code: VERIFICATION_CODES.pending,
      message: verificationMessages.providerPending,
    });

    const saved = await asha.send('PUT', '/api/auth/profile', vetProfile('MH-VET-1042'));
    const recordId = ((await saved.json()) as { record: { id: string } }).record.id;
    const complete = await standingOf(asha.send);
    expect(complete).toMatchObject({ status: 'pending', missing: [] });
    expect(complete!.submittedAt).not.toBeNull();
    expect((await asha.send('GET', '/api/vet/practice')).status).toBe(403);
    expect((await (await admin('GET', '/api/vet/vets')).json()) as unknown).toEqual({ vets: [] });

    const verify = await admin('POST', `/api/admin/providers/veterinary_doctor/${recordId}/verification`, {
      decision: 'verified',
    });
    expect(verify.status).toBe(200);
    expect(await standingOf(asha.send)).toMatchObject({ status: 'verified', reason: null });
    expect((await asha.send('GET', '/api/vet/practice')).status).toBe(200);

    // A changed licence is checked again.
    await asha.send('PUT', '/api/auth/profile', { ...vetProfile('MH-VET-1042'), bio: 'Cats too.' });
    expect((await standingOf(asha.send))!.status).toBe('verified');
    await asha.send('PUT', '/api/auth/profile', vetProfile('MH-VET-9999'));
    expect((await standingOf(asha.send))!.status).toBe('pending');
    expect((await asha.send('GET', '/api/vet/practice')).status).toBe(403);

    await admin('POST', `/api/admin/providers/veterinary_doctor/${recordId}/verification`, {
      decision: 'rejected',
      reason: 'Licence not on the council register.',
    });
    expect(await standingOf(asha.send)).toMatchObject({
      status: 'rejected',
      reason: 'Licence not on the council register.',
    });
    const refused = await asha.send('GET', '/api/vet/practice');
    expect(await errorOf(refused)).toEqual({
      code: VERIFICATION_CODES.rejected,
      message: verificationMessages.providerRejected,
    });
  });

  it('runs the ID check of a sitter, keeping only the type, the last four characters and the result', async () => {
    const sita = await as('sita@example.com', 'pet_sitter');
    expect((await standingOf(sita.send))!.missing.map((item) => item.field)).toEqual(['yearsExperience', 'idCheck']);

    const res = await sita.send('POST', '/api/auth/provider-application/id-check', {
      documentType: 'driving_licence',
      documentNumber: 'CONSIDER-12 3456',
    });
    expect(res.status).toBe(200);
    const { idCheck, standing } = IdCheckResponse.parse(await res.json());
    expect(idCheck).toMatchObject({ documentType: 'driving_licence', last4: '3456', result: 'consider' });
    expect(standing.missing.map((item) => item.field)).toEqual(['yearsExperience']);
    const clear = IdCheckResponse.parse(
      await (
        await sita.send('POST', '/api/auth/provider-application/id-check', {
          documentType: 'passport',
          documentNumber: 'P7654321',
        })
      ).json(),
    );
    expect(clear.idCheck).toMatchObject({ last4: '4321', result: 'clear' });
    const stored = await test.db.collection(ID_CHECKS_COLLECTION).find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/P7654321|7654321/);

    const bad = await sita.send('POST', '/api/auth/provider-application/id-check', {
      documentType: 'library_card',
      documentNumber: '12',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      documentType: verificationMessages.documentType,
      documentNumber: verificationMessages.documentNumber,
    });
    const owner = await as('olive@example.com', 'pet_owner');
    const notNeeded = await owner.send('POST', '/api/auth/provider-application/id-check', {
      documentType: 'passport',
      documentNumber: 'P7654321',
    });
    expect(notNeeded.status).toBe(409);
    expect((await errorOf(notNeeded)).code).toBe('id_check_not_needed');
  });
});

describe('suspension', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, and lifting it lets the user back in', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const login = () => post(app, '/api/auth/login', { email: 'sam@example.com', password: 'correct-horse' });
    const first = await login();
    const cookie = cookieFrom(first, SESSION_COOKIE)!;
    const userId = SignedIn.parse(await first.json()).user.id;
    const sam = jsonRequester(app, '', cookie);
    expect((await sam('GET', '/api/auth/pets')).status).toBe(200);

    const suspend = await admin('POST', `/api/admin/users/${userId}/suspension`, { reason: 'Scam listings.' });
    expect(suspend.status).toBe(200);
    expect(await test.db.collection('sessions').countDocuments()).toBe(0);
    expect((await sam('GET', '/api/auth/pets')).status).toBe(401);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: VERIFICATION_CODES.suspended,
      message: verificationMessages.accountSuspended,
    });
    const again = await admin('POST', `/api/admin/users/${userId}/suspension`, { reason: 'Twice.' });
    expect(again.status).toBe(409);
    const listed = AdminUsersPage.parse(await (await admin('GET', '/api/admin/users?q=sam')).json());
    expect(listed.items[0]!.suspended).toMatchObject({ reason: 'Scam listings.' });
    expect((await admin('POST', `/api/admin/users/${userId}/suspension`, {})).status).toBe(400);

    expect((await admin('DELETE', `/api/admin/users/${userId}/suspension`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/users/${userId}/suspension`)).status).toBe(409);
    expect((await login()).status).toBe(200);
    const missing = await admin('POST', `/api/admin/users/${'0'.repeat(24)}/suspension`, { reason: 'Nobody.' });
    expect(missing.status).toBe(404);
  });
});
