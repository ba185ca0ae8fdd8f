import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  createFormValidator,
  type FormSchema,
  type FormValidator,
  type FormValidatorState,
  type FormValues,
} from '@volunteerkit/api-client';
import { useController } from '../hooks/useController.js';

/** Options of {@link useForm}. */
export interface UseFormOptions {
  initialValues?: FormValues;
}

/** Props to spread on an input bound with {@link UseFormResult.register}. */
export interface RegisteredFieldProps {
  id: string;
  name: string;
  value?: string;
  checked?: boolean;
  /** Stores the input's new value (`checked` for a checkbox) in the form. */
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  /** Marks the field as left, so its rules run even when it is empty. */
  onBlur: () => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What {@link useForm} returns. */
export interface UseFormResult extends FormValidatorState {
  /** The headless validator, for anything the helpers below do not cover. */
  form: FormValidator;
  /** Binds a native input, select or textarea: value, change, blur and ARIA error wiring. */
  register: (name: string, options?: { type?: 'checkbox' }) => RegisteredFieldProps;
  /** The id of a field's error message element (to render `<span id={errorId(name)}>`). */
  errorId: (name: string) => string;
  /** Sets a value directly (for custom widgets such as the time picker). */
  setValue: (name: string, value: unknown) => void;
  /** Marks a field as left. */
  blur: (name: string) => void;
  /** Wraps a submit handler: touches every field and calls `onValid` only when valid. */
  handleSubmit: (
    onValid: (values: FormValues) => void,
  ) => (event?: FormEvent | { preventDefault(): void }) => void;
  /**
   * Returns to the initial values with nothing touched. Given `values` are used instead
   * and become the new initial values.
   */
  reset: (values?: FormValues) => void;
}

/**
 * Binds the validation engine (spec 5.1) to inputs: rules run on fields that were left
 * (blurred) or hold a value, and on every field at submit. Errors are linked to inputs
 * with `aria-invalid` and `aria-describedby`.
 *
 * @example
 * const { register, errors, errorId, handleSubmit } = useForm({ email: 'required|email' });
 * <form onSubmit={handleSubmit(save)}>
 *   <input {...register('email')} />
 *   {errors.email && <span id={errorId('email')}>{errors.email}</span>}
 * </form>
 */
export function useForm(schema: FormSchema, options: UseFormOptions = {}): UseFormResult {
  const prefix = useId();
  const [form] = useState(() => createFormValidator(schema, options));
  const state = useController(form);
  const errorId = (name: string) => `${prefix}-${name}-error`;
  return {
    ...state,
    form,
    errorId,
    setValue: form.setValue,
    blur: form.blur,
    reset: form.reset,
    register(name, registerOptions) {
      const error = state.errors[name];
      const checkbox = registerOptions?.type === 'checkbox';
      const raw = state.values[name];
      return {
        id: `${prefix}-${name}`,
        name,
        ...(checkbox
          ? { checked: raw === true }
          : { value: raw === undefined || raw === null ? '' : String(raw) }),
        onChange(event) {
          const target = event.target as HTMLInputElement;
          form.setValue(name, checkbox ? target.checked : target.value);
        },
        onBlur: () => form.blur(name),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId(name) : undefined,
      };
    },
    handleSubmit(onValid) {
      return (event) => {
        event?.preventDefault();
        if (form.submit()) onValid(form.getState().values);
      };
    },
  };
}
