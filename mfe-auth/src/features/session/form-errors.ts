import type * as z from 'zod/mini';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per known field, whether from a schema's issues or the API's `fields`. */
export function pickFieldErrors<F extends string>(
  fields: readonly F[],
  entries: Iterable<[unknown, string]>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [key, message] of entries) {
    const field = fields.find((candidate) => candidate === key);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type FormValidation<T, F extends string> =
  { success: true; data: T } | { success: false; errors: FieldErrors<F> };

/** Checks form values with the contract schema the API applies, so both give the same messages. */
export function validateForm<S extends z.ZodMiniType, F extends string>(
  schema: S,
  fields: readonly F[],
  values: Record<string, unknown>,
): FormValidation<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    errors: pickFieldErrors(
      fields,
      result.error.issues.map((issue): [unknown, string] => [issue.path[0], issue.message]),
    ),
  };
}
