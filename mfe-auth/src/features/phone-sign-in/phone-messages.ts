import type { AuthMode } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { isNetworkFailure } from '../../lib/request-errors';

/** Spec section 8 (Social, phone): banners and toasts of the phone flow, word for word. */
export const phoneMessages = {
  sendFailedTitle: 'Phone sign-in failed',
  verifyFailedTitle: 'OTP verification failed',
  codeSent: 'OTP sent to your phone number',
  sendFailed: (message: string) => `Failed to send OTP: ${message}`,
  verifyFailed: (message: string) => `OTP verification failed: ${message}`,
  success: { login: 'Logged in successfully!', signup: 'Signed up successfully!' } satisfies Record<AuthMode, string>,
} as const;

const connection = 'Connection issue: please check your internet connection and try again.';
const unexpected = 'Something went wrong. Please try again.';

/** What went wrong, in words: the field's message for a refused field, the API's message, or a generic one. */
export function phoneErrorMessage(error: unknown, field: 'phone' | 'code'): string {
  if (error instanceof ApiError && error.status < 500) return error.fields?.[field] ?? error.message;
  if (isNetworkFailure(error)) return connection;
  return unexpected;
}
