import { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  PROVIDER_ROLES,
  verificationMessages,
  type AdminProvider,
  type AdminProvidersPage,
  type ProviderRole,
  type VerificationStatus,
} from '@petpal/contracts';
import { Invalid, NotFound } from '../../errors';
import { pageWindow } from '../access/admin-access';
import type { AuditedChange } from '../audit/audited';

type Application = Awaited<ReturnType<AuthFacade['providers']['applicationsOf']>>[number];

const textOf = (record: RoleRecordDoc<ProviderRole>, field: string): string | null => {
  const value: unknown = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : null;
};

function toAdminProvider(
  role: ProviderRole,
  { record, idCheck, user, missing, submittedAt }: Application,
): AdminProvider {
  const years: unknown = (record as Record<string, unknown>).yearsExperience;
  return {
    id: record._id.toHexString(),
    userId: record.userId.toHexString(),
    role,
    fullName: record.fullName,
    email: user?.email ?? null,
    licenseId: textOf(record, 'licenseId'),
    businessName: textOf(record, 'businessName'),
    taxId: textOf(record, 'taxId'),
    yearsExperience: typeof years === 'number' ? years : null,
    idCheck: idCheck && {
      documentType: idCheck.documentType,
      last4: idCheck.last4,
      result: idCheck.result,
      checkedAt: idCheck.checkedAt.toISOString(),
    },
    missing,
    status: record.verification?.status ?? 'pending',
    reason: record.verification?.reason ?? null,
    submittedAt: submittedAt?.toISOString() ?? null,
    decidedAt: record.verification?.decidedAt.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    suspended: user?.suspension ? { reason: user.suspension.reason, at: user.suspension.at.toISOString() } : null,
  };
}

const byCreated = (a: RoleRecordDoc<ProviderRole>, b: RoleRecordDoc<ProviderRole>) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a._id.toHexString().localeCompare(b._id.toHexString());

/**
 * Provider verification (docs/decisions/042, 052): the verification queue with what each applicant sent, and
 * the decision. The records stay auth's, read and changed through its facade.
 */
export function createProvidersService(auth: Pick<AuthFacade, 'records' | 'providers'>, now: () => Date) {
  async function page(
    role: ProviderRole | undefined,
    status: VerificationStatus,
    window: ReturnType<typeof pageWindow>,
    name?: string,
  ) {
    if (role) {
      const { items, total } = await auth.records.byVerification(role, status, window, name);
      return { rows: items.map((record) => ({ role, record })), total };
    }
    // Every role: the first skip+limit of each, merged oldest first (the queue's order).
    const upTo = { skip: 0, limit: window.skip + window.limit };
    const each = await Promise.all(
      PROVIDER_ROLES.map(async (r) => {
        const { items, total } = await auth.records.byVerification(r, status, upTo, name);
        return { items: items.map((record) => ({ role: r, record })), total };
      }),
    );
    const merged = each
      .flatMap(({ items }) => items)
      .sort((a, b) => byCreated(a.record, b.record))
      .slice(window.skip, window.skip + window.limit);
    return { rows: merged, total: each.reduce((sum, { total }) => sum + total, 0) };
  }

  const applications = (rows: { role: ProviderRole; record: RoleRecordDoc<ProviderRole> }[]) =>
    Promise.all(
      rows.map(async ({ role, record }) =>
        toAdminProvider(role, (await auth.providers.applicationsOf(role, [record]))[0]!),
      ),
    );

  return {
    async list(
      role: ProviderRole | undefined,
      status: VerificationStatus,
      pageNumber: number,
      name?: string,
    ): Promise<AdminProvidersPage> {
      const window = pageWindow(pageNumber, ADMIN_PAGE_SIZE);
      const found = await page(role, status, window, name || undefined);
      return { items: await applications(found.rows), page: pageNumber, pageSize: ADMIN_PAGE_SIZE, total: found.total };
    },

    /** Verifies or rejects a provider; verification needs a complete application (APPLICATION_REQUIREMENTS). */
    async decide(
      adminId: ObjectId,
      role: ProviderRole,
      id: string,
      input: { decision: 'verified' | 'rejected'; reason: string },
    ): Promise<AuditedChange> {
      const recordId = new ObjectId(id);
      const record = await auth.records.findById(role, recordId);
      if (!record) throw new NotFound(adminMessages.providerNotFound);
      if (input.decision === 'verified') {
        const [application] = await auth.providers.applicationsOf(role, [record]);
        if (application && application.missing.length > 0) {
          throw new Invalid(
            verificationMessages.applicationIncomplete,
            Object.fromEntries(application.missing.map(({ field, label }) => [field, `${label} is missing.`])),
            'application_incomplete',
          );
        }
      }
      const changed = await auth.records.setVerification(role, recordId, {
        status: input.decision,
        reason: input.reason,
        decidedAt: now(),
        decidedBy: adminId,
      });
      if (!changed) throw new NotFound(adminMessages.providerNotFound);
      return {
        targetType: role,
        targetId: id,
        reason: input.reason,
        before: { status: changed.before.verification?.status ?? 'pending' },
        after: { status: input.decision, licenseId: textOf(changed.after, 'licenseId') },
      };
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
