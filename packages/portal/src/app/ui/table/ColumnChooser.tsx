import { useId } from 'react';

const PREFIX = 'vk-portal-columns:';

/** The columns this browser last chose for a table, if any. */
export function rememberedColumns(tableKey: string): string[] | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(PREFIX + tableKey) ?? 'null') as unknown;
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')
      ? (value as string[])
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers (or with `undefined`, forgets) the columns chosen for a table. */
export function rememberColumns(tableKey: string, columns: readonly string[] | undefined): void {
  try {
    if (columns) localStorage.setItem(PREFIX + tableKey, JSON.stringify(columns));
    else localStorage.removeItem(PREFIX + tableKey);
  } catch {
    // storage unavailable: the choice still holds in the URL
  }
}

/**
 * The column chooser: a checkbox per available column (at least one stays
 * shown) and a reset to the default columns.
 */
export function ColumnChooser({
  available,
  visible,
  onChange,
  onReset,
}: {
  available: readonly { field: string; label: string }[];
  visible: readonly string[];
  onChange: (columns: string[]) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="vkp-dt-columns">
      <legend>Columns shown</legend>
      <ul>
        {available.map((c) => {
          const on = visible.includes(c.field);
          return (
            <li key={c.field}>
              <input
                id={`${id}-${c.field}`}
                type="checkbox"
                checked={on}
                disabled={on && visible.length === 1}
                onChange={() =>
                  onChange(
                    on
                      ? visible.filter((f) => f !== c.field)
                      : available
                          .map((a) => a.field)
                          .filter((f) => f === c.field || visible.includes(f)),
                  )
                }
              />
              <label htmlFor={`${id}-${c.field}`}>{c.label}</label>
            </li>
          );
        })}
      </ul>
      <button type="button" className="vkp-button" onClick={onReset}>
        Default columns
      </button>
    </fieldset>
  );
}
