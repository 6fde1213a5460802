import type * as z from 'zod/mini';
import { ApiError } from '@petpal/design-system';

export type FieldErrors = Record<string, string>;

/** A form's values checked by the API's own contract: the first message per top-level field. */
export function checkWith<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { ok: false, errors };
}

/** What the API refused, by field (its `fields`), else the whole message under `form`. */
export function apiErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError)
    return error.fields && Object.keys(error.fields).length > 0 ? error.fields : { form: error.message };
  return { form: 'Something went wrong. Please try again.' };
}

export const errorMessageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
