import { createStore } from '../store/store.js';
import type { TreeRowState } from '../tree/treeRow.js';

/** Role types (spec 6), in display order. */
export const ROLE_TYPES = ['volunteer', 'non-volunteer', 'system'] as const;

/** A role type. */
export type RoleType = (typeof ROLE_TYPES)[number];

/** The headings of the role groups (spec 2.6). */
export const ROLE_GROUP_HEADINGS: Readonly<Record<RoleType, string>> = {
  volunteer: 'Volunteer Roles',
  'non-volunteer': 'Non-volunteer Roles',
  system: 'System Roles',
};

/** A role's identifier. */
export type RoleId = number | string;

/** A role (spec 3.1). */
export interface Role {
  id: RoleId;
  name: string;
  type: RoleType | (string & {});
  /** 'inactive' roles carry an "Inactive" tooltip. */
  status?: string | null;
  /** The role's family, by id (a name is used when the family item is absent). */
  family?: { id: RoleId; name?: string | null } | null;
}

/** A role family as it appears in a role list: an item whose type is 'family' (spec 3.1). */
export interface RoleFamilyItem {
  id: RoleId;
  name: string;
  type: 'family';
  roles?: readonly Role[] | null;
}

/** One visible row of the role selector. */
export interface RoleRow extends TreeRowState {
  /** Unique key: `group:<type>`, `family:<type>:<id>` or `role:<id>`. */
  key: string;
  kind: 'group' | 'family' | 'role';
  /** The role or family id (the type for groups). */
  id: RoleId;
  label: string;
  /** Preselected roles (and groups made only of them) are locked. */
  locked: boolean;
  /** Whether the role is inactive (roles only). */
  inactive: boolean;
  roleType: RoleType;
}

/** A group, family or role in the grouped role tree built by {@link groupRoles}. */
export interface RoleTreeNode {
  key: string;
  kind: RoleRow['kind'];
  id: RoleId;
  label: string;
  roleType: RoleType;
  inactive: boolean;
  children: RoleTreeNode[];
  /** Role ids below (or the role itself). */
  roleIds: RoleId[];
}

/** Whether a role's status marks it inactive. */
export function isInactiveRole(role: Pick<Role, 'status'>): boolean {
  return typeof role.status === 'string' && role.status.toLowerCase() === 'inactive';
}

/**
 * Groups roles by type, then family (spec 2.6). Accepts a mixed list of roles and
 * family items (`type: 'family'` with nested `roles`). Roles of an unknown type are left out.
 */
export function groupRoles(items: readonly (Role | RoleFamilyItem)[]): RoleTreeNode[] {
  const familyNames = new Map<RoleId, string>();
  const roles: Role[] = [];
  for (const item of items) {
    if (item.type === 'family') {
      const family = item as RoleFamilyItem;
      familyNames.set(family.id, family.name);
      for (const role of family.roles ?? []) {
        roles.push(role.family ? role : { ...role, family: { id: family.id } });
      }
    } else {
      roles.push(item as Role);
    }
  }
  const groups: RoleTreeNode[] = [];
  for (const type of ROLE_TYPES) {
    const group: RoleTreeNode = {
      key: `group:${type}`,
      kind: 'group',
      id: type,
      label: ROLE_GROUP_HEADINGS[type],
      roleType: type,
      inactive: false,
      children: [],
      roleIds: [],
    };
    const families = new Map<RoleId, RoleTreeNode>();
    const loose: RoleTreeNode[] = [];
    const seen = new Set<RoleId>();
    for (const role of roles) {
      if (role.type !== type || seen.has(role.id)) continue;
      seen.add(role.id);
      const leaf: RoleTreeNode = {
        key: `role:${String(role.id)}`,
        kind: 'role',
        id: role.id,
        label: role.name,
        roleType: type,
        inactive: isInactiveRole(role),
        children: [],
        roleIds: [role.id],
      };
      group.roleIds.push(role.id);
      const familyId = role.family?.id;
      const familyName =
        familyId === undefined ? undefined : (familyNames.get(familyId) ?? role.family?.name);
      if (familyId === undefined || !familyName) {
        loose.push(leaf);
        continue;
      }
      let family = families.get(familyId);
      if (!family) {
        family = {
          key: `family:${type}:${String(familyId)}`,
          kind: 'family',
          id: familyId,
          label: familyName,
          roleType: type,
          inactive: false,
          children: [],
          roleIds: [],
        };
        families.set(familyId, family);
      }
      family.children.push(leaf);
      family.roleIds.push(role.id);
    }
    group.children = [...families.values(), ...loose];
    group.roleIds = group.children.flatMap((n) => n.roleIds);
    if (group.roleIds.length > 0) groups.push(group);
  }
  return groups;
}

/** The state of a role selector controller. */
export interface RoleSelectorState {
  rows: readonly RoleRow[];
  /** Selected role ids (preselected included), in display order. */
  selectedIds: readonly RoleId[];
  query: string;
  /** Total number of roles. */
  roleCount: number;
}

