import { useId, useMemo, useState } from 'react';
import type { PersonOption } from './useEventContext.js';
import { FormField } from '../../app/ui/FormField.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';

/** At most this many matches are offered at once. */
const MAX_MATCHES = 50;

/**
 * Picks one person: a search box narrows a native list box of names (first
 * {@link MAX_MATCHES} matches), so it works by keyboard and with every screen reader.
 */
export function PersonPicker({
  people,
  value,
  onChange,
  label,
  exclude,
}: {
  people: readonly PersonOption[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  exclude?: ReadonlySet<string>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => {
    const q = query.trim().toLowerCase();
    return people.filter((p) => !exclude?.has(p.id) && (!q || p.name.toLowerCase().includes(q)));
  }, [people, query, exclude]);
  const matches = all.slice(0, MAX_MATCHES);
  return (
    <div className="vke-person">
      <div className="vkp-form-field">
        <label htmlFor={`${id}-q`}>Find {label.toLowerCase()}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <FormField id={`${id}-p`} label={label}>
        <select id={`${id}-p`} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">
            {matches.length === 0
              ? 'Nobody matches'
              : all.length > matches.length
                ? `Choose (first ${matches.length} of ${all.length}: type to narrow)`
                : `Choose (${matches.length} found)`}
          </option>
          <NamedOptions items={matches} />
        </select>
      </FormField>
    </div>
  );
}
