import { FieldError } from '../../app/ui/FieldError.js';
/** Days of the week, Monday first, with the spec's numbers (0 = Sunday). */
const DAYS: readonly [number, string][] = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
];

/** Checkboxes for the days a pattern repeats on. */
export function WeekdayPicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="vkr-weekdays" aria-invalid={error ? true : undefined}>
      <legend>Days of the week</legend>
      {DAYS.map(([n, name]) => (
        <label key={n} className="vkr-inline">
          <input
            type="checkbox"
            checked={value.includes(n)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, n].sort() : value.filter((d) => d !== n))
            }
          />
          {name}
        </label>
      ))}
      <FieldError error={error} />
    </fieldset>
  );
}
