import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { dayTextProblem, dayValueOfText, textOfDayKey, type DayTextProblem } from '../dayText.js';
import './ui.css';

/** The words of a {@link DayInput}; `{example}`, `{day}` are filled in. */
export interface DayInputTexts {
  /** The expected order, under the field. @default 'dd/mm/yyyy' */
  hint: string;
  /** Text that is not a day. @default 'Enter a day as dd/mm/yyyy, for example {example}' */
  notADay: string;
  /** A day before `min`. @default 'Choose {day} or later' */
  tooEarly: string;
  /** A day after `max`. @default 'Choose {day} or earlier' */
  tooLate: string;
}

/** The English words of a {@link DayInput}. */
export const DAY_INPUT_TEXTS: DayInputTexts = {
  hint: 'dd/mm/yyyy',
  notADay: 'Enter a day as dd/mm/yyyy, for example {example}',
  tooEarly: 'Choose {day} or later',
  tooLate: 'Choose {day} or earlier',
};

/** Props of {@link DayInput}: the input's own attributes, its value as a date key, and its words. */
export interface DayInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children'
> {
  /** The input's id (a label names it); the hint is `<id>-day-hint`, the error `<id>-day-error`. */
  id: string;
  /** The date key (`2026-11-05`), `''`, or text that is not a day (as {@link onValue} gave it). */
  value: string;
  /**
   * Called on every change: `''` when empty, the date key of a day within the
   * bounds, otherwise the text as typed (not a date key, so the form can refuse it).
   */
  onValue: (value: string) => void;
  /** The first day allowed (a date key). */
  min?: string | undefined;
  /** The last day allowed (a date key). */
  max?: string | undefined;
  /** The words, English by default (a screen with a catalogue passes its own). */
  texts?: Partial<DayInputTexts> | undefined;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

function problemText(problem: DayTextProblem, texts: DayInputTexts): string {
  const today = new Date();
  const example = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  if (problem.kind === 'notADay')
    return fill(texts.notADay, { example: problem.monthFirst ?? example });
  if (problem.kind === 'tooEarly') return fill(texts.tooEarly, { day: textOfDayKey(problem.min) });
  return fill(texts.tooLate, { day: textOfDayKey(problem.max) });
}

/**
 * A day typed day first (`05/11/2026`), in place of `<input type="date">`,
 * whose order follows the browser's language (mm/dd/yyyy under en-US) rather
 * than the portal's. The form holds the date key the API takes (`2026-11-05`);
 * the ISO form is accepted as typed too. Under the input: the hint with the
 * expected order and, on a try to send the form (or Enter; outside a form, once
 * the person leaves the field), an error for text that is not a day (a
 * month-first day gets its day-first reading as the example) or a day outside
 * `min`..`max`. The error is left to the form while it marks the field invalid
 * (`aria-invalid`).
 *
 * @example
 * <FormField id={`${id}-due`} label="Due date">
 *   <DayInput id={`${id}-due`} value={due} onValue={setDue} />
 * </FormField>
 */
export function DayInput({
  id,
  value,
  onValue,
  min,
  max,
  texts: own,
  className,
  onBlur,
  onKeyDown,
  'aria-invalid': formInvalid,
  'aria-describedby': formDescribedBy,
  ...input
}: DayInputProps) {
  const texts = { ...DAY_INPUT_TEXTS, ...own };
  const [text, setText] = useState(() => textOfDayKey(value));
  const [left, setLeft] = useState(false);
  const given = useRef(value);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A try to send the form shows what is wrong with the day.
    const form = ref.current?.form;
    if (!form) return;
    const tried = () => setLeft(true);
    form.addEventListener('submit', tried);
    return () => form.removeEventListener('submit', tried);
  }, []);
  useEffect(() => {
    // A value set from outside (a reset, a "Today" button) replaces the text.
    if (value !== given.current) {
      given.current = value;
      setText(textOfDayKey(value));
    }
  }, [value]);
  const problem = dayTextProblem(text, { min, max });
  const formShows = formInvalid === true || formInvalid === 'true';
  const error = left && problem && !formShows ? problemText(problem, texts) : null;
  const hintId = `${id}-day-hint`;
  const errorId = `${id}-day-error`;
  return (
    <>
      <input
        {...input}
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={['vkp-day-input', className].filter(Boolean).join(' ')}
        value={text}
        aria-invalid={formShows || error ? true : undefined}
        aria-describedby={
          [formDescribedBy, error ? errorId : '', hintId].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setLeft(false);
          given.current = dayValueOfText(next, { min, max });
          onValue(given.current);
        }}
        onBlur={(e) => {
          // In a form the error waits for a try to send it: an error appearing on
          // blur would move the form's button from under the pointer, losing the click.
          if (!e.currentTarget.form) setLeft(true);
          onBlur?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setLeft(true);
          onKeyDown?.(e);
        }}
      />
      <span id={hintId} className="vkp-day-hint">
        {texts.hint}
      </span>
      {error ? (
        <span id={errorId} className="vkp-day-error vkp-field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
