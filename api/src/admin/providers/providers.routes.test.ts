import { describe, expect, it } from 'vitest';
import { AdminProvidersPage, adminMessages, AuditPage, ErrorBody, verificationMessages } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { asAdmin, auditEntries, createAdminTestApp, insertSitter, insertVet, someId } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));

const list = async (query: string) => {
  const res = await admin.send('GET', `/api/admin/providers${query}`);
  expect(res.status).toBe(200);
  return AdminProvidersPage.parse(await res.json());
};
const decide = (role: string, id: string, body: unknown) =>
  admin.send('POST', `/api/admin/providers/${role}/${id}/verification`, body);

describe('provider verification', () => {
  it('lists pending vets with their application, verifies one and moves it to the verified list', async () => {
    const asha = await insertVet(t, 'asha@example.com', 'Asha Rao', 'MH-VET-1042');
    await insertVet(t, 'ravi@example.com', 'Ravi Iyer', 'MH-VET-2077');
    await insertSitter(t, 'sita@example.com', 'Sita Das');

    // Without a role, the queue holds every kind of provider, oldest application first.
    expect((await list('')).items.map((p) => [p.role, p.fullName])).toEqual([
      ['veterinary_doctor', 'Asha Rao'],
      ['veterinary_doctor', 'Ravi Iyer'],
      ['pet_sitter', 'Sita Das'],
    ]);
    const unverified = await list('?role=veterinary_doctor&status=pending');
    expect(unverified).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(unverified.items[0]).toMatchObject({
      id: asha,
      role: 'veterinary_doctor',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      licenseId: 'MH-VET-1042',
      missing: [],
      status: 'pending',
      reason: null,
      suspended: null,
    });
    expect(unverified.items[0]!.submittedAt).not.toBeNull();

    const res = await decide('veterinary_doctor', asha, { decision: 'verified', reason: 'Checked with the council.' });
    expect(await res.json()).toEqual({ action: 'provider.verify', targetType: 'veterinary_doctor', targetId: asha });
    expect((await list('?role=veterinary_doctor')).items.map((p) => p.fullName)).toEqual(['Ravi Iyer']);
    const verified = await list('?status=verified');
    expect(verified.items).toMatchObject([{ id: asha, status: 'verified', reason: 'Checked with the council.' }]);
    expect(verified.items[0]!.decidedAt).not.toBeNull();

    const sitters = await list('?role=pet_sitter&status=pending');
    expect(sitters.items).toMatchObject([
      {
        fullName: 'Sita Das',
        licenseId: null,
        yearsExperience: 3,
        idCheck: { documentType: 'passport', last4: '4567', result: 'clear' },
        missing: [],
      },
    ]);

    const [entry] = await auditEntries(t.db);
    expect(entry).toMatchObject({
      action: 'provider.verify',
      targetType: 'veterinary_doctor',
      targetId: asha,
      before: { status: 'pending' },
      after: { status: 'verified', licenseId: 'MH-VET-1042' },
    });
    const audit = AuditPage.parse(
      await (await admin.send('GET', `/api/admin/audit?target=veterinary_doctor:${asha}`)).json(),
    );
    expect(audit.items.map((item) => item.action)).toEqual(['provider.verify']);
  });

  it('finds providers by part of their name, any case, regex characters as text', async () => {
    await insertVet(t, 'asha@example.com', 'Asha Rao', 'MH-VET-1042');
    await insertVet(t, 'ravi@example.com', 'Ravi Iyer', 'MH-VET-2077');
    expect((await list('?q=RAO')).items.map((p) => p.fullName)).toEqual(['Asha Rao']);
    expect((await list('?q=.*')).total).toBe(0);
    expect((await list('?q=%20%20')).total).toBe(2);
  });

  it('rejects with a reason only, and refuses to verify an incomplete application', async () => {
    const vet = await insertVet(t, 'nolicense@example.com', 'No License', '');
    const noReason = await decide('veterinary_doctor', vet, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(ErrorBody.parse(await noReason.json()).error.fields).toEqual({ reason: adminMessages.rejectionReason });

    const unlicensed = await decide('veterinary_doctor', vet, { decision: 'verified', reason: '' });
    expect(unlicensed.status).toBe(400);
    expect(ErrorBody.parse(await unlicensed.json()).error).toMatchObject({
      code: 'application_incomplete',
      message: verificationMessages.applicationIncomplete,
      fields: { licenseId: 'Licence number is missing.' },
    });
    expect(await auditEntries(t.db)).toEqual([]);

    const rejected = await decide('veterinary_doctor', vet, { decision: 'rejected', reason: 'No license on file.' });
    expect(rejected.status).toBe(200);
    expect((await list('?status=rejected')).items).toMatchObject([{ id: vet, reason: 'No license on file.' }]);
    expect(await auditEntries(t.db)).toHaveLength(1);

    // A sitter has no license to check, but needs the ID check.
    const unchecked = await insertSitter(t, 'ravi@example.com', 'Ravi Das', { idCheck: false });
    const noCheck = await decide('pet_sitter', unchecked, { decision: 'verified' });
    expect(ErrorBody.parse(await noCheck.json()).error.fields).toEqual({ idCheck: 'ID check is missing.' });
    const sitter = await insertSitter(t, 'sita@example.com', 'Sita Das');
    expect((await decide('pet_sitter', sitter, { decision: 'verified' })).status).toBe(200);
  });

  it('validates the role, the id and the body, and answers 404 for a record that does not exist', async () => {
    const vet = await insertVet(t, 'asha@example.com', 'Asha Rao');
    const cases: [string, string, unknown, Record<string, string>][] = [
      ['vet', vet, { decision: 'verified' }, { role: adminMessages.providerRole }],
      ['veterinary_doctor', 'not-an-id', { decision: 'verified' }, { id: 'Must be a valid id.' }],
      ['veterinary_doctor', vet, { decision: 'maybe' }, { decision: adminMessages.decision }],
      ['veterinary_doctor', vet, { decision: { $ne: '' } }, { decision: adminMessages.decision }],
      ['veterinary_doctor', vet, { decision: 'verified', status: 'verified' }, { status: 'Unknown field.' }],
      ['veterinary_doctor', vet, { decision: 'rejected', reason: 'x'.repeat(501) }, { reason: adminMessages.reason }],
    ];
    for (const [role, id, body, fields] of cases) {
      const res = await decide(role, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields).toEqual(fields);
    }
    const missing = await decide('veterinary_doctor', someId(), { decision: 'verified' });
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(await missing.json()).error.message).toBe(adminMessages.providerNotFound);
    // The vet exists, but not as a sitter.
    expect((await decide('pet_sitter', vet, { decision: 'verified' })).status).toBe(404);

    const badList = await admin.send('GET', '/api/admin/providers?status=unverified&role=vet&page=0');
    expect(ErrorBody.parse(await badList.json()).error.fields).toEqual({
      status: adminMessages.verificationStatus,
      role: adminMessages.providerRole,
      page: adminMessages.page,
    });
    expect(await auditEntries(t.db)).toEqual([]);
  });
});
