/**
 * Which writes of a resource the signed-in user may make, so generic screens
 * hide the buttons the server would refuse (Create, Edit, Delete) instead of
 * offering them. The permissions mirror the server's rules (the sandbox's rule
 * table, packages/sandbox/src/authz/rules.ts) for the resources whose writes
 * need a named permission: people (spec 7.13), opportunities, applications,
 * shifts and residential bookings.
 *
 * @module
 */
import { hasPermission } from '@volunteerkit/api-client';
import { useUser } from '../app/hooks.js';
import type { ResourceDef } from './registry.js';

/** A write a generic screen may offer. */
export type WriteKind = 'create' | 'edit' | 'delete';

/** The permission each write of a resource needs, by catalogue accessor. */
export const WRITE_PERMISSIONS: Readonly<Record<string, Readonly<Record<WriteKind, string>>>> = {
  users: { create: 'create-users', edit: 'edit-users', delete: 'delete-users' },
  opportunities: {
    create: 'create-opportunities',
    edit: 'edit-opportunities',
    delete: 'delete-opportunities',
  },
  applications: {
    create: 'edit-opportunities',
    edit: 'edit-opportunities',
    delete: 'edit-opportunities',
  },
  shifts: { create: 'edit-rotas', edit: 'edit-rotas', delete: 'edit-rotas' },
  repeatingShifts: { create: 'edit-rotas', edit: 'edit-rotas', delete: 'edit-rotas' },
  residentialBookings: {
    create: 'manage-residential-bookings',
    edit: 'manage-residential-bookings',
    delete: 'manage-residential-bookings',
  },
};

/**
 * Whether a user holding `permissions` may make each write of the resource
 * with this accessor; a resource without listed permissions is left to the
 * server (every write offered).
 *
 * @example
 * writeAccess('users', ['view-users', 'edit-users']) // { create: false, edit: true, delete: false }
 */
export function writeAccess(
  accessor: string,
  can: (permission: string) => boolean,
): Record<WriteKind, boolean> {
  const needs = WRITE_PERMISSIONS[accessor];
  return {
    create: !needs || can(needs.create),
    edit: !needs || can(needs.edit),
    delete: !needs || can(needs.delete),
  };
}

/** {@link writeAccess} for the signed-in user (the session's permissions; no request). */
export function useWriteAccess(def: Pick<ResourceDef, 'accessor'>): Record<WriteKind, boolean> {
  const user = useUser();
  return writeAccess(def.accessor, (p) => hasPermission(user, p));
}
