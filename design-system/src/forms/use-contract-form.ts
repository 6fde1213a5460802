import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { contractResolver, firstMessage, messagesOf, type ContractShape } from './contract-resolver';
import type { FieldErrors } from './field-errors';

export interface ContractFormOptions<Values extends FieldValues> extends ContractShape<Values> {
  /** The values the fields start with. */
  defaultValues?: DefaultValues<Values>;
  /** Values the schema needs that are not fields (a reset token). */
  context?: Record<string, unknown>;
  /** Errors the API sent (ApiError.fields, by field): shown under their fields, focus on the first. */
  apiErrors?: FieldErrors | null;
  /**
   * Focus the first invalid control in the form's own order (attach `form.ref` to the <form>): for forms whose
   * groups (radios, checkbox lists, composite fields) are set with `setField` rather than registered.
   */
  focusInForm?: boolean;
}

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** A field's registration plus its message, for TextField, PasswordField, TextArea and Select. */
  field(name: FieldPath<Values>): ReturnType<UseFormReturn<Values>['register']> & { error?: string };
  /**
   * A controlled field's value, setter and message, for RadioGroup and other controls that hand back a value.
   * A control that checks what it was given (a photo picker) passes its `problem`: shown under the field until
   * the next change.
   */
  choice<Name extends FieldPath<Values>>(
    name: Name,
  ): {
    name: Name;
    value: FieldPathValue<Values, Name>;
    onChange(value: FieldPathValue<Values, Name>, problem?: string): void;
    error?: string;
  };
  /** The message shown under a field (or the first of its nested fields), from the contract or the API. */
  errorOf(name: string): string | undefined;
  /** The message that belongs to no field: the API's `form`, or the contract's check of the whole input. */
  formError: string | undefined;
  /** Places errors from the API under their fields (`form` above them) and focuses the first field. */
  showErrors(errors: FieldErrors): void;
  /** Sets a field a controlled group owns (radios, checkboxes, a composite field); rechecked once submitted. */
  setField<Name extends FieldPath<Values>>(name: Name, value: FieldPathValue<Values, Name>): void;
  /** The <form> element, for `focusInForm`. */
  ref: RefObject<HTMLFormElement | null>;
  /**
   * The submit handler: checks with the contract, focuses the first invalid field, else calls `onValid`. A refused
   * submit hands `onInvalid` each field's message (`form` for the form's), for a toast that names what failed.
   */
  onSubmit(
    onValid: (data: Output) => void,
    onInvalid?: (errors: FieldErrors) => void,
  ): (event?: FormEvent) => Promise<void>;
};

/**
 * A form checked in the browser with the contract schema the API applies (react-hook-form): the spec's messages
 * per field after the first submit, cleared as each field is fixed, focus on the first invalid field, and the
 * API's field errors merged in.
 */
export function useContractForm<S extends z.ZodMiniType<unknown, FieldValues>, Values extends FieldValues = z.input<S>>(
  schema: S,
  // Values come from the schema, or are named by the caller; never guessed from the default values.
  options: ContractFormOptions<NoInfer<Values>> = {},
): ContractForm<Values, z.output<S>> {
  const methods = useForm<Values, unknown, z.output<S>>({
    resolver: contractResolver<Values, z.output<S>>(schema as z.ZodMiniType<z.output<S>>, options.context, {
      toInput: options.toInput,
      refine: options.refine,
      shows: options.shows,
      contractFirst: options.contractFirst,
    }),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: !options.focusInForm,
  });
  const { formState, setError, clearErrors, register, handleSubmit, getValues, watch, setValue } = methods;
  const focusInForm = Boolean(options.focusInForm);
  const ref = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // As the refused submit's messages are committed, so the first invalid control is already marked.
  useLayoutEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [refusals]);

  const errorOf = (name: string): string | undefined => {
    const entry = name
      .split('.')
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        formState.errors,
      );
    return firstMessage(entry);
  };

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
        setError(name as FieldPath<Values>, { type: 'api', message }, { shouldFocus: !focused && !focusInForm });
        focused = true;
      }
      if (focused && focusInForm) setRefusals((count) => count + 1);
    },
    [getValues, setError, focusInForm],
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
      onChange: (value, problem) => {
        setValue(name, value, { shouldValidate: formState.isSubmitted });
        if (problem) setError(name, { type: 'control', message: problem });
        else clearErrors(name);
      },
      error: errorOf(name),
    }),
    errorOf,
    formError: errorOf('root.form') ?? errorOf(''),
    showErrors,
    setField: (name, value) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    ref,
    onSubmit: (onValid, onInvalid) =>
      handleSubmit(
        (data) => onValid(data),
        (errors) => {
          if (options.focusInForm) setRefusals((count) => count + 1);
          onInvalid?.(messagesOf(errors));
        },
      ),
  };
}

/** A control marked invalid, or the first control of a group (FieldSet) that shows an error. */
const FIRST_INVALID = '[aria-invalid="true"], fieldset[aria-describedby] input';

/** Fields in the order of the form's values; unknown names last. */
function rank(order: string[], name: string) {
  const index = order.indexOf(name.split('.')[0] ?? name);
  return index === -1 ? order.length : index;
}
