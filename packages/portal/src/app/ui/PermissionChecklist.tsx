import { useId } from 'react';
import {
  permissionsByArea,
  permissionWords,
  type PermissionWords,
} from '@volunteerkit/api-client/permissions';
import './permissions.css';

/**
 * A permission group's permissions as a checklist: one fieldset per area, each
 * permission a checkbox with its plain name and one line of what it allows, from
 * the table shared with the sandbox. Names the table does not know (held before
 * it knew them) are listed last and can only be unticked.
 *
 * @example
 * <PermissionChecklist label="Permissions" value={names} onChange={setNames} />
 */
export function PermissionChecklist({
  label,
  value,
  onChange,
  describedBy,
}: {
  /** The checklist's name ("Permissions"). */
  label: string;
  /** The permission names ticked. */
  value: readonly string[];
  /** Called with the names ticked after a change, in the table's order. */
  onChange: (names: string[]) => void;
  /** Ids of the hint or error describing the list. */
  describedBy?: string;
}) {
  const id = useId();
  const held = new Set(value);
  const unknown = value.filter((n) => !permissionWords(n));
  const toggle = (name: string, on: boolean) => {
    const next = new Set(held);
    if (on) next.add(name);
    else next.delete(name);
    const known = permissionsByArea()
      .flatMap((g) => g.permissions.map((p) => p.name))
      .filter((n) => next.has(n));
    onChange([...known, ...[...next].filter((n) => !permissionWords(n))]);
  };
  const item = (p: PermissionWords) => (
    <li key={p.name} className="vkp-permission">
      <input
        id={`${id}-${p.name}`}
        type="checkbox"
        checked={held.has(p.name)}
        aria-describedby={`${id}-${p.name}-d`}
        onChange={(e) => toggle(p.name, e.target.checked)}
      />
      <label className="vkp-permission-name" htmlFor={`${id}-${p.name}`}>
        {p.label}
      </label>
      <span id={`${id}-${p.name}-d`} className="vkp-permission-what">
        {p.description}
      </span>
    </li>
  );
  return (
    <fieldset className="vkp-permissions" aria-describedby={describedBy}>
      <legend>{label}</legend>
      <p className="vkp-permissions-count" aria-live="polite">
        {held.size} of {permissionsByArea().reduce((n, g) => n + g.permissions.length, 0)} ticked
      </p>
      {permissionsByArea().map((g) => (
        <fieldset key={g.area} className="vkp-permissions-area">
          <legend>{g.area}</legend>
          <ul>{g.permissions.map(item)}</ul>
        </fieldset>
      ))}
      {unknown.length > 0 ? (
        <fieldset className="vkp-permissions-area">
          <legend>No longer known</legend>
          <ul>
            {unknown.map((name) => (
              <li key={name} className="vkp-permission">
                <input
                  id={`${id}-x-${name}`}
                  type="checkbox"
                  checked
                  aria-describedby={`${id}-x-${name}-d`}
                  onChange={() => toggle(name, false)}
                />
                <label className="vkp-permission-name" htmlFor={`${id}-x-${name}`}>
                  {name.replace(/-/g, ' ')}
                </label>
                <span id={`${id}-x-${name}-d`} className="vkp-permission-what">
                  Not a permission this version knows: untick it to remove it.
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/**
 * What a list of permissions allows, grouped by area, in words; each with the
 * groups it comes through (`through`: permission name → group names; a
 * permission no group gives reads "given directly").
 *
 * @example
 * <PermissionSummary permissions={user.permissions} through={groupsOf} />
 */
export function PermissionSummary({
  permissions,
  through,
}: {
  /** The permission names held. */
  permissions: readonly string[];
  /** The groups giving a permission (empty: given directly). */
  through?: (name: string) => readonly string[];
}) {
  const held = new Set(permissions);
  const areas = permissionsByArea()
    .map((g) => ({ ...g, permissions: g.permissions.filter((p) => held.has(p.name)) }))
    .filter((g) => g.permissions.length > 0);
  const unknown = permissions.filter((n) => !permissionWords(n));
  if (areas.length === 0 && unknown.length === 0)
    return <p>Nothing beyond their own record: no staff permissions.</p>;
  return (
    <div className="vkp-permission-summary">
      {areas.map((g) => (
        <section key={g.area} aria-label={g.area}>
          <h3>{g.area}</h3>
          <ul>
            {g.permissions.map((p) => {
              const groups = through?.(p.name);
              return (
                <li key={p.name}>
                  <span className="vkp-permission-name">{p.label}</span>
                  <span className="vkp-permission-what">
                    {p.description}
                    {groups
                      ? groups.length > 0
                        ? ` Through ${groups.join(' and ')}.`
                        : ' Given directly, not through a group.'
                      : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {unknown.length > 0 ? (
        <p>Also: {unknown.map((n) => n.replace(/-/g, ' ')).join(', ')}.</p>
      ) : null}
    </div>
  );
}
