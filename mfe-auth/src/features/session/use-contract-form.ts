import { useEffect, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type * as z from 'zod/mini';
import { validateForm, type FieldErrors } from './form-errors';

function focusField(form: HTMLFormElement, name: string | undefined) {
  const control = name ? form.elements.namedItem(name) : null;
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A form checked in the browser with the contract schema the API applies: values by input name, the first
 * error per field (cleared as it is fixed), focus on the first invalid field. `context` holds values the
 * schema needs that are not inputs (a reset token); `initial` the values the fields start with.
 */
export function useContractForm<S extends z.ZodMiniType, F extends string>(
  schema: S,
  fields: readonly F[],
  context: Record<string, unknown> = {},
  initial: Partial<Record<F, string>> = {},
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = fields.find((candidate) => candidate === event.target.name);
    if (!field) return;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) {
      const result = validateForm(schema, fields, { ...context, ...next });
      setErrors({ ...errors, [field]: result.success ? undefined : result.errors[field] });
    }
  }

  function onSubmit(onValid: (data: z.output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validateForm(schema, fields, { ...context, ...values });
      if (!result.success) {
        setErrors(result.errors);
        focusField(
          event.currentTarget,
          fields.find((field) => result.errors[field]),
        );
        return;
      }
      setErrors({});
      onValid(result.data);
    };
  }

  return { values, errors, onChange, onSubmit };
}

/** Moves focus to the first field the API rejected, each time a new set of field errors arrives. */
export function useFocusOnFieldErrors<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  fieldErrors: FieldErrors<F> | undefined,
) {
  const first = fields.find((field) => fieldErrors?.[field]);
  const signature = fields.map((field) => fieldErrors?.[field] ?? '').join('\n');
  useEffect(() => {
    if (formRef.current && signature.trim()) focusField(formRef.current, first);
  }, [formRef, first, signature]);
}
