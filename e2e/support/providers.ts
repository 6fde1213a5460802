import { expect, request as requestContexts, type APIRequestContext } from '@playwright/test';
import { e2eAdmin, e2eBasePort } from '../platform-fixture';
import { createVerifiedAccount, signIn, type TestAccount } from './accounts';
import { ok } from './api';

export type ProviderRole =
  'veterinary_doctor' | 'pet_sitter' | 'pet_trainer' | 'pet_stylist' | 'pharmacist' | 'supplier';

/** Roles whose application includes the ID check stand-in (decision 052). */
const ID_CHECK_ROLES: readonly ProviderRole[] = ['pet_sitter', 'pet_trainer', 'pet_stylist'];

/** A document the ID check stand-in clears (one starting with CONSIDER asks for a closer look). */
export const CLEAR_DOCUMENT = { documentType: 'passport', documentNumber: 'P4821E2E' } as const;

interface AdminProviderItem {
  id: string;
  userId: string;
  missing: { field: string; label: string }[];
}

/** The shared site the suite's helpers call by default; the bench passes its own platform's origin. */
const e2eSite = `http://localhost:${e2eBasePort}`;

/**
 * Runs `work` with a request context signed in as the suite's administrator (e2eAdmin) on `site`, then
 * disposes it.
 */
export async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>, site = e2eSite): Promise<T> {
  const admin = await requestContexts.newContext({ baseURL: site });
  try {
    await ok(await admin.post('/api/auth/admin/login', { data: e2eAdmin }));
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/**
 * Verifies the provider signed in in `request` through the real admin API of `site` (the same API as
 * `request`'s): the admin finds their complete application in the queue (by name) and verifies it, as an
 * admin would in the dashboard.
 */
export async function verifyProvider(
  request: APIRequestContext,
  role: ProviderRole,
  fullName: string,
  site = e2eSite,
): Promise<void> {
  const session = (await (await ok(await request.get('/api/auth/session'))).json()) as { user: { id: string } };
  await asAdmin(async (admin) => {
    const query = new URLSearchParams({ role, status: 'pending', q: fullName });
    const queue = (await (await ok(await admin.get(`/api/admin/providers?${query}`))).json()) as {
      items: AdminProviderItem[];
    };
    const application = queue.items.find((item) => item.userId === session.user.id);
    expect(application, `${fullName}'s application in the verification queue`).toBeTruthy();
    expect(application?.missing, `what ${fullName}'s application lacks`).toEqual([]);
    await ok(
      await admin.post(`/api/admin/providers/${role}/${application?.id}/verification`, {
        data: { decision: 'verified', reason: 'Checked by the end-to-end suite.' },
      }),
    );
  }, site);
}

/**
 * A new provider of `role` whose application an admin has verified, signed in in `request`: a confirmed
 * account, the role, the profile (`profile`, which must hold what the role's application asks for; its
 * `fullName` finds it in the queue), the ID check where the role takes one, and the admin's verification.
 * Specs that use a provider's screens or book one start here; tests/provider-verification.spec.ts walks the
 * same path through the screens. `site` is the origin `request` talks to (the bench runs its own platform).
 */
export async function createVerifiedProvider(
  request: APIRequestContext,
  role: ProviderRole,
  profile: { fullName: string } & Record<string, unknown>,
  prefix = role.replace(/_/g, '-'),
  site = e2eSite,
): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, `${prefix}-e2e`);
  await signIn(request, account);
  await ok(await request.put('/api/auth/role', { data: { role } }));
  await ok(await request.put('/api/auth/profile', { data: profile }));
  if (ID_CHECK_ROLES.includes(role)) {
    await ok(await request.post('/api/auth/provider-application/id-check', { data: CLEAR_DOCUMENT }));
  }
  await verifyProvider(request, role, profile.fullName, site);
  return account;
}

/**
 * A verified pet sitter with a completed profile in a city no demo sitter has, signed in in `request`; `profile`
 * sets what a spec's assertions read (services, rate, experience).
 */
export function createVerifiedSitter(
  request: APIRequestContext,
  city: string,
  name: string,
  profile: { yearsExperience: number; services: string[]; hourlyRate: number },
): Promise<TestAccount> {
  return createVerifiedProvider(request, 'pet_sitter', {
    fullName: name,
    location: city,
    ...profile,
    bio: 'A sitter made by the end-to-end suite.',
    photos: [],
  });
}
