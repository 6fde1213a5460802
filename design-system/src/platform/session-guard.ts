import type { SessionResponse } from '@petpal/contracts';
import { ROLES } from '@petpal/contracts/roles';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The shape of `SessionResponse` checked without zod, so the first page load does not download it. The schema stays
 * the one truth: the test runs both over the same answers. (The API validates the email's syntax when it stores one.)
 */
export function isSessionResponse(value: unknown): value is SessionResponse {
  if (!isObject(value)) return false;
  const { user } = value;
  if (user === null) return true;
  return (
    isObject(user) &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}
