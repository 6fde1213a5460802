import { ApiError, type FieldErrors } from '@petpal/design-system';
import { isRetryableSignupFailure } from './api/sign-up';
import { signupFields } from './signup-fields';

/** Spec section 8 (Sign-up): the messages this client supplies itself. */
export const signupMessages = {
  rateLimited: 'Too many signup attempts. Please try again later.',
  unexpected: 'An unexpected error occurred during signup. Please try again.',
  timeoutTitle: 'Signup timeout',
  retrying: 'Signup is taking longer than usual. Retrying...',
} as const;

export interface SignupFailure {
  banner?: { title?: string; message: string };
  fields?: FieldErrors;
}

/**
 * A failed sign-up as the form shows it: the API's message for a taken email, the spec's for the rate
 * limit, field errors under their fields, "Signup timeout" once the retries are spent, else a generic banner.
 */
export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof ApiError && error.status === 409) return { banner: { message: error.message } };
  if (error instanceof ApiError && error.status === 429) return { banner: { message: signupMessages.rateLimited } };
  if (error instanceof ApiError && error.status === 400) {
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).filter(([key]) => signupFields.some((field) => field === key)),
    );
    return Object.keys(fields).length > 0 ? { fields } : { banner: { message: error.message } };
  }
  if (isRetryableSignupFailure(error)) {
    return { banner: { title: signupMessages.timeoutTitle, message: signupMessages.unexpected } };
  }
  return { banner: { message: signupMessages.unexpected } };
}
