import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The id of the control the label names. */
  id: string;
  /** The label's text. */
  label: ReactNode;
  /** The control, then any hint or error under it. */
  children: ReactNode;
}

/**
 * One labelled field of a portal form: the label, then the control it names
 * (and its hint or error).
 *
 * @example
 * <FormField id={`${id}-title`} label="Title">
 *   <input id={`${id}-title`} value={title} onChange={…} />
 * </FormField>
 */
export function FormField({ id, label, children }: FormFieldProps) {
  return (
    <div className="vkp-form-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Props of {@link TextField}: the input's own attributes, its label, and its value as text. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  /** The input's id. */
  id: string;
  /** The label's text. */
  label: ReactNode;
  /** The text in the input. */
  value: string;
  /** Called with the new text on every change. */
  onValue: (value: string) => void;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
  /** Shown under the input (a hint, an error). */
  children?: ReactNode;
}

/**
 * A labelled text input (any `type`: e-mail, password, search…) whose value is a string.
 *
 * @example
 * <TextField id={`${id}-email`} label="E-mail address" type="email" value={email} onValue={setEmail} />
 */
export function TextField({ id, label, value, onValue, children, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label}>
      <input id={id} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      {children}
    </FormField>
  );
}
