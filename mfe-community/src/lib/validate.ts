import type * as z from 'zod/mini';
import { ApiError } from '@petpal/design-system';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of what the contract (the API's own schema) refuses; {} when valid. */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/**
 * A refused request as field errors: the API's fields by their top-level name ("photos.1" is "photos"),
 * else its message (or `fallback` when it never answered) under `form`.
 */
export function refusal(error: unknown, fallback: string): FieldErrors {
  if (!(error instanceof ApiError)) return { form: fallback };
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) errors[path.split('.')[0]!] ??= message;
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}
