import { ApiError } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';

/** What the sitter's inbox says (the spec leaves the sitter's side open: decision 027). */
export const inboxMessages = {
  loadFailed: 'Failed to load booking requests. Please try again.',
  accepted: 'Booking request accepted',
  declined: 'Booking request declined',
  answerFailed: 'Could not save your answer. Please try again.',
} as const;

/** The API's explanation of a refusal (a 4xx but 429, such as the 409 of an overlapping booking), else ours. */
export function answerErrorMessage(error: unknown): string {
  return refusalMessage(error, inboxMessages.answerFailed);
}

/** A pet sitter without a completed profile: the API refuses the inbox with 403. */
export function isProfileMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