/** Options of {@link createRoleSelectorController}. */
export interface RoleSelectorOptions {
  roles: readonly (Role | RoleFamilyItem)[];
  /** Roles shown checked and locked. */
  preselected?: Iterable<RoleId>;
  /** Initially selected roles. */
  selected?: Iterable<RoleId>;
}

/** A headless role selector: grouping, tri-state groups and families, locked preselected roles, filter. */
export interface RoleSelectorController {
  /** Returns the current state: visible rows, selected ids and the filter query. */
  getState(): RoleSelectorState;
  /** Calls `listener` after every state change; returns a function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /** Toggles a row: a role, or every unlocked role of a group or family. */
  toggle(key: string): void;
  /** Expands a collapsed group or family row, or collapses an expanded one. */
  toggleExpanded(key: string): void;
  /** Expands or collapses a group or family row. */
  setExpanded(key: string, expanded: boolean): void;
  /** Replaces the selection (preselected roles stay). */
  setSelection(ids: Iterable<RoleId>): void;
  /** Shows roles whose name contains the query (case-insensitive), with their group and family. */
  setQuery(query: string): void;
  /** Removes every listener; the last state stays readable. */
  destroy(): void;
}

/**
 * Creates a headless role selector (spec 2.6): roles grouped under "Volunteer Roles",
 * "Non-volunteer Roles" and "System Roles", then by family; partly selected groups and
 * families are 'mixed'; preselected roles are checked and locked.
 *
 * @example
 * const roles = createRoleSelectorController({ roles: list, preselected: [3] });
 * roles.toggle('group:volunteer'); // selects every volunteer role
 */
export function createRoleSelectorController(options: RoleSelectorOptions): RoleSelectorController {
  const groups = groupRoles(options.roles);
  const locked = new Set<RoleId>(options.preselected ?? []);
  const nodes = new Map<string, RoleTreeNode>();
  const visit = (n: RoleTreeNode) => {
    nodes.set(n.key, n);
    n.children.forEach(visit);
  };
  groups.forEach(visit);
  const allRoleIds = groups.flatMap((g) => g.roleIds);
  const known = new Set(allRoleIds);
  let selected = new Set<RoleId>([...(options.selected ?? []), ...locked]);
  const collapsed = new Set<string>();
  let query = '';

  const build = (): RoleSelectorState => {
    const q = query.trim().toLowerCase();
    const rows: RoleRow[] = [];
    const matches = (n: RoleTreeNode): boolean =>
      n.kind === 'role' ? n.label.toLowerCase().includes(q) : n.children.some(matches);
    const walk = (list: RoleTreeNode[], level: number) => {
      const shown = q === '' ? list : list.filter(matches);
      shown.forEach((n, k) => {
        const count = n.roleIds.reduce((c: number, id) => c + (selected.has(id) ? 1 : 0), 0);
        const hasChildren = n.children.length > 0;
        const expanded = hasChildren && (q !== '' || !collapsed.has(n.key));
        rows.push({
          key: n.key,
          kind: n.kind,
          id: n.id,
          label: n.label,
          level,
          posInSet: k + 1,
          setSize: shown.length,
          hasChildren,
          expanded,
          checked: count === 0 ? false : count === n.roleIds.length ? true : 'mixed',
          locked: n.roleIds.every((id) => locked.has(id)),
          inactive: n.inactive,
          roleType: n.roleType,
        });
        if (expanded) walk(n.children, level + 1);
      });
    };
    walk(groups, 1);
    return {
      rows,
      selectedIds: allRoleIds.filter((id) => selected.has(id)),
      query,
      roleCount: allRoleIds.length,
    };
  };
  const store = createStore(build());
  const commit = () => store.setState(build());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    toggle(key) {
      const node = nodes.get(key);
      if (!node) return;
      const free = node.roleIds.filter((id) => !locked.has(id));
      if (free.length === 0) return;
      const next = new Set(selected);
      const allOn = node.roleIds.every((id) => selected.has(id));
      for (const id of free) {
        if (allOn) next.delete(id);
        else next.add(id);
      }
      selected = next;
      commit();
    },
    toggleExpanded(key) {
      const node = nodes.get(key);
      if (!node || node.children.length === 0) return;
      if (collapsed.has(key)) collapsed.delete(key);
      else collapsed.add(key);
      commit();
    },
    setExpanded(key, expanded) {
      const node = nodes.get(key);
      if (!node || node.children.length === 0 || collapsed.has(key) === !expanded) return;
      if (expanded) collapsed.delete(key);
      else collapsed.add(key);
      commit();
    },
    setSelection(ids) {
      selected = new Set<RoleId>(locked);
      for (const id of ids) if (known.has(id)) selected.add(id);
      commit();
    },
    setQuery(q) {
      if (q === query) return;
      query = q;
      commit();
    },
    destroy() {
      store.destroy();
    },
  };
}
