import { describe, expect, it } from 'vitest';
import { adminMessages, AuditPage, ErrorBody } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { asAdmin, createAdminTestApp, insertSitter, insertVet } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);

describe('GET /api/admin/audit', () => {
  it('lists entries newest first, by target type, target and admin', async () => {
    const root = await asAdmin(t, 'root@petpal.example');
    const ops = await asAdmin(t, 'ops@petpal.example');
    const vet = await insertVet(t, 'vet@example.com', 'Asha Rao');
    const sitter = await insertSitter(t, 'sitter@example.com', 'Sita Das');
    await root.send('POST', `/api/admin/providers/veterinary_doctor/${vet}/verification`, { decision: 'verified' });
    await ops.send('POST', `/api/admin/providers/pet_sitter/${sitter}/verification`, {
      decision: 'rejected',
      reason: 'Photos are stock images.',
    });

    const page = async (query: string) =>
      AuditPage.parse(await (await root.send('GET', `/api/admin/audit${query}`)).json());
    const all = await page('');
    expect(all.total).toBe(2);
    expect(all.items.map((entry) => entry.targetId)).toEqual([sitter, vet]);
    expect(all.items[0]).toMatchObject({ adminEmail: 'ops@petpal.example', reason: 'Photos are stock images.' });
    expect((await page('?target=veterinary_doctor')).items.map((entry) => entry.targetId)).toEqual([vet]);
    expect((await page(`?target=pet_sitter:${vet}`)).total).toBe(0);
    expect((await page('?admin=ROOT@petpal.example')).items.map((entry) => entry.targetId)).toEqual([vet]);
  });

  it('explains bad filters', async () => {
    const root = await asAdmin(t);
    const res = await root.send('GET', '/api/admin/audit?target=provider:xyz&admin=root');
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({
      target: adminMessages.auditTarget,
      admin: adminMessages.adminEmail,
    });
  });
});
