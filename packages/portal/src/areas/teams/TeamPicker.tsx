import type { TeamNode } from './teamTree.js';

/** Picks one team of a tree. */
export function TeamPicker({
  teams,
  value,
  onChange,
}: {
  teams: readonly TeamNode[];
  value: string | null;
  onChange: (id: string | number | null) => void;
}) {
  return <TeamList teams={teams} value={value} onChange={onChange} />;
}

function TeamList({
  teams,
  value,
  onChange,
}: {
  teams: readonly TeamNode[];
  value: string | null;
  onChange: (id: string | number | null) => void;
}) {
  return (
    <ul className="vkp-link-list">
      {teams.map((t) => (
        <li key={String(t.id)}>
          <button
            type="button"
            className="vkp-button"
            aria-pressed={value === String(t.id)}
            disabled={t.disabled}
            onClick={() => onChange(t.id)}
          >
            {t.name}
          </button>
          {t.children.length > 0 ? (
            <TeamList teams={t.children} value={value} onChange={onChange} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
