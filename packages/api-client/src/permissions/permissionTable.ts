/**
 * Permissions in words: every permission the product knows, by area, with a
 * plain name and one line of what it allows. One table, read by the sandbox
 * (the permissions it seeds and their display names) and by the portal (a
 * permission group edited as a checklist, a person's "what they may do", and
 * screens that say which permission is missing).
 *
 * @module
 */

/** One permission in words. */
export interface PermissionWords {
  /** The name the API checks (`view-users`). */
  readonly name: string;
  /** The area it belongs to ("People"), a heading of the checklist. */
  readonly area: PermissionArea;
  /** Its plain name, in sentence case ("View people"). */
  readonly label: string;
  /** One line of what it allows. */
  readonly description: string;
}

/** The areas permissions are grouped under, in the order shown. */
export const PERMISSION_AREAS = [
  'People',
  'Opportunities',
  'Residential',
  'Teams',
  'Rotas',
  'Reports',
  'Organisation',
] as const;

/** An area permissions are grouped under. */
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

const p = (
  area: PermissionArea,
  name: string,
  label: string,
  description: string,
): PermissionWords => ({ name, area, label, description });

/**
 * Every permission, in the order of the checklist.
 *
 * @example
 * PERMISSION_TABLE.find((w) => w.name === 'view-users')?.label // 'View people'
 */
export const PERMISSION_TABLE: readonly PermissionWords[] = [
  p(
    'People',
    'view-users',
    'View people',
    'See the names and contact details of people in your teams.',
  ),
  p('People', 'create-users', 'Add people', 'Add new people and send them an invitation.'),
  p(
    'People',
    'edit-users',
    'Edit people',
    'Change people’s details, and decide their expense claims.',
  ),
  p(
    'People',
    'delete-users',
    'Delete people',
    'Delete people’s records and ask for their data to be erased.',
  ),
  p('People', 'block-users', 'Block people', 'Block and unblock people’s sign-in.'),
  p(
    'People',
    'view-user-diversity',
    'View diversity details',
    'See the diversity answers people gave, for reports.',
  ),
  p(
    'Opportunities',
    'view-opportunities',
    'View opportunities',
    'See the organisation’s opportunities.',
  ),
  p('Opportunities', 'create-opportunities', 'Add opportunities', 'Add new opportunities.'),
  p(
    'Opportunities',
    'edit-opportunities',
    'Edit opportunities',
    'Change opportunities and their adverts.',
  ),
  p('Opportunities', 'delete-opportunities', 'Delete opportunities', 'Delete opportunities.'),
  p(
    'Opportunities',
    'publish-opportunities',
    'Publish opportunities',
    'Put opportunities on the public pages, and take them off.',
  ),
  p(
    'Opportunities',
    'view-applications',
    'View applications',
    'See applications and move them through recruitment.',
  ),
  p(
    'Residential',
    'view-residential',
    'View residential',
    'See residential stays, rooms and occupancy.',
  ),
  p(
    'Residential',
    'manage-residential-bookings',
    'Manage residential bookings',
    'Book, change and cancel people’s stays.',
  ),
  p(
    'Residential',
    'manage-residential-rooms',
    'Manage residential rooms',
    'Add and change rooms and when they cannot be booked.',
  ),
  p('Teams', 'view-teams', 'View teams', 'See the teams and bases and who is in them.'),
  p('Teams', 'edit-teams', 'Edit teams', 'Add, change and move teams and bases.'),
  p(
    'Teams',
    'view-related-hierarchy-touchpoints',
    'Open team pages',
    'Open a team’s page from a team name.',
  ),
  p('Teams', 'view-touchpoints', 'View touchpoints', 'See the contacts recorded with people.'),
  p('Rotas', 'view-rotas', 'View rotas', 'See rotas and who is on each shift.'),
  p('Rotas', 'edit-rotas', 'Edit rotas', 'Add and change shifts, and put people on them.'),
  p('Rotas', 'export-rotas', 'Export rotas', 'Download rotas as PDF and spreadsheet files.'),
  p('Reports', 'view-reports', 'View reports', 'Open the reports.'),
  p('Reports', 'view-analytics', 'View analytics', 'Open the analytics dashboards.'),
  p('Reports', 'create-exports', 'Export data', 'Download lists and reports as files.'),
  p(
    'Organisation',
    'manage-organisation',
    'Manage the organisation',
    'Change the organisation’s settings, places and vocabularies.',
  ),
  p(
    'Organisation',
    'manage-permissions',
    'Manage permissions',
    'Change permission groups and what each person may do.',
  ),
  p(
    'Organisation',
    'manage-integrations',
    'Manage integrations',
    'Connect and disconnect other systems.',
  ),
  p(
    'Organisation',
    'manage-email-templates',
    'Manage e-mail templates',
    'Write the e-mails the organisation sends.',
  ),
  p(
    'Organisation',
    'use-query-builder',
    'Use the query builder',
    'Build custom lists of people and records.',
  ),
];

const BY_NAME = new Map(PERMISSION_TABLE.map((w) => [w.name, w]));

/**
 * A permission in words; `undefined` for a name the table does not know.
 *
 * @example
 * permissionWords('edit-rotas')?.description // 'Add and change shifts, and put people on them.'
 */
export function permissionWords(name: string): PermissionWords | undefined {
  return BY_NAME.get(name);
}

/**
 * The permissions of the table, grouped by area in the checklist's order
 * (areas without a permission left out).
 */
export function permissionsByArea(): ReadonlyArray<{
  area: PermissionArea;
  permissions: readonly PermissionWords[];
}> {
  return PERMISSION_AREAS.map((area) => ({
    area,
    permissions: PERMISSION_TABLE.filter((w) => w.area === area),
  })).filter((g) => g.permissions.length > 0);
}
