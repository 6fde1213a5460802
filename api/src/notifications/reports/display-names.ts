import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';

/** What a user without a profile name is called on a report. */
export const ANONYMOUS_NAME = 'PetPal member';

/** "Priya Sharma" -> "Priya S.": enough to tell people apart on a public page, no more. */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (!first) return ANONYMOUS_NAME;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export type DisplayNames = (userId: ObjectId) => Promise<string>;

/**
 * A user's public name on reports: the short form of their profile's full name (whatever their role), or
 * "PetPal member". Never their email or phone.
 */
export function createDisplayNames(auth: Pick<AuthFacade, 'users' | 'records'>): DisplayNames {
  return async (userId) => {
    const user = await auth.users.findById(userId);
    const role = user?.role;
    if (!role) return ANONYMOUS_NAME;
    const record = await auth.records.findByUser(role, userId);
    return record ? shortName(record.fullName) : ANONYMOUS_NAME;
  };
}
