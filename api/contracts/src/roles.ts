/**
 * The one list of roles (spec section 3). No zod here: the shell's first page load checks the session's role
 * against it without downloading any schema (`@petpal/contracts/roles`).
 */

/** Roles as stored on a user, in the role picker's order. */
export const STORED_ROLES = [
  'pet_owner',
  'veterinary_doctor',
  'pet_sitter',
  'pet_trainer',
  'pet_stylist',
  'pharmacist',
  'supplier',
] as const;

/** Roles that act as providers: each needs an admin's verification before its provider-only routes open (052). */
export const PROVIDER_ROLES = STORED_ROLES.filter(
  (role): role is Exclude<(typeof STORED_ROLES)[number], 'pet_owner'> => role !== 'pet_owner',
);

/** A session's role: a stored one, or 'none' before the user has chosen. */
export const ROLES = [...STORED_ROLES, 'none'] as const;
