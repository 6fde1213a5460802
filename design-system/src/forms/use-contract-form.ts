import { useCallback, useEffect, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { contractResolver } from './contract-resolver';
import type { FieldErrors } from './field-errors';

export interface ContractFormOptions<Values extends FieldValues> {
  /** The values the fields start with. */
  defaultValues?: DefaultValues<Values>;
  /** Values the schema needs that are not fields (a reset token). */
  context?: Record<string, unknown>;
  /** Errors the API sent (ApiError.fields, by field): shown under their fields, focus on the first. */
  apiErrors?: FieldErrors | null;
}

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** A field's registration plus its message, for TextField, PasswordField, TextArea and Select. */
  field(name: FieldPath<Values>): ReturnType<UseFormReturn<Values>['register']> & { error?: string };
  /** A controlled field's value, setter and message, for RadioGroup and other controls that hand back a value. */
  choice<Name extends FieldPath<Values>>(
    name: Name,
  ): {
    name: Name;
    value: FieldPathValue<Values, Name>;
    onChange(value: FieldPathValue<Values, Name>): void;
    error?: string;
  };
  /** The message shown under a field (or the first of its nested fields), from the contract or the API. */
  errorOf(name: string): string | undefined;
  /** The message that belongs to no field: the API's `form`, or the contract's check of the whole input. */
  formError: string | undefined;
  /** Places errors from the API under their fields (`form` above them) and focuses the first field. */
  showErrors(errors: FieldErrors): void;
  /** The submit handler: checks with the contract, focuses the first invalid field, else calls `onValid`. */
  onSubmit(onValid: (data: Output) => void): (event?: FormEvent) => Promise<void>;
};

/**
 * A form checked in the browser with the contract schema the API applies (react-hook-form): the spec's messages
 * per field after the first submit, cleared as each field is fixed, focus on the first invalid field, and the
 * API's field errors merged in.
 */
export function useContractForm<S extends z.ZodMiniType<unknown, FieldValues>>(
  schema: S,
  options: ContractFormOptions<z.input<S>> = {},
): ContractForm<z.input<S>, z.output<S>> {
  type Values = z.input<S>;
  const methods = useForm<Values, unknown, z.output<S>>({
    resolver: contractResolver<Values, z.output<S>>(schema as z.ZodMiniType<z.output<S>>, options.context),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { formState, setError, register, handleSubmit, getValues, watch, setValue } = methods;

  const errorOf = (name: string): string | undefined =>
    firstMessage(
      name
        .split('.')
        .reduce<unknown>(
          (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
          formState.errors,
        ),
    );

  const showErrors = useCallback(
    (errors: FieldErrors) => {
      const order = Object.keys(getValues() ?? {});
      const names = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
      let focused = false;
      for (const name of names) {
        const message = errors[name];
        if (!message) continue;
        if (name === 'form') {
          setError('root.form', { type: 'api', message });
          continue;
        }
        setError(name as FieldPath<Values>, { type: 'api', message }, { shouldFocus: !focused });
        focused = true;
      }
    },
    [getValues, setError],
  );

  const signature = JSON.stringify(options.apiErrors ?? {});
  useEffect(() => {
    if (options.apiErrors && Object.keys(options.apiErrors).length > 0) showErrors(options.apiErrors);
    // Each new set of API errors, once: the signature stands for the object's content.
  }, [signature, showErrors]);

  return {
    ...methods,
    field: (name: FieldPath<Values>) => ({ ...register(name), error: errorOf(name) }),
    choice: (name) => ({
      name,
      value: watch(name),
      onChange: (value) => setValue(name, value, { shouldValidate: formState.isSubmitted }),
      error: errorOf(name),
    }),
    errorOf,
    formError: errorOf('root.form') ?? errorOf(''),
    showErrors,
    onSubmit: (onValid: (data: z.output<S>) => void) => handleSubmit((data) => onValid(data)),
  };
}

/** An error's message, else the first of its nested fields' ("prices" shows "prices.INR"'s, as checkContract does). */
function firstMessage(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { message } = entry as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(entry)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

/** Fields in the order of the form's values; unknown names last. */
function rank(order: string[], name: string) {
  const index = order.indexOf(name.split('.')[0] ?? name);
  return index === -1 ? order.length : index;
}
