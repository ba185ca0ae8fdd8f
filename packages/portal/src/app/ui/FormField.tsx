import type { ReactNode } from 'react';

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
