import { TeamTreeSelector } from '@volunteerkit/widgets';
import type { TeamNode } from './teamTree.js';

/**
 * Picks one team of the hierarchy with the widgets' team tree selector (a
 * checkbox tree): the team ticked last becomes the chosen one.
 */
export function TeamPicker({
  teams,
  value,
  onChange,
  label = 'Teams',
}: {
  teams: readonly TeamNode[];
  value: string | null;
  onChange: (id: string | number | null) => void;
  label?: string;
}) {
  const selected = value === null ? [] : [teamIdOf(teams, value) ?? value];
  return (
    <TeamTreeSelector
      teams={teams}
      label={label}
      value={selected}
      onValueChange={(ids) => {
        const added = ids.find((id) => String(id) !== value);
        onChange(added ?? null);
      }}
    />
  );
}

/** The id of the team whose id reads `value` (numbers stay numbers). */
function teamIdOf(teams: readonly TeamNode[], value: string): string | number | undefined {
  for (const t of teams) {
    if (String(t.id) === value) return t.id;
    const inner = teamIdOf(t.children, value);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
