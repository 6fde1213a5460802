import { describe, expect, it } from 'vitest';
import { AdminUsersPage, adminMessages, ErrorBody } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { asAdmin, asUser, createAdminTestApp, insertVet } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));

const search = async (query: string) => {
  const res = await admin.send('GET', `/api/admin/users${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return AdminUsersPage.parse(await res.json());
};

describe('user search', () => {
  it('finds users by email or by the name on their profile, and by role', async () => {
    await asUser(t, 'priya@example.com');
    await asUser(t, 'sam@example.com');
    await insertVet(t, 'clinic@example.com', 'Priya Nair');

    const all = await search('');
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(all.items.map((user) => user.email)).toEqual(['clinic@example.com', 'sam@example.com', 'priya@example.com']);
    expect(all.items[0]).toMatchObject({ role: 'veterinary_doctor', fullName: 'Priya Nair' });

    expect((await search('?q=PRIYA')).items.map((user) => user.email).sort()).toEqual([
      'clinic@example.com',
      'priya@example.com',
    ]);
    expect((await search('?q=sam%20tester')).items.map((user) => user.fullName)).toEqual(['sam Tester']);
    expect((await search('?q=priya&role=pet_owner')).items.map((user) => user.email)).toEqual(['priya@example.com']);
    // Search text is literal, never a pattern.
    expect((await search('?q=.*')).total).toBe(0);
  });

  it('pages the results twenty at a time', async () => {
    for (let n = 0; n < 23; n++) await asUser(t, `user${String(n).padStart(2, '0')}@example.com`);
    const first = await search('?role=pet_owner');
    const second = await search('?role=pet_owner&page=2');
    expect([first.items.length, second.items.length, second.total]).toEqual([20, 3, 23]);
    expect(new Set([...first.items, ...second.items].map((user) => user.id)).size).toBe(23);
  });

  it('explains bad queries and refuses operators', async () => {
    const res = await admin.send('GET', `/api/admin/users?role=admin&q=${'x'.repeat(101)}&page=two`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({
      role: adminMessages.role,
      q: adminMessages.search,
      page: adminMessages.page,
    });
    const operator = await admin.send('GET', '/api/admin/users?q[$ne]=x&sort=email');
    expect(operator.status).toBe(400);
    expect(ErrorBody.parse(await operator.json()).error.fields).toMatchObject({ sort: 'Unknown field.' });
  });
});
