import { ApiError } from '@petpal/design-system';

export const CART_UNREACHABLE = 'We could not reach PetPal. Please check your connection and try again.';

/** What to tell the shopper when a cart change failed: the API's (or the guest cart's) words, or a network note. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError || !(error instanceof Error)) return CART_UNREACHABLE;
  return error.message;
}
