import type { ReactNode } from 'react';
import { describedBy, FieldError } from './FieldError.js';
import './ui.css';

/** What a {@link FieldRow} gives its control: its id and the error and hint wiring. */
export interface FieldControlProps {
  /** The control's id (the label names it). */
  id: string;
  /** Set while the field has an error. */
  'aria-invalid': true | undefined;
  /** The error (while it shows) and the hint. */
  'aria-describedby': string | undefined;
}

/** Props of {@link FieldRow}. */
export interface FieldRowProps {
  /** The control's id; the error is `<id>-error`, the hint `<id>-hint`. */
  id: string;
  /** The label's text. */
  label: ReactNode;
  /** The field's error, shown under the control (nothing when empty). */
  error?: string | null;
  /** A hint under the control (the control points at it too). */
  hint?: ReactNode;
  /** The row's class. @default 'vkp-form-field' */
  className?: string;
  /** Renders the control with the props that tie it to its label, error and hint. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One row of a form: the label, the control it names, the control's error
 * beside it and an optional hint; the control gets `aria-invalid` and
 * `aria-describedby` so a screen reader reads the error with the field.
 *
 * @example
 * <FieldRow id={`${id}-amount`} label="Amount (£)" error={errors.amount}>
 *   {(control) => <input {...control} value={amount} onChange={…} />}
 * </FieldRow>
 */
export function FieldRow({
  id,
  label,
  error,
  hint,
  className = 'vkp-form-field',
  children,
}: FieldRowProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const wiring = describedBy(`${id}-error`, error, ...(hintId ? [hintId] : []));
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': wiring['aria-invalid'],
        'aria-describedby': wiring['aria-describedby'],
      })}
      <FieldError id={`${id}-error`} error={error} />
      {hint ? (
        <div id={hintId} className="vkp-field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
