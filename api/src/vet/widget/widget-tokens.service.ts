import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { createSessionsRepository } from '../../auth/sessions/sessions.repository';
import { hashToken } from '../../auth/sessions/sessions.service';
import { createUsersRepository, type UserDoc } from '../../auth/users/users.repository';
import type { DataPort } from '../../data/port';
import { createWidgetTokensRepository } from './widget-tokens.repository';

/** Long enough to pick a slot and book; short enough that a leaked token is soon worthless. */
export const WIDGET_TOKEN_MS = 30 * 60_000;

/**
 * Tokens for the partner widget, which runs on another site where PetPal's cookie is a third-party one
 * (and often blocked): the user signs in in a PetPal popup, which hands the partner page a token bound to
 * that page's origin and to the PetPal session it came from.
 */
export function createWidgetTokensService(db: DataPort, now: () => Date = () => new Date()) {
  const tokens = createWidgetTokensRepository(db);
  const sessions = createSessionsRepository(db);
  const users = createUsersRepository(db);

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
      const session = await sessions.findByTokenHash(doc.sessionTokenHash);
      if (!session || session.expiresAt <= now()) return null;
      return users.findById(doc.userId);
    },
  };
}

export type WidgetTokensService = ReturnType<typeof createWidgetTokensService>;
