import { KeyedOptions } from '../../app/ui/KeyedOptions.js';
import { TASK_PRIORITIES } from './tasks.js';

/**
 * A labelled select of the task priorities, most urgent first; with `any`,
 * an empty first choice of that name (a filter).
 */
export function PriorityField({
  value,
  onChange,
  any,
}: {
  value: string;
  onChange: (priority: string) => void;
  /** The empty choice of a filter ("Any"). */
  any?: string;
}) {
  return (
    <label>
      Priority
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {any === undefined ? null : <option value="">{any}</option>}
        <KeyedOptions items={TASK_PRIORITIES} />
      </select>
    </label>
  );
}
