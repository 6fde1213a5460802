import {
  DEFAULT_TIME_ZONE,
  profileInputSchemas,
  type ProfileInput,
  type RecordRole,
  type RoleRecord,
} from '@petpal/contracts';
import { checkContract, type FieldErrors } from '@petpal/design-system';
import { profileFields, type ProfileFieldSpec } from './profile-fields';

/** What the inputs hold: text for every field, the ticked options for a choice list. */
export type ProfileValues = Record<string, string | readonly string[]>;

function emptyValue(field: ProfileFieldSpec): string | readonly string[] {
  if (field.kind === 'choices' || field.kind === 'photos') return [];
  if (field.kind === 'timeZone') return DEFAULT_TIME_ZONE;
  return '';
}

function toValue(field: ProfileFieldSpec, stored: unknown): string | readonly string[] {
  if (stored === undefined || stored === null) return emptyValue(field);
  if (field.kind === 'choices' || field.kind === 'photos') return stored as readonly string[];
  return String(stored);
}

/** The form's starting values: the saved record, or empty fields (Asia/Kolkata for the time zone). */
export function profileValues(role: RecordRole, record: RoleRecord<RecordRole> | null): ProfileValues {
  const saved = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(profileFields[role].map((field) => [field.name, toValue(field, saved[field.name])]));
}

function text(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : '';
}

function toInputValue(field: ProfileFieldSpec, value: string | readonly string[]): unknown {
  switch (field.kind) {
    case 'number':
      // Left empty it is missing (the schema's "Please enter..."); anything else is read as a number.
      return text(value).trim() === '' ? undefined : Number(text(value));
    case 'photo':
      return text(value) === '' ? undefined : text(value);
    case 'photos':
    case 'choices':
      return typeof value === 'string' ? [value] : value;
    default:
      return text(value);
  }
}

export type ProfileValidation<R extends RecordRole> =
  { success: true; data: ProfileInput<R> } | { success: false; errors: FieldErrors };

/** The role's contract input the values stand for: numbers read, lines split, no photo left out. */
export function profileInput(role: RecordRole, values: ProfileValues): Record<string, unknown> {
  const fields = profileFields[role] as readonly ProfileFieldSpec[];
  return Object.fromEntries(
    fields.map((field) => [field.name, toInputValue(field, values[field.name] ?? emptyValue(field))]),
  );
}

/** Checks the values with the role's contract schema, the one the API applies, so both say the same. */
export function validateProfile<R extends RecordRole>(role: R, values: ProfileValues): ProfileValidation<R> {
  const checked = checkContract(profileInputSchemas[role], profileInput(role, values));
  if (checked.ok) return { success: true, data: checked.data as ProfileInput<R> };
  return { success: false, errors: profileErrors(role, Object.entries(checked.errors)) };
}

/** The first message per field of the role, from schema issues or the API's `fields` ("photos.0" counts for photos). */
export function profileErrors(role: RecordRole, entries: Iterable<[unknown, string | undefined]>): FieldErrors {
  const names = new Set<string>(profileFields[role].map((field) => field.name));
  const errors: FieldErrors = {};
  for (const [key, message] of entries) {
    const name = typeof key === 'string' ? key.split('.')[0] : undefined;
    if (name && message && names.has(name)) errors[name] ??= message;
  }
  return errors;
}
