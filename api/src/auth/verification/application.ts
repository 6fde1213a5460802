import {
  APPLICATION_REQUIREMENTS,
  type MissingItem,
  type ProviderRole,
  type ProviderStanding,
} from '@petpal/contracts';
import type { UserDoc } from '../users/users.repository';
import type { RoleRecordDoc } from '../profiles/profiles.repository';
import type { IdCheckDoc } from './id-checks.repository';

type ProviderRecord = RoleRecordDoc<ProviderRole>;

/** What an application has sent of one requirement (APPLICATION_REQUIREMENTS' fields). */
function hasSent(field: string, record: ProviderRecord | null, idCheck: IdCheckDoc | null): boolean {
  if (field === 'idCheck') return idCheck !== null;
  const value: unknown = record ? (record as Record<string, unknown>)[field] : undefined;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim().length > 0;
}

/** What `role`'s application still lacks, and when it became complete (the later of the profile and the ID check). */
export function applicationOf(role: ProviderRole, record: ProviderRecord | null, idCheck: IdCheckDoc | null) {
  const missing: MissingItem[] = APPLICATION_REQUIREMENTS[role]
    .filter((item) => !hasSent(item.field, record, idCheck))
    .map(({ field, label }) => ({ field, label }));
  const times = [record?.updatedAt, idCheck?.checkedAt].filter((time): time is Date => time instanceof Date);
  const submittedAt =
    missing.length === 0 && record ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
  return { missing, submittedAt };
}

/** A provider's standing: a suspension (any account) first, then the admin's decision, else pending. */
export function standingOf(
  role: ProviderRole,
  user: Pick<UserDoc, 'suspension'>,
  record: ProviderRecord | null,
  idCheck: IdCheckDoc | null,
): ProviderStanding {
  const { missing, submittedAt } = applicationOf(role, record, idCheck);
  const decision = record?.verification;
  const base = { role, missing, submittedAt: submittedAt?.toISOString() ?? null };
  if (user.suspension) {
    return {
      ...base,
      status: 'suspended',
      reason: user.suspension.reason,
      decidedAt: user.suspension.at.toISOString(),
    };
  }
  if (!decision) return { ...base, status: 'pending', reason: null, decidedAt: null };
  return {
    ...base,
    status: decision.status,
    reason: decision.status === 'rejected' ? decision.reason : null,
    decidedAt: decision.decidedAt.toISOString(),
  };
}
