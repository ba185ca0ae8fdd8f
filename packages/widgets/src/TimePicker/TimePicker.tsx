import { useId, useState } from 'react';
import {
  allowedMinutes,
  disabledEndHours,
  disabledEndMinutes,
  formatTimeOfDay,
  parseTimeOfDay,
  type TimeOfDay,
} from '@volunteerkit/api-client';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';

/** Props of {@link TimePicker}. */
export interface TimePickerProps {
  /** Visible label (the group's legend). */
  label: string;
  /** Controlled value, `HH:MM` (or '' for none). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new `HH:MM` value ('' while the hour or minute is unset). */
  onValueChange?: (value: string) => void;
  /**
   * The start time when this picker chooses an end time: earlier hours, and minutes at or
   * before the start minute in the start hour, are disabled (spec 5.2).
   */
  start?: string | TimeOfDay | null;
  /** Offer 0, 15, 30, 45 and 59 only. @default false */
  fifteenMinuteStep?: boolean;
  /** Offer every minute. @default false */
  everyMinute?: boolean;
  /** Name of a hidden input carrying the value in a form. */
  name?: string;
  disabled?: boolean;
  messages?: Partial<PortalMessages>;
  className?: string;
}

/** Styles of the time picker (it also uses the `.vk-field` styles). */
export const timePickerCss = `
.vk-time-picker { border: 0; margin: 0; padding: 0; min-inline-size: 0; }
.vk-time-picker__legend { font-weight: 600; padding: 0; margin-block-end: 0.25rem; }
.vk-time-picker__row { display: flex; align-items: flex-end; gap: 0.25rem; }
.vk-time-picker__part { display: flex; flex-direction: column; gap: 0.125rem; font-size: 0.875em; }
`;

const pad = (n: number) => String(n).padStart(2, '0');

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The labelled select of the hour or the minute: `--` (none) and the two-digit choices. */
function TimePartSelect({
  id,
  label,
  value,
  choices,
  off,
  onChoose,
}: {
  id: string;
  label: string;
  value: number | null;
  choices: readonly number[];
  /** Choices shown disabled. */
  off: ReadonlySet<number>;
  onChoose: (value: number | null) => void;
}) {
  return (
    <div className="vk-time-picker__part">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="vk-field__select"
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChoose(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">--</option>
        {choices.map((n) => (
          <option key={n} value={n} disabled={off.has(n)}>
            {pad(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A time picker (spec 5.2) built from two native selects, so it is fully keyboard- and
 * screen-reader-operable everywhere. Minutes follow the allowed steps (every 5 plus 59;
 * 0/15/30/45/59 with a 15-minute step; or every minute). Given a `start`, it disables
 * the end hours and minutes the spec rules out, including the start-minute-55 case.
 *
 * @example
 * <TimePicker label="End time" start={startTime} value={end} onValueChange={setEnd} />
 */
export function TimePicker({
  label,
  value,
  defaultValue,
  onValueChange,
  start,
  fifteenMinuteStep = false,
  everyMinute = false,
  name,
  disabled,
  messages: overrides,
  className,
}: TimePickerProps) {
  const [messages] = usePortalMessages(overrides);
  const id = useId();
  const initial = parseTimeOfDay(defaultValue);
  const [inner, setInner] = useState<{ hour: number | null; minute: number | null }>({
    hour: initial?.hour ?? null,
    minute: initial?.minute ?? null,
  });
  const controlled = value !== undefined ? parseTimeOfDay(value) : undefined;
  const current =
    controlled === undefined
      ? inner
      : controlled === null
        ? // keep a partly chosen time while the controlled value is ''
          value === ''
          ? inner
          : { hour: null, minute: null }
        : controlled;
  const startTime = typeof start === 'string' ? parseTimeOfDay(start) : (start ?? null);
  const minutes = allowedMinutes({ fifteenMinuteStep, everyMinute });
  const shownMinutes =
    current.minute !== null && !minutes.includes(current.minute)
      ? [...minutes, current.minute].sort((a, b) => a - b)
      : minutes;
  const offHours = new Set(disabledEndHours(startTime, minutes));
  const offMinutes = new Set(disabledEndMinutes(startTime, current.hour));

  const update = (next: { hour: number | null; minute: number | null }) => {
    setInner(next);
    const text =
      next.hour !== null && next.minute !== null ? formatTimeOfDay(next as TimeOfDay) : '';
    onValueChange?.(text);
  };
  const full =
    current.hour !== null && current.minute !== null ? formatTimeOfDay(current as TimeOfDay) : '';

  return (
    <fieldset
      className={['vk-time-picker', className].filter(Boolean).join(' ')}
      data-value={full}
      disabled={disabled}
    >
      <legend className="vk-time-picker__legend">{label}</legend>
      <div className="vk-time-picker__row">
        <TimePartSelect
          id={`${id}-h`}
          label={messages.hour}
          value={current.hour}
          choices={HOURS}
          off={offHours}
          onChoose={(hour) => update({ hour, minute: current.minute })}
        />
        <span aria-hidden="true">:</span>
        <TimePartSelect
          id={`${id}-m`}
          label={messages.minute}
          value={current.minute}
          choices={shownMinutes}
          off={offMinutes}
          onChoose={(minute) => update({ hour: current.hour, minute })}
        />
      </div>
      {name ? <input type="hidden" name={name} value={full} /> : null}
    </fieldset>
  );
}
