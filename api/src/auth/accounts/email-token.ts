import { randomBytes } from 'node:crypto';
import { hashToken } from '../sessions/sessions.service';

/** A fresh 256-bit link token (64 hex characters) and the SHA-256 that is stored instead of it. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, tokenHash: hashToken(token) };
}
