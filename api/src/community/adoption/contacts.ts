import type { ObjectId } from 'mongodb';
import { PUBLIC_NAME_FALLBACK, type AuthFacade } from '../../auth';
import type { AdoptionContact } from '@petpal/contracts';

/**
 * A person's contact details, from auth's facade: their profile's full name and phone (else the phone they
 * sign in with) and their account's email. Only ever put in an answer to the lister and the accepted adopter.
 */
export function createContacts(auth: Pick<AuthFacade, 'users' | 'records'>) {
  return async function contactOf(userId: ObjectId): Promise<AdoptionContact> {
    const user = await auth.users.findById(userId);
    const role = user?.role;
    const record = role ? await auth.records.findByUser(role, userId) : null;
    const profilePhone = record && 'phoneNumber' in record ? record.phoneNumber : null;
    return {
      name: record?.fullName ?? PUBLIC_NAME_FALLBACK,
      email: user?.email || null,
      phone: profilePhone || user?.phone || null,
    };
  };
}

export type ContactOf = ReturnType<typeof createContacts>;
