import { parseRules, type ValidationMessages } from './rules.js';
import { validateField } from './validateField.js';
import { createStore } from '../store/store.js';

/** One field of a form schema: a rule string, or rules with a label and custom messages. */
export type FieldSchema =
  | string
  | {
      /** `|`-separated rules, e.g. `required|email`. */
      rules: string;
      /** Shown as `{Field}`; defaults to the humanised field name. */
      label?: string;
      /** Custom messages of this field, by rule. */
      messages?: ValidationMessages;
    };

/** A form's fields and their rules. */
export type FormSchema = Readonly<Record<string, FieldSchema>>;

/** The values of a form, by field name. */
export type FormValues = Record<string, unknown>;

/** The state of a form validator. */
export interface FormValidatorState {
  /** Current values. */
  values: Readonly<FormValues>;
  /** Fields the user has left (blurred), or every field after a submit attempt. */
  touched: Readonly<Record<string, boolean>>;
  /** The message to show per field: `null` unless the field was left or holds a value. */
  errors: Readonly<Record<string, string | null>>;
  /** Whether every field passes, touched or not. */
  valid: boolean;
  /** How many times {@link FormValidator.submit} was called. */
  submitCount: number;
}

/** A headless controller validating a whole form (spec 5.1). */
export interface FormValidator {
  /** Returns the current state: values, touched fields, errors and validity. */
  getState(): FormValidatorState;
  /** Calls `listener` after every state change; returns a function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /** Sets one field's value. */
  setValue(field: string, value: unknown): void;
  /** Marks a field as left (blurred): its rules now run even when it is empty. */
  blur(field: string): void;
  /** Touches every field and returns whether the form is valid. */
  submit(): boolean;
  /** Returns to the initial (or given) values with nothing touched. */
  reset(values?: FormValues): void;
  /** Removes every listener; the last state stays readable. */
  destroy(): void;
}

/** Options of {@link createFormValidator}. */
export interface FormValidatorOptions {
  /** Initial values. */
  initialValues?: FormValues;
}

function normalise(schema: FieldSchema): Exclude<FieldSchema, string> {
  return typeof schema === 'string' ? { rules: schema } : schema;
}

/**
 * Validates a whole form without a UI: every field's message given the values and
 * which fields were left (`touched`). Rules run only on fields that were left or hold a value.
 *
 * @example
 * validateForm({ email: 'required|email' }, { email: '' }, {}); // { email: null }
 * validateForm({ email: 'required|email' }, { email: '' }, { email: true }); // { email: 'Email is required' }
 */
export function validateForm(
  schema: FormSchema,
  values: Readonly<FormValues>,
  touched?: Readonly<Record<string, boolean>>,
): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  for (const [field, raw] of Object.entries(schema)) {
    const def = normalise(raw);
    errors[field] = validateField(values[field], def.rules, {
      field,
      label: def.label,
      messages: def.messages,
      values,
      touched: touched ? (touched[field] ?? false) : true,
    });
  }
  return errors;
}

/**
 * Creates a form validator: a controller holding values, touched fields and errors,
 * for `useForm` in `@volunteerkit/widgets` or any other view layer.
 *
 * @throws {import('./rules.js').ValidationRuleError} when the schema names an unknown rule.
 * @example
 * const form = createFormValidator({ email: 'required|email', age: { rules: 'digits', label: 'Your age' } });
 * form.setValue('email', 'nope');
 * form.getState().errors.email; // "Please enter a valid email address" (it holds a value)
 * form.submit(); // false
 */
export function createFormValidator(
  schema: FormSchema,
  options: FormValidatorOptions = {},
): FormValidator {
  // Fail fast on rule typos.
  for (const raw of Object.values(schema)) parseRules(normalise(raw).rules);
  let initial: FormValues = { ...options.initialValues };

  const compute = (
    values: FormValues,
    touched: Record<string, boolean>,
    submitCount: number,
  ): FormValidatorState => {
    const all = validateForm(schema, values);
    return {
      values,
      touched,
      errors: validateForm(schema, values, touched),
      valid: Object.values(all).every((e) => e === null),
      submitCount,
    };
  };

  const store = createStore(compute(initial, {}, 0));
  const set = store.setState;

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setValue(field, value) {
      if (Object.is(store.getState().values[field], value)) return;
      set(
        compute(
          { ...store.getState().values, [field]: value },
          store.getState().touched,
          store.getState().submitCount,
        ),
      );
    },
    blur(field) {
      if (store.getState().touched[field]) return;
      set(
        compute(
          store.getState().values,
          { ...store.getState().touched, [field]: true },
          store.getState().submitCount,
        ),
      );
    },
    submit() {
      const touched: Record<string, boolean> = { ...store.getState().touched };
      for (const field of Object.keys(schema)) touched[field] = true;
      set(compute(store.getState().values, touched, store.getState().submitCount + 1));
      return store.getState().valid;
    },
    reset(values) {
      if (values) initial = { ...values };
      set(compute({ ...initial }, {}, 0));
    },
    destroy() {
      store.destroy();
    },
  };
}
