import { ObjectId } from 'mongodb';
import type { SessionUser } from '@petpal/contracts';
import { Unauthorized } from '../errors';

/** The signed-in user's id, behind `requireUser` (which already answered 401 to guests). */
export function sessionUserId(user: SessionUser | null): ObjectId {
  if (!user) throw new Unauthorized('Please log in to continue.');
  return new ObjectId(user.id);
}
