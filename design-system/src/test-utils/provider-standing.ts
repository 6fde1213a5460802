import type { ProviderStanding } from '@petpal/contracts';
import { ok } from './fake-fetch';

/** The fake API's route of the provider's standing (every provider screen and card reads it). */
export const STANDING_ROUTE = 'GET /api/auth/provider-standing';

/** A standing answer for tests and stories: verified unless `over` says otherwise. */
export function standingOf(role: ProviderStanding['role'], over: Partial<ProviderStanding> = {}) {
  return ok({
    standing: {
      role,
      status: 'verified',
      missing: [],
      reason: null,
      submittedAt: '2026-11-20T10:00:00.000Z',
      decidedAt: '2026-11-21T10:00:00.000Z',
      ...over,
    } satisfies ProviderStanding,
  });
}

/** The fake route of a verified provider of `role`, to spread into a test's or story's routes. */
export const verifiedProvider = (role: ProviderStanding['role']) => ({ [STANDING_ROUTE]: standingOf(role) });
