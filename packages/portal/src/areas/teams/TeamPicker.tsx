import { useId } from 'react';
import { teamOptions, type TeamNode } from './teamTree.js';
import { FormField } from '../../app/ui/FormField.js';

/**
 * Picks ONE team of the hierarchy: a native single-choice list whose options
 * read each team's parent and name ("Central Scotland › Callander base", see
 * {@link teamOptions}), so the closed list still says which team it is, and
 * the choice it offers is the choice it makes. (The widgets' team tree selector is a multi-select checkbox tree and
 * is used where several teams are ticked, on the team hierarchy screen.)
 */
export function TeamPicker({
  teams,
  value,
  onChange,
  label = 'Team',
  placeholder = 'Choose a team',
}: {
  teams: readonly TeamNode[];
  value: string | null;
  onChange: (id: string | number | null) => void;
  label?: string;
  /** Text of the empty choice. */
  placeholder?: string;
}) {
  const id = useId();
  const rows = teamOptions(teams);
  return (
    <FormField id={id} label={label}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = rows.find((r) => String(r.node.id) === event.target.value);
          onChange(chosen ? chosen.node.id : null);
        }}
      >
        <option value="">{placeholder}</option>
        {rows.map(({ node, label: text }) => (
          <option key={String(node.id)} value={String(node.id)} disabled={node.disabled}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}
