import type * as z from 'zod/mini';
import { ApiError } from '@petpal/design-system';

export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Checks values with the contract schema the API applies: the first message per top-level field. */
export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The API's field errors when it sent them, else its message under `form`. */
export function apiFieldErrors(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiError) {
    return error.fields && Object.keys(error.fields).length > 0 ? error.fields : { form: error.message };
  }
  return { form: fallback };
}
