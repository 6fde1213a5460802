import { ApiError } from '@petpal/design-system';
import { isNetworkFailure } from '../../lib/request-errors';

/** Spec section 8 (Login), with the two abbreviated messages written out. */
export const loginMessages = {
  fallback: 'Login failed. Please check your credentials and try again.',
  connection: 'Connection issue: please check your internet connection and try again.',
  unexpected: 'Something went wrong: an unexpected error occurred during login. Please try again.',
} as const;

/**
 * The banner for a failed login: the API's own message for a refused login (wrong password, unverified
 * email, rate limit), a connection notice when no answer came, and a generic one for anything else.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message || loginMessages.fallback;
  if (isNetworkFailure(error)) return loginMessages.connection;
  return loginMessages.unexpected;
}
