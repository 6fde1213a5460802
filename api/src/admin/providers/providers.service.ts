import { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  type AdminProvider,
  type AdminProvidersPage,
  type ProviderRole,
  type VerificationStatus,
} from '../../contracts';
import { Invalid, NotFound } from '../../errors';
import { pageWindow } from '../access/admin-access';
import type { AuditedChange } from '../audit/audited';

const licenseOf = (record: RoleRecordDoc<ProviderRole>): string | null =>
  'licenseId' in record && typeof record.licenseId === 'string' && record.licenseId.trim() ? record.licenseId : null;

function toAdminProvider(role: ProviderRole, record: RoleRecordDoc<ProviderRole>): AdminProvider {
  return {
    id: record._id.toHexString(),
    userId: record.userId.toHexString(),
    role,
    fullName: record.fullName,
    licenseId: licenseOf(record),
    status: record.verification?.status ?? 'unverified',
    reason: record.verification?.reason ?? null,
    decidedAt: record.verification?.decidedAt.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** Provider verification (docs/decisions/042): the records stay auth's, changed through its facade. */
export function createProvidersService(auth: Pick<AuthFacade, 'records'>, now: () => Date) {
  return {
    async list(
      role: ProviderRole,
      status: VerificationStatus,
      page: number,
      name?: string,
    ): Promise<AdminProvidersPage> {
      const window = pageWindow(page, ADMIN_PAGE_SIZE);
      const { items, total } = await auth.records.byVerification(role, status, window, name || undefined);
      return { items: items.map((record) => toAdminProvider(role, record)), page, pageSize: ADMIN_PAGE_SIZE, total };
    },

    /** Verifies or rejects a provider; a vet is verified only with a license ID on their profile. */
    async decide(
      adminId: ObjectId,
      role: ProviderRole,
      id: string,
      input: { decision: 'verified' | 'rejected'; reason: string },
    ): Promise<AuditedChange> {
      const recordId = new ObjectId(id);
      const record = await auth.records.findById(role, recordId);
      if (!record) throw new NotFound(adminMessages.providerNotFound);
      if (role === 'veterinary_doctor' && input.decision === 'verified' && !licenseOf(record)) {
        throw new Invalid(adminMessages.licenseRequired, { licenseId: adminMessages.licenseRequired });
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
        before: { status: changed.before.verification?.status ?? 'unverified' },
        after: { status: input.decision, licenseId: licenseOf(changed.after) },
      };
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
