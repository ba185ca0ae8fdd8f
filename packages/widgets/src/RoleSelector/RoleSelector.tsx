import { useCallback, useMemo, useState } from 'react';
import {
  createRoleSelectorController,
  type Role,
  type RoleFamilyItem,
  type RoleId,
  type RoleRow,
  type RoleType,
} from '@volunteerkit/api-client';
import { useSelectionBinding } from '../hooks/useSelectionBinding.js';
import { usePortalMessages } from '../messages/portal.js';
import { Tooltip } from '../PageHeading/floating.js';
import {
  toVirtualTreeRow,
  TreeSelectorFrame,
  type TreeSelectorProps,
} from '../TeamTreeSelector/TreeSelectorParts.js';
import type { VirtualTreeRow } from '../TeamTreeSelector/VirtualTree.js';

/** Props of {@link RoleSelector}: the selection is of role ids; `label` defaults to messages.roleSelector ("Roles"). */
export interface RoleSelectorProps extends TreeSelectorProps<RoleId> {
  /** Roles and role families (items whose type is 'family'). */
  roles: readonly (Role | RoleFamilyItem)[];
  /** Roles shown checked and locked (a controlled selection always includes them). */
  preselected?: readonly RoleId[];
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
export function RoleSelector({ roles, preselected, ...selector }: RoleSelectorProps) {
  const { value, onValueChange } = selector;
  const [messages] = usePortalMessages(selector.messages);
  const [controller, state] = useSelectionBinding(
    () =>
      createRoleSelectorController({
        roles,
        preselected,
        selected: value ?? selector.defaultValue,
      }),
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
        ...toVirtualTreeRow(
          role,
          role.key,
          role.kind === 'group' ? headings[role.roleType] : role.label,
          role.locked,
        ),
        role,
      })),
    // headings come from messages, stable per render of the same overrides
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.rows, messages],
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const onActiveChange = useCallback((row: Row | null) => setActiveKey(row?.key ?? null), []);

  return (
    <TreeSelectorFrame<Row>
      selector={selector}
      block="vk-role-selector"
      defaultLabel={messages.roleSelector}
      searchLabel={messages.roleSearch}
      query={state.query}
      onQueryChange={(query) => controller.setQuery(query)}
      rowIdName="role"
      empty={
        <p className="vk-role-selector__empty" role="status">
          {messages.noRoles}
        </p>
      }
      rows={rows}
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
  );
}
