import { ContactMessageInput } from '@petpal/contracts';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (contactFields as readonly string[]).includes(key);
}

/** The first message per field, whether from the contract schema's issues or the API's `fields`. */
export function pickFieldErrors(entries: Iterable<[unknown, string]>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of entries) {
    if (isContactField(key) && !errors[key]) errors[key] = message;
  }
  return errors;
}

export type ContactValidation =
  { success: true; data: ContactMessageInput } | { success: false; errors: ContactErrors };

/** Checks the form with the same schema the API applies, so both give the same messages. */
export function validateContact(values: ContactValues): ContactValidation {
  const result = ContactMessageInput.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    errors: pickFieldErrors(result.error.issues.map((issue): [unknown, string] => [issue.path[0], issue.message])),
  };
}
