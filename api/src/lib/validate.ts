import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as zc from 'zod/v4/core';
import { type FieldErrors, Invalid } from '../errors';

const TARGET_NAMES: Partial<Record<keyof ValidationTargets, string>> = { json: 'body', param: 'params' };

/** zod issues -> { 'path.to.field': message }, first message per field; unknown keys named too. */
export function toFieldErrors(issues: readonly zc.$ZodIssue[], target: keyof ValidationTargets): FieldErrors {
  const fields: FieldErrors = {};
  const put = (path: readonly PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || TARGET_NAMES[target] || target;
    fields[key] ??= message;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) put([...issue.path, key], 'Unknown field.');
    else put(issue.path, issue.message);
  }
  return fields;
}

/**
 * The one request validator: a zod schema per target; failures become
 * 400 invalid_input with `fields`. Types flow to AppType like zValidator's.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends zc.$ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success)
      throw new Invalid('Some fields are missing or not valid.', toFieldErrors(result.error.issues, target));
  });
