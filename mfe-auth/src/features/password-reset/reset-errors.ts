import { ApiError, type FieldErrors } from '@petpal/design-system';
import { newPasswordFields } from './reset-fields';

/** Spec section 8 (Reset and password): the messages this client supplies itself. */
export const resetMessages = {
  missingLink: 'Invalid or expired reset link. Please request a new one.',
  requestFailed: 'Unable to send reset email.',
  checkFailed: 'Unable to verify reset link. Please request a new password reset link.',
  updateFailed: 'Failed to update password. Please try again.',
} as const;

/** The dialog's banner: the API's answer to the request (no account, too many attempts) or a generic one. */
export function resetRequestErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : resetMessages.requestFailed;
}

/** Why a reset link cannot be used: the API's reason (expired, used, forged) or that it could not be checked. */
export function resetLinkErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : resetMessages.checkFailed;
}

export interface PasswordUpdateFailure {
  message?: string;
  fields?: FieldErrors;
}

/** A refused update: field errors under their fields, the API's reason about the link, or a generic message. */
export function passwordUpdateFailure(error: unknown): PasswordUpdateFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { message: resetMessages.updateFailed };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([key]) => newPasswordFields.some((field) => field === key)),
  );
  return Object.keys(fields).length > 0 ? { fields } : { message: error.message || resetMessages.updateFailed };
}
