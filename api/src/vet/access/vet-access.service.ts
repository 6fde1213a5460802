import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { vetMessages, type SessionUser } from '@petpal/contracts';
import { Forbidden, Unauthorized } from '../../errors';
import type { OwnerRecordDoc, VetRecordDoc } from '../directory/vet-records';

export const signedInUser = (user: SessionUser | null): SessionUser => {
  if (!user) throw new Unauthorized('Please log in to continue.');
  return user;
};

/** Who may do what in the vet area: owners act through their pet_owners record, vets through theirs. */
export function createVetAccess(records: AuthFacade['records'], providers: AuthFacade['providers']) {
  return {
    /** Spec section 5: booking is refused without a pet_owners record. */
    async requireOwner(user: SessionUser): Promise<OwnerRecordDoc> {
      const owner = await records.findByUser('pet_owner', new ObjectId(user.id));
      if (!owner) throw new Forbidden(vetMessages.noOwnerProfile, 'no_owner_profile');
      return owner;
    },

    /** The practice belongs to a verified veterinary_doctor (auth's one provider guard, docs/decisions/052). */
    requireVet: (user: SessionUser): Promise<VetRecordDoc> =>
      providers.requireVerified(user, 'veterinary_doctor', () => new Forbidden(vetMessages.notVet, 'not_a_vet')),
  };
}

export type VetAccess = ReturnType<typeof createVetAccess>;
