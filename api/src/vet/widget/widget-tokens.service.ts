import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { AuthFacade, UserDoc } from '../../auth';
import type { WidgetTokensRepository } from './widget-tokens.repository';

/** Long enough to pick a slot and book; short enough that a leaked token is soon worthless. */
export const WIDGET_TOKEN_MS = 30 * 60_000;

/**
 * Tokens for the partner widget, which runs on another site where PetPal's cookie is a third-party one
 * (and often blocked): the user signs in in a PetPal popup, which hands the partner page a token bound to
 * that page's origin and to the PetPal session it came from.
 */
export function createWidgetTokensService(
  tokens: WidgetTokensRepository,
  sessions: AuthFacade['sessions'],
  now: () => Date = () => new Date(),
) {
  const { hashToken } = sessions;

  return {
    async issue(userId: ObjectId, origin: string, sessionToken: string): Promise<{ token: string; expiresAt: Date }> {
      const token = `pw_${randomBytes(32).toString('base64url')}`;
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + WIDGET_TOKEN_MS);
      await tokens.insert({
        _id: new ObjectId(),
        tokenHash: hashToken(token),
        userId,
        origin,
        sessionTokenHash: hashToken(sessionToken),
        createdAt,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The user, when the token is live, used from its own origin, and its PetPal session still exists. */
    async resolve(token: string, origin: string): Promise<UserDoc | null> {
      const doc = await tokens.findByTokenHash(hashToken(token));
      if (!doc || doc.origin !== origin || doc.expiresAt <= now()) return null;
      const user = await sessions.userOfLiveSession(doc.sessionTokenHash, now());
      return user?._id.equals(doc.userId) ? user : null;
    },
  };
}

export type WidgetTokensService = ReturnType<typeof createWidgetTokensService>;
