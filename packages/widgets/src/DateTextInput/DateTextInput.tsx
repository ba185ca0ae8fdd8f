import { useId, useState, type InputHTMLAttributes } from 'react';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';

/** Default field name of the date text input (spec 2.6). */
export const DATE_TEXT_INPUT_NAME = 'opportunity_date';

/**
 * Reads `dd/mm/YYYY` (one- or two-digit day and month; `-` or `.` also accepted) as a
 * local calendar date; `null` for anything else, including impossible days (31/02/2024).
 *
 * @example
 * parseDateText('05/01/2024'); // new Date(2024, 0, 5)
 */
export function parseDateText(text: string): Date | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** Props of {@link DateTextInput}. */
export interface DateTextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  /** Visible label. */
  label: string;
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text and the parsed date (`null` when not a valid dd/mm/YYYY date). */
  onValueChange?: (text: string, date: Date | null) => void;
  /** Error to show under the field (e.g. from `useForm`). */
  error?: string | null;
  messages?: Partial<PortalMessages>;
}

/** Styles of form fields shared by the portal blocks. */
export const fieldCss = `
.vk-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: var(--vk-space, 0.5rem); }
.vk-field__label { font-weight: 600; }
.vk-field__input, .vk-field__select { min-height: 2.25rem; padding: 0 0.5rem; border: 1px solid var(--vk-color-border, #8c959f); border-radius: var(--vk-radius, 6px); background: var(--vk-color-bg, #fff); color: var(--vk-color-text, #1b1f24); font: inherit; }
.vk-field__input:focus-visible, .vk-field__select:focus-visible { outline: 3px solid var(--vk-color-focus, #ffbf47); outline-offset: 1px; }
.vk-field__input[aria-invalid="true"] { border-color: var(--vk-color-danger, #b3261e); }
.vk-field__error { color: var(--vk-color-danger, #b3261e); font-size: 0.875em; }
`;

/**
 * A text input for a date (spec 2.6): name `opportunity_date` and placeholder
 * `dd/mm/YYYY` by default, with a visible label and an optional error message
 * linked through `aria-describedby`.
 *
 * @example
 * <DateTextInput label="Date" onValueChange={(text, date) => setDate(date)} />
 */
export function DateTextInput({
  label,
  value,
  defaultValue,
  onValueChange,
  error,
  messages: overrides,
  name = DATE_TEXT_INPUT_NAME,
  id,
  className,
  placeholder,
  ...rest
}: DateTextInputProps) {
  const [messages] = usePortalMessages(overrides);
  const autoId = useId();
  const inputId = id ?? `vk-date-${autoId}`;
  const errorId = `${inputId}-error`;
  const [inner, setInner] = useState(defaultValue ?? '');
  const text = value ?? inner;
  return (
    <div className={['vk-field', 'vk-date-text-input', className].filter(Boolean).join(' ')}>
      <label className="vk-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className="vk-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name}
        placeholder={placeholder ?? messages.datePlaceholder}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (value === undefined) setInner(next);
          onValueChange?.(next, parseDateText(next));
        }}
      />
      {error ? (
        <span id={errorId} className="vk-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
