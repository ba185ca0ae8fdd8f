import { useCallback, useId, useMemo, useState } from 'react';
import {
  createRoleSelectorController,
  type Role,
  type RoleFamilyItem,
  type RoleId,
  type RoleRow,
  type RoleType,
} from '@volunteerkit/api-client';
import { useSelectionBinding } from '../hooks/useSelectionBinding.js';
import { resolvePortalMessages, type PortalMessages } from '../messages/portal.js';
import { Tooltip } from '../PageHeading/floating.js';
import { VirtualTree, type VirtualTreeRow } from '../TeamTreeSelector/VirtualTree.js';

/** Props of {@link RoleSelector}. */
export interface RoleSelectorProps {
  /** Roles and role families (items whose type is 'family'). */
  roles: readonly (Role | RoleFamilyItem)[];
  /** Roles shown checked and locked. */
  preselected?: readonly RoleId[];
  /** Controlled selection (preselected roles are always included). */
  value?: readonly RoleId[];
  /** Initial selection when uncontrolled. */
  defaultValue?: readonly RoleId[];
  /** Called with the selected role ids after every change. */
  onValueChange?: (ids: RoleId[]) => void;
  /** Accessible name of the tree. @default messages.roleSelector ("Roles") */
  label?: string;
  /** Show a filter box. @default true */
  searchable?: boolean;
  messages?: Partial<PortalMessages>;
  className?: string;
}

interface Row extends VirtualTreeRow {
  role: RoleRow;
}

/** Styles of the role selector (it also uses the tree and field styles). */
export const roleSelectorCss = `
.vk-role-selector { display: flex; flex-direction: column; gap: var(--vk-space, 0.5rem); }
.vk-role-selector__group { font-weight: 700; }
.vk-role-selector__family { font-weight: 600; }
.vk-role-selector__inactive { display: inline-flex; align-items: center; justify-content: center; width: 1.125rem; height: 1.125rem; border-radius: 50%; border: 1px solid var(--vk-color-muted, #57606a); color: var(--vk-color-muted, #57606a); font-size: 0.75rem; font-style: normal; }
.vk-role-selector__inactive::before { content: "i"; }
.vk-role-selector__row--inactive { color: var(--vk-color-muted, #57606a); }
.vk-role-selector__empty { margin: 0; color: var(--vk-color-muted, #57606a); }
`;

/**
 * The role selector (spec 2.6): roles grouped under "Volunteer Roles", "Non-volunteer
 * Roles" and "System Roles", then by family; partly selected groups and families are shown
 * partly checked; inactive roles carry an "Inactive" tooltip; preselected roles are checked
 * and locked. A keyboard-operable WAI-ARIA checkbox tree, virtualised for thousands of roles.
 *
 * @example
 * <RoleSelector roles={roles} preselected={[12]} onValueChange={setRoleIds} />
 */
export function RoleSelector({
  roles,
  preselected,
  value,
  defaultValue,
  onValueChange,
  label,
  searchable = true,
  messages: overrides,
  className,
}: RoleSelectorProps) {
  const messages = resolvePortalMessages(overrides);
  const id = useId();
  const [controller, state] = useSelectionBinding(
    () => createRoleSelectorController({ roles, preselected, selected: value ?? defaultValue }),
    // Reports only a real change of the selected ids (expanding a family or typing in
    // the filter rebuilds the array but selects nothing), as the team tree selector does.
    { value, onValueChange },
  );

  const headings: Record<RoleType, string> = {
    volunteer: messages.volunteerRoles,
    'non-volunteer': messages.nonVolunteerRoles,
    system: messages.systemRoles,
  };
  const rows = useMemo<Row[]>(
    () =>
      state.rows.map((role) => ({
        key: role.key,
        label: role.kind === 'group' ? headings[role.roleType] : role.label,
        level: role.level,
        posInSet: role.posInSet,
        setSize: role.setSize,
        hasChildren: role.hasChildren,
        expanded: role.expanded,
        checked: role.checked,
        disabled: role.locked,
        role,
      })),
    // headings come from messages, stable per render of the same overrides
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.rows, messages],
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const onActiveChange = useCallback((row: Row | null) => setActiveKey(row?.key ?? null), []);

  return (
    <div className={['vk-role-selector', className].filter(Boolean).join(' ')}>
      {searchable ? (
        <div className="vk-field">
          <label className="vk-field__label" htmlFor={`${id}-search`}>
            {messages.roleSearch}
          </label>
          <input
            id={`${id}-search`}
            className="vk-field__input"
            type="search"
            autoComplete="off"
            value={state.query}
            onChange={(event) => controller.setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="vk-role-selector__empty" role="status">
          {messages.noRoles}
        </p>
      ) : (
        <VirtualTree<Row>
          rows={rows}
          label={label ?? messages.roleSelector}
          idPrefix={`${id}-role`}
          onExpandedChange={(row, expanded) => controller.setExpanded(row.key, expanded)}
          onToggleChecked={(row) => controller.toggle(row.key)}
          onActiveChange={onActiveChange}
          renderRow={(row, { focused }) => (
            <span
              className={[
                'vk-tree__label',
                `vk-role-selector__${row.role.kind}`,
                row.role.inactive ? 'vk-role-selector__row--inactive' : '',
              ]
                .join(' ')
                .trim()}
            >
              {row.label}
              {row.role.inactive ? (
                <>
                  {' '}
                  <Tooltip content={messages.inactive} forceOpen={focused && activeKey === row.key}>
                    {({ ref, props }) => (
                      <i
                        ref={ref}
                        {...props}
                        className="vk-role-selector__inactive"
                        aria-hidden="true"
                      />
                    )}
                  </Tooltip>
                  <span className="vk-visually-hidden">({messages.inactive})</span>
                </>
              ) : null}
            </span>
          )}
        />
      )}
    </div>
  );
}
