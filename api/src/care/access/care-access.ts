import { ObjectId } from 'mongodb';
import * as z from 'zod/mini';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import { careMessages, ObjectIdString, type SessionUser } from '@petpal/contracts';
import { Forbidden, Unauthorized } from '../../errors';
import type { SitterRecordDoc, SittersRepository } from '../sitters/sitters.repository';

export type OwnerRecordDoc = RoleRecordDoc<'pet_owner'>;

/** Path parameters: ids are validated before they reach a filter. */
export const IdParams = z.strictObject({ id: ObjectIdString });

/** The user behind `requireUser` (which has already answered 401 to guests). */
export function signedInUser(user: SessionUser | null): SessionUser {
  if (!user) throw new Unauthorized('Please log in to continue.');
  return user;
}

/**
 * Who may do what in care: owners act through their pet_owners record, sitters through their
 * pet_sitters record. Records and pets are auth's, read through its facade.
 */
export function createCareAccess(auth: AuthFacade, sitters: SittersRepository) {
  return {
    /** Spec sections 5 and 8: booking needs a pet_owners record. */
    async requireOwner(user: SessionUser | null): Promise<OwnerRecordDoc> {
      const owner = await auth.records.findByUser('pet_owner', new ObjectId(signedInUser(user).id));
      if (!owner) throw new Forbidden(careMessages.noOwnerProfile);
      return owner;
    },

    /** A sitter's inbox belongs to a verified pet_sitter (docs/decisions/052). */
    requireSitter: (user: SessionUser | null): Promise<SitterRecordDoc> =>
      sitters.requireVerified(user, () => new Forbidden(careMessages.notSitter)),

    /** Owners' records by id (hex). */
    ownersByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_owner', ids),

    /** The pets of a pet_owners record, oldest first. */
    petsOf: (ownerRecordId: ObjectId) => auth.pets.listByOwner(ownerRecordId),
  };
}

export type CareAccess = ReturnType<typeof createCareAccess>;
