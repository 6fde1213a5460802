import type { Context } from 'hono';
import { ObjectId } from 'mongodb';
import * as z from 'zod/mini';
import type { AppEnv } from '../../app-env';
import { readAdminCookie, type AuthFacade } from '../../auth';
import { communityMessages, ObjectIdString } from '@petpal/contracts';
import { Forbidden, Unauthorized } from '../../errors';

/** An id in the path, as an ObjectId. */
export const IdParams = z.strictObject({
  id: z.pipe(
    ObjectIdString,
    z.transform((id) => new ObjectId(id)),
  ),
});

/** Who is asking: a signed-in user (or a guest) and, on the separate admin cookie, a PetPal admin. */
export interface Viewer {
  userId: ObjectId | null;
  admin: boolean;
}

export const GUEST: Viewer = { userId: null, admin: false };

/** The signed-in user's id; 401 for a guest (an admin alone has no user account to post with). */
export function userOf(viewer: Viewer): ObjectId {
  if (!viewer.userId) throw new Unauthorized('Please log in to continue.');
  return viewer.userId;
}

/** 403 unless a PetPal admin is signed in. */
export function requireAdminViewer(viewer: Viewer): void {
  if (!viewer.admin) throw new Forbidden(communityMessages.adminsOnly, 'admins_only');
}

/** May change or remove what `authorId` wrote in a group moderated by `moderatorIds`. */
export const canModerate = (viewer: Viewer, moderatorIds: readonly ObjectId[]) =>
  viewer.admin || (viewer.userId !== null && moderatorIds.some((id) => id.equals(viewer.userId!)));
export const canChange = (viewer: Viewer, authorId: ObjectId, moderatorIds: readonly ObjectId[]) =>
  (viewer.userId !== null && authorId.equals(viewer.userId)) || canModerate(viewer, moderatorIds);

/** Reads the viewer of a request: the session's user (set by auth's loader) and a live admin session, if any. */
export function createViewerOf(auth: Pick<AuthFacade, 'admins'>) {
  return async (c: Context<AppEnv>): Promise<Viewer> => {
    const user = c.get('user');
    const adminToken = readAdminCookie(c);
    const admin = adminToken ? (await auth.admins.ofSession(adminToken)) !== null : false;
    return { userId: user ? new ObjectId(user.id) : null, admin };
  };
}

export type ViewerOf = ReturnType<typeof createViewerOf>;
