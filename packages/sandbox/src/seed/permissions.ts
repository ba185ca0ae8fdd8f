/**
 * The permission names of the demo organisation.
 *
 * @module
 */
import { permissionsByArea } from '@volunteerkit/api-client/permissions';

/**
 * Every permission, by category: the areas and names of the shared table in words
 * (`@volunteerkit/api-client/permissions`), so the sandbox and the portal name them alike.
 */
export const PERMISSION_CATEGORIES: Record<string, string[]> = Object.fromEntries(
  permissionsByArea().map((g) => [g.area, g.permissions.map((w) => w.name)]),
);

/** Every permission name. */
export const ALL_PERMISSIONS: string[] = Object.values(PERMISSION_CATEGORIES).flat();

/** A volunteer's permissions. */
export const VOLUNTEER_PERMISSIONS = ['view-opportunities', 'view-residential', 'view-rotas'];

/**
 * A volunteer coordinator's permissions: people (including 'view-users'), rotas, events,
 * recruitment, residential, tasks, communication, expenses approval and reports; not the
 * organisation's settings, its permissions or its integrations.
 */
export const COORDINATOR_PERMISSIONS: string[] = ALL_PERMISSIONS.filter(
  (p) => !['manage-organisation', 'manage-permissions', 'manage-integrations'].includes(p),
);

/**
 * A team leader's permissions: their teams' people, rotas, events, tasks, residential
 * bookings and applicants. The server narrows them to the teams they lead (authz/teamScope.ts).
 */
export const TEAM_LEADER_PERMISSIONS: string[] = [
  'view-users',
  'edit-users',
  'view-opportunities',
  'view-applications',
  'view-residential',
  'manage-residential-bookings',
  'view-teams',
  'view-touchpoints',
  'view-rotas',
  'edit-rotas',
  'view-reports',
];

/**
 * The deliberately limited demo account: rotas, opportunities, applications, residential
 * and teams, but no 'view-users', so screens that name people explain what is missing.
 */
export const LIMITED_PERMISSIONS: string[] = [
  'view-opportunities',
  'view-applications',
  'view-residential',
  'view-teams',
  'view-rotas',
  'edit-rotas',
];
