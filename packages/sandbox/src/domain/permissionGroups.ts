/**
 * Permission groups and the people in them (issue 46). A person's
 * `permission_group_ids` name the groups they are in; what they may do
 * (`permissions`, what their sessions carry) is what their groups give. A group
 * edited gives its members its new permissions at once (their sessions are
 * renewed, see store/securitySchema.ts); a person without a group keeps the
 * permissions given to them directly (a direct change to a group member lasts until
 * one of their groups changes).
 *
 * A group holds only the permissions of the shared table
 * (`@volunteerkit/api-client/permissions`): a name it does not know is refused
 * with a field error, never stored (a typo must not silently grant or remove
 * access). An edit that would leave nobody able to manage permissions is refused.
 *
 * @module
 */
import { permissionWords } from '@volunteerkit/api-client/permissions';
import { validationError } from '../errors.js';
import type { Db } from '../store/db.js';
import { RecordStore, type StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import type { WriteHook } from '../routes/types.js';

const GROUPS = named('organisation.permissionGroups');
const USERS = named('users');

function groupIdsOf(user: Readonly<Record<string, unknown>>): number[] {
  const ids = user.permission_group_ids;
  return Array.isArray(ids) ? ids.filter((v): v is number => Number.isSafeInteger(v)) : [];
}

/** The permissions the groups `ids` give together (in the order first given). */
export function permissionsOfGroups(store: RecordStore, ids: readonly number[]): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    const group = store.getAnyScope(GROUPS, id);
    const names = Array.isArray(group?.permissions) ? group.permissions : [];
    for (const n of names) if (typeof n === 'string') out.add(n);
  }
  return [...out];
}

/** The people in group `groupId`. */
export function membersOf(store: RecordStore, groupId: number): StoredRecord[] {
  return store.all(USERS).filter((u) => groupIdsOf(u).includes(groupId));
}

function sameSet(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

function managersCount(store: RecordStore): number {
  return store
    .all(USERS)
    .filter(
      (u) =>
        u.status === 'active' &&
        Array.isArray(u.permissions) &&
        u.permissions.includes('manage-permissions'),
    ).length;
}

/**
 * Write hook of permission groups: checks the names, then gives the members
 * what their groups now give (a deleted group is taken off its members first).
 * Runs in the write's transaction: a refusal leaves nothing changed.
 */
export const permissionGroupsHook: WriteHook = (db: Db, op, record) => {
  const store = new RecordStore(db);
  if (op !== 'delete') {
    const names = Array.isArray(record.permissions) ? record.permissions : [];
    const unknown = names.filter((n) => typeof n !== 'string' || !permissionWords(n));
    if (unknown.length > 0)
      throw validationError({
        permissions: unknown.map((n) => `“${String(n)}” is not a permission`),
      });
  }
  // How many can manage permissions before this change (the group is already written:
  // count from its members' stored permissions, which still hold the old ones).
  const before = managersCount(store);
  for (const member of membersOf(store, record.id)) {
    const groups = groupIdsOf(member).filter((id) => op !== 'delete' || id !== record.id);
    const permissions = permissionsOfGroups(store, groups);
    const patch: Record<string, unknown> = {};
    if (op === 'delete') patch.permission_group_ids = groups;
    if (!sameSet(permissions, Array.isArray(member.permissions) ? member.permissions : []))
      patch.permissions = permissions;
    if (Object.keys(patch).length > 0) store.update(USERS, {}, member.id, patch);
  }
  if (before > 0 && managersCount(store) === 0)
    throw validationError({
      permissions: [
        'would leave nobody able to manage permissions: keep “Manage permissions” for someone',
      ],
    });
};

/**
 * Checks a person's `permission_group_ids`: each the id of an existing group.
 * (What the groups give is written with them by whoever changes them, and
 * again whenever one of the groups changes.)
 */
export function checkPersonGroups(db: Db, user: StoredRecord): void {
  const ids = user.permission_group_ids;
  if (ids === undefined || ids === null) return;
  const store = new RecordStore(db);
  if (
    !Array.isArray(ids) ||
    ids.some((id) => !Number.isSafeInteger(id) || !store.getAnyScope(GROUPS, id as number))
  )
    throw validationError({ permission_group_ids: ['must be ids of permission groups'] });
}
