import { ApiError } from '@petpal/design-system';

/**
 * A refusal the API explains (a 4xx but 429, such as the 409 of a slot someone just took) in the API's
 * words; anything else (a 5xx, a 429, a network failure) as `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : fallback;
}

/** A 403: the signed-in user lacks the profile the feature needs (a pet owner, a pet stylist...). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
