import { ObjectId } from 'mongodb';
import {
  ID_CHECK_ROLES,
  isProviderRole,
  VERIFICATION_CODES,
  verificationMessages,
  type IdCheckInput,
  type IdCheckResponse,
  type ProviderRole,
  type ProviderStanding,
  type SessionUser,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { Conflict, Forbidden, Unauthorized, type AppError } from '../../errors';
import { createProfilesRepository, type RoleRecordDoc } from '../profiles/profiles.repository';
import { createUsersRepository, type UserDoc } from '../users/users.repository';
import { applicationOf, standingOf } from './application';
import { createSandboxIdCheckProvider, type IdCheckProvider } from './id-check-provider';
import { createIdChecksRepository, type IdCheckDoc } from './id-checks.repository';

/** The seed's decisions are signed by this id (no admin made them) with this reason. */
export const SEED_DECIDER = new ObjectId('5eed00000000000000000000');
export const SEED_DECISION = 'Demo account, verified by the seed.';

const needsIdCheck = (role: ProviderRole) => (ID_CHECK_ROLES as readonly string[]).includes(role);

/** The 403 of a standing that is not verified. */
function refusalOf(status: ProviderStanding['status']): AppError {
  if (status === 'suspended') return new Forbidden(verificationMessages.accountSuspended, VERIFICATION_CODES.suspended);
  if (status === 'rejected') return new Forbidden(verificationMessages.providerRejected, VERIFICATION_CODES.rejected);
  return new Forbidden(verificationMessages.providerPending, VERIFICATION_CODES.pending);
}

/**
 * Provider verification (docs/decisions/052): a provider role is an application until an admin verifies the
 * role record; a suspension (on the user) closes everything. Every answer is read from the database.
 */
export function createProviderVerification(
  db: DataPort,
  idCheckProvider: IdCheckProvider = createSandboxIdCheckProvider(),
  now: () => Date = () => new Date(),
) {
  const users = createUsersRepository(db);
  const records = createProfilesRepository(db);
  const idChecks = createIdChecksRepository(db);

  async function standingFor(user: UserDoc): Promise<ProviderStanding | null> {
    const role = user.role;
    if (!role || !isProviderRole(role)) return null;
    const record = await records.findByUser(role, user._id);
    const idCheck = needsIdCheck(role) ? await idChecks.findByUser(user._id) : null;
    return standingOf(role, user, record, idCheck);
  }

  return {
    ensureIndexes: () => idChecks.ensureIndexes(),

    /** The signed-in user's standing (null for a pet owner or a user without a role). */
    async standing(userId: ObjectId): Promise<ProviderStanding | null> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized('Please log in to continue.');
      return standingFor(user);
    },

    /**
     * The one guard of every provider-only route: the caller's record of `role` when an admin has verified it
     * and the account is not suspended. 401 for a guest; `mismatch()` (the area's own 403) for another role;
     * 403 provider_pending, provider_rejected or account_suspended otherwise. Read from the database on every
     * call, so a decision or a suspension takes effect at the next request.
     */
    async requireVerified<R extends ProviderRole>(
      sessionUser: SessionUser | null,
      role: R,
      mismatch: () => AppError,
    ): Promise<RoleRecordDoc<R>> {
      if (!sessionUser) throw new Unauthorized('Please log in to continue.');
      const user = await users.findById(sessionUser.id);
      if (!user) throw new Unauthorized('Please log in to continue.');
      if (user.suspension) throw refusalOf('suspended');
      if (user.role !== role) throw mismatch();
      const record = await records.findByUser(role, user._id);
      const status = record?.verification?.status;
      if (!record || status !== 'verified') throw refusalOf(status === 'rejected' ? 'rejected' : 'pending');
      return record;
    },

    /** Runs the ID check of a sitter, trainer or stylist whose application is undecided; replaces an earlier one. */
    async runIdCheck(userId: ObjectId, input: Required<IdCheckInput>): Promise<IdCheckResponse> {
      const user = await users.findById(userId);
      if (!user) throw new Unauthorized('Please log in to continue.');
      const role = user.role;
      if (!role || !isProviderRole(role) || !needsIdCheck(role)) {
        throw new Conflict(verificationMessages.idCheckNotNeeded, 'id_check_not_needed');
      }
      const record = await records.findByUser(role, user._id);
      if (user.suspension || record?.verification)
        throw new Conflict(verificationMessages.idCheckClosed, 'id_check_closed');
      const documentNumber = input.documentNumber.replace(/[\s-]/g, '');
      const { result } = await idCheckProvider.check({ documentType: input.documentType, documentNumber });
      const saved = await idChecks.save({
        userId: user._id,
        documentType: input.documentType,
        last4: documentNumber.slice(-4).toUpperCase(),
        result,
        provider: idCheckProvider.name,
        checkedAt: now(),
      });
      return { idCheck: toIdCheck(saved), standing: standingOf(role, user, record, saved) };
    },

    /**
     * Demo data: the user's record of `role` verified by the seed (an earlier decision is kept), with a sandbox
     * ID check where the role needs one. No-op without a record.
     */
    async seedVerified(role: ProviderRole, userId: ObjectId, at: Date): Promise<void> {
      const record = await records.findByUser(role, userId);
      if (!record) return;
      if (needsIdCheck(role) && !(await idChecks.findByUser(userId))) {
        await idChecks.save({
          userId,
          documentType: 'national_id',
          last4: userId.toHexString().slice(-4).toUpperCase(),
          result: 'clear',
          provider: 'seed',
          checkedAt: at,
        });
      }
      if (!record.verification) {
        await records.setVerification(role, record._id, {
          status: 'verified',
          reason: SEED_DECISION,
          decidedAt: at,
          decidedBy: SEED_DECIDER,
        });
      }
    },

    /** What admins see of applications: per record, the ID check, the user's email and suspension, what is missing. */
    async applicationsOf<R extends ProviderRole>(role: R, docs: readonly RoleRecordDoc<R>[]) {
      const userIds = docs.map((doc) => doc.userId);
      const [checks, owners] = await Promise.all([
        needsIdCheck(role) ? idChecks.findByUsers(userIds) : Promise.resolve(new Map<string, IdCheckDoc>()),
        users.findByIds(userIds),
      ]);
      return docs.map((record) => {
        const idCheck = checks.get(record.userId.toHexString()) ?? null;
        const user = owners.get(record.userId.toHexString()) ?? null;
        return { record, idCheck, user, ...applicationOf(role, record, idCheck) };
      });
    },
  };
}

export const toIdCheck = (doc: IdCheckDoc) => ({
  documentType: doc.documentType,
  last4: doc.last4,
  result: doc.result,
  checkedAt: doc.checkedAt.toISOString(),
});

export type ProviderVerificationService = ReturnType<typeof createProviderVerification>;
