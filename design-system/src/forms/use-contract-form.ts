import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type * as z from 'zod/mini';
import {
  checkValues,
  FORM_ERROR,
  messageOf,
  messagesOf,
  type ContractShape,
  type FormErrors,
} from './contract-resolver';
import type { FieldErrors } from './field-errors';
import type { DefaultValues, FieldPath, FieldPathValue, FieldValues } from './form-paths';
import { FormStore, type FieldError, type Registration, type RegisterOptions } from './form-store';

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

/** A name of the form's values, or the form's own message (`root.form`). */
type ErrorName<Values> = FieldPath<Values> | typeof FORM_ERROR;

export interface ContractForm<Values extends FieldValues, Output> {
  /** Registers an uncontrolled input (text, number, date, select, textarea, checkbox, radio): it starts with its value. */
  register(name: FieldPath<Values>, options?: RegisterOptions): Registration;
  /** A field's registration plus its message, for TextField, PasswordField, TextArea and Select. */
  field(name: FieldPath<Values>): Registration & { error?: string };
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
  /** The values now (each change renders the form again). */
  watch(): Values;
  watch<Name extends FieldPath<Values>>(name: Name): FieldPathValue<Values, Name>;
  watch<const Names extends readonly FieldPath<Values>[]>(
    names: Names,
  ): { [Index in keyof Names]: FieldPathValue<Values, Names[Index]> };
  getValues(): Values;
  getValues<Name extends FieldPath<Values>>(name: Name): FieldPathValue<Values, Name>;
  /** Sets a value and the inputs that show it, without checking it. */
  setValue<Name extends FieldPath<Values>>(name: Name, value: FieldPathValue<Values, Name>): void;
  /** Sets a field a controlled group owns (radios, checkboxes, a composite field); rechecked once submitted. */
  setField<Name extends FieldPath<Values>>(name: Name, value: FieldPathValue<Values, Name>): void;
  /** Shows a message under a field (`root.form` above the form), focusing its input with `shouldFocus`. */
  setError(name: ErrorName<Values>, error: FieldError, options?: { shouldFocus?: boolean }): void;
  /** Clears every message, or those of some fields (and their parts). */
  clearErrors(names?: ErrorName<Values> | readonly ErrorName<Values>[]): void;
  /** Starts again from `values` (which become the defaults) or from the defaults. */
  reset(values?: Values): void;
  /** The message shown under a field (or the first of its nested fields), from the contract or the API. */
  errorOf(name: string): string | undefined;
  /** The message that belongs to no field: the API's `form`, or the contract's check of the whole input. */
  formError: string | undefined;
  /** Places errors from the API under their fields (`form` above them) and focuses the first field. */
  showErrors(errors: FieldErrors): void;
  formState: {
    /** Every message by the name it belongs to. */
    errors: FormErrors;
    /** While `onSubmit`'s `onValid` runs. */
    isSubmitting: boolean;
    /** Once submitted: messages are rechecked as their fields change. */
    isSubmitted: boolean;
    /** The values differ from the defaults. */
    isDirty: boolean;
  };
  /** The <form> element, for `focusInForm`. */
  ref: RefObject<HTMLFormElement | null>;
  /**
   * The submit handler: checks with the contract, focuses the first invalid field, else calls `onValid` (awaited:
   * `formState.isSubmitting` meanwhile). A refused submit hands `onInvalid` each field's message (`form` for the
   * form's), for a toast that names what failed.
   */
  onSubmit(
    onValid: (data: Output) => unknown,
    onInvalid?: (errors: FieldErrors) => void,
  ): (event?: { preventDefault?(): void }) => Promise<void>;
}

/**
 * A form checked in the browser with the contract schema the API applies (on React state and the contract's own
 * `safeParse`): the spec's messages per field after the first submit, rechecked as each field changes, focus on
 * the first invalid field, and the API's field errors merged in.
 */
export function useContractForm<S extends z.ZodMiniType<unknown, FieldValues>, Values extends FieldValues = z.input<S>>(
  schema: S,
  // Values come from the schema, or are named by the caller; never guessed from the default values.
  options: ContractFormOptions<NoInfer<Values>> = {},
): ContractForm<Values, z.output<S>> {
  type Output = z.output<S>;
  const latest = useRef({ schema, options });
  latest.current = { schema, options };
  const [, render] = useReducer((count: number) => count + 1, 0);
  const [store] = useState(
    () =>
      new FormStore<Values, Output>(
        (options.defaultValues ?? {}) as Values,
        (values) => {
          const { schema: contract, options: shape } = latest.current;
          return checkValues(contract as z.ZodMiniType<Output>, values, shape.context, shape);
        },
        render,
      ),
  );
  const focusInForm = Boolean(options.focusInForm);
  const ref = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // As the refused submit's messages are committed, so the first invalid control is already marked.
  useLayoutEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [refusals]);

  const showErrors = useCallback(
    (errors: FieldErrors) => {
      const order = Object.keys(store.values);
      const names = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
      let focused = false;
      for (const name of names) {
        const message = errors[name];
        if (!message) continue;
        if (name === 'form') {
          store.setError(FORM_ERROR, { type: 'api', message });
          continue;
        }
        store.setError(name, { type: 'api', message }, { shouldFocus: !focused && !focusInForm });
        focused = true;
      }
      if (focused && focusInForm) setRefusals((count) => count + 1);
    },
    [store, focusInForm],
  );

  const signature = JSON.stringify(options.apiErrors ?? {});
  useEffect(() => {
    const { apiErrors } = latest.current.options;
    if (apiErrors && Object.keys(apiErrors).length > 0) showErrors(apiErrors);
    // Each new set of API errors, once: the signature stands for the object's content.
  }, [signature, showErrors]);

  const errorOf = (name: string) => messageOf(store.errors, name);
  const form: ContractForm<FieldValues, Output> = {
    register: store.register,
    field: (name) => ({ ...store.register(name), error: errorOf(name) }),
    choice: (name) => ({
      name,
      value: store.getValues(name) as never,
      onChange: (value, problem) => {
        store.setValue(name, value, { shouldValidate: store.submitted });
        if (problem) store.setError(name, { type: 'control', message: problem });
        else store.clearErrors(name);
      },
      error: errorOf(name),
    }),
    watch: store.watch as ContractForm<FieldValues, Output>['watch'],
    getValues: store.getValues as ContractForm<FieldValues, Output>['getValues'],
    setValue: store.setValue,
    setField: (name, value) => store.setValue(name, value, { shouldValidate: store.submitted }),
    setError: store.setError,
    clearErrors: store.clearErrors,
    reset: store.reset,
    errorOf,
    formError: store.errors[FORM_ERROR],
    showErrors,
    formState: {
      errors: store.errors,
      isSubmitting: store.submitting,
      isSubmitted: store.submitted,
      isDirty: store.dirty,
    },
    ref,
    onSubmit: (onValid, onInvalid) =>
      store.submit(
        onValid,
        (errors) => {
          if (focusInForm) setRefusals((count) => count + 1);
          onInvalid?.(messagesOf(errors));
        },
        !focusInForm,
      ),
  };
  return form as unknown as ContractForm<Values, Output>;
}

/** A control marked invalid, or the first control of a group (FieldSet) that shows an error. */
const FIRST_INVALID = '[aria-invalid="true"], fieldset[aria-describedby] input';

/** Fields in the order of the form's values; unknown names last. */
function rank(order: string[], name: string) {
  const index = order.indexOf(name.split('.')[0] ?? name);
  return index === -1 ? order.length : index;
}
