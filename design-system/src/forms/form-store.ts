import { FORM_ERROR, type FormCheck, type FormErrors } from './contract-resolver';
import { isControl, readControls, writeControl, type Control } from './form-controls';
import { isWithin, sameValues, valueAt, withValueAt, type FieldValues } from './form-paths';

/** What `register` hands an uncontrolled input (spread on TextField, Select, TextArea, Checkbox…). */
export interface Registration {
  name: string;
  ref(element: Element | null): void;
  onChange(event: { target: unknown }): void;
  onBlur(event: { target: unknown }): void;
}

export interface RegisterOptions {
  /** Runs after the input's new value is kept (and before it is rechecked). */
  onChange?(event: { target: { value: string } }): void;
}

/** An error as `setError` takes it. */
export interface FieldError {
  type?: string;
  message?: string;
}

/**
 * One form's values, messages and registered inputs, outside React: the hook renders it. Values change through
 * its inputs (`register`) or `setValue`; each change is rechecked once the form was submitted, for the field that
 * changed only; a submit checks everything and replaces every message.
 */
export class FormStore<Values extends FieldValues, Output> {
  values: Values;
  defaults: Values;
  errors: FormErrors = {};
  submitted = false;
  submitting = false;
  private resets = 0;
  private readonly controls = new Map<string, Control[]>();
  private readonly registrations = new Map<string, Registration>();
  private readonly options = new Map<string, RegisterOptions>();

  constructor(
    defaults: Values,
    /** The contract's check of the current values (the hook keeps it up to date with the form's options). */
    private readonly check: (values: Values) => FormCheck<Output>,
    /** Renders the form again. */
    private readonly changed: () => void,
  ) {
    this.defaults = defaults;
    this.values = defaults;
  }

  get dirty(): boolean {
    return !sameValues(this.values, this.defaults);
  }

  getValues = (name?: string): unknown => (name === undefined ? this.values : valueAt(this.values, name));

  watch = (names?: string | readonly string[]): unknown =>
    Array.isArray(names) ? names.map((name: string) => this.getValues(name)) : this.getValues(names as string);

  /** Sets a value (and the inputs that show it); `shouldValidate` rechecks it. */
  setValue = (name: string, value: unknown, options: { shouldValidate?: boolean } = {}): void => {
    const unchanged = Object.is(valueAt(this.values, name), value);
    if (!unchanged) {
      this.values = withValueAt(this.values, name, value);
      for (const control of this.liveControls(name)) writeControl(control, value);
    }
    if (options.shouldValidate) this.recheck(name);
    else if (unchanged) return;
    this.changed();
  };

  setError = (name: string, error: FieldError, options: { shouldFocus?: boolean } = {}): void => {
    this.errors = { ...this.errors, [name]: error.message ?? '' };
    if (options.shouldFocus) this.liveControls(name)[0]?.focus();
    this.changed();
  };

  clearErrors = (names?: string | readonly string[]): void => {
    if (names === undefined) this.errors = {};
    else {
      const cleared = typeof names === 'string' ? [names] : names;
      this.errors = Object.fromEntries(
        Object.entries(this.errors).filter(([name]) => !cleared.some((other) => isWithin(name, other))),
      );
    }
    this.changed();
  };

  /** Starts again from `values` (the new defaults) or the defaults: no messages, not submitted, not dirty. */
  reset = (values?: Values): void => {
    if (values) this.defaults = values;
    this.values = this.defaults;
    this.errors = {};
    this.submitted = false;
    this.resets += 1;
    for (const [name, controls] of this.controls)
      for (const control of controls) writeControl(control, valueAt(this.values, name));
    this.changed();
  };

  /** An uncontrolled input's name, ref and handlers; the same functions on every render. */
  register = (name: string, options: RegisterOptions = {}): Registration => {
    this.options.set(name, options);
    let registration = this.registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => this.attach(name, element),
        onChange: (event) => this.typed(name, event),
        onBlur: () => undefined,
      };
      this.registrations.set(name, registration);
    }
    return registration;
  };

  /**
   * The submit handler: checks every value, keeps the contract's messages (in place of all others), focuses the
   * first invalid input unless the form does it itself, else hands the contract's output to `onValid` (awaited:
   * `submitting` meanwhile).
   */
  submit =
    (
      onValid: (data: Output) => unknown,
      onInvalid: (errors: FormErrors) => void,
      focusFirst: boolean,
    ): ((event?: { preventDefault?(): void }) => Promise<void>) =>
    async (event) => {
      event?.preventDefault?.();
      const resets = this.resets;
      const checked = this.check(this.values);
      this.submitted = true;
      if (!checked.ok) {
        this.errors = checked.errors;
        this.changed();
        onInvalid(checked.errors);
        if (focusFirst) this.focusFirstInvalid();
        return;
      }
      this.errors = {};
      this.submitting = true;
      this.changed();
      try {
        await onValid(checked.data);
      } finally {
        this.submitting = false;
        // A reset while it ran starts the form again.
        if (resets !== this.resets) this.submitted = false;
        this.changed();
      }
    };

  /** The first registered input (in the order of registration) that has a message. */
  focusFirstInvalid(): void {
    for (const name of this.controls.keys()) {
      if (!Object.keys(this.errors).some((other) => isWithin(other, name))) continue;
      const control = this.liveControls(name)[0];
      if (control) {
        control.focus();
        return;
      }
    }
  }

  /** Rechecks every value and keeps the new messages of `name` (and its parts) only: the others wait for their change. */
  private recheck(name: string): void {
    const checked = this.check(this.values);
    const fresh = checked.ok ? {} : checked.errors;
    const concerns = (other: string) => other !== FORM_ERROR && (isWithin(other, name) || isWithin(name, other));
    this.errors = {
      ...Object.fromEntries(Object.entries(this.errors).filter(([other]) => !concerns(other))),
      ...Object.fromEntries(Object.entries(fresh).filter(([other]) => concerns(other))),
    };
  }

  private liveControls(name: string): Control[] {
    const live = (this.controls.get(name) ?? []).filter((control) => control.isConnected);
    if (this.controls.has(name)) this.controls.set(name, live);
    return live;
  }

  /** A registered input appears: it shows the value kept (or gives its own when none is). */
  private attach(name: string, element: Element | null): void {
    if (!isControl(element)) return;
    const controls = this.liveControls(name);
    if (!controls.includes(element)) this.controls.set(name, [...controls, element]);
    const value = valueAt(this.values, name);
    if (value === undefined) this.values = withValueAt(this.values, name, readControls([element], undefined));
    else writeControl(element, value);
  }

  /** An input changed: keep its value, run the caller's handler, recheck it once submitted. */
  private typed(name: string, event: { target: unknown }): void {
    const controls = this.liveControls(name);
    const value = readControls(controls.length > 0 ? controls : [event.target as Control], valueAt(this.values, name));
    this.values = withValueAt(this.values, name, value);
    this.options.get(name)?.onChange?.(event as { target: { value: string } });
    if (this.submitted) this.recheck(name);
    this.changed();
  }
}
