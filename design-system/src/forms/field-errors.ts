import type * as z from 'zod/mini';
import { ApiError } from '@petpal/design-system/core';

/** One message per field, by the field's top-level name; `form` holds what belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

export type ContractCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** "photos.1" is the photos field's; an issue without a path is the form's. */
const topLevel = (path: string) => path.split('.')[0] || 'form';

/** The first message per top-level field, from any list of [path, message]. */
function firstPerField(entries: Iterable<readonly [string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) errors[topLevel(path)] ??= message;
  return errors;
}

/**
 * Checks values with the contract schema the API applies, so the browser and the API give the same messages:
 * the parsed data, or the first message per top-level field. The one place a zod issue becomes a field error.
 */
export function checkContract<S extends z.ZodMiniType>(schema: S, values: unknown): ContractCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: firstPerField(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

/** What the contract refuses in `values`, by field; {} when valid. */
export function contractErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const checked = checkContract(schema, values);
  return checked.ok ? {} : checked.errors;
}

/**
 * A refused request as field errors: the API's `fields` by top-level name; else `{ form }` with the API's
 * message (or `formMessage`, when the caller words refusals itself), or `fallback` when the API never answered.
 */
export function apiFieldErrors(error: unknown, fallback: string, formMessage?: string): FieldErrors {
  if (!(error instanceof ApiError)) return { form: formMessage ?? fallback };
  const fields = firstPerField(Object.entries(error.fields ?? {}));
  return Object.keys(fields).length > 0 ? fields : { form: formMessage ?? error.message };
}
