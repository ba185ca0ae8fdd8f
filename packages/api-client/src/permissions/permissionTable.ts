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

/**
 * Every permission's area and plain name, in the order of the checklist: a table of
 * its own (without the descriptions), so a screen that only names permissions
 * carries only the names.
 */
export const PERMISSION_NAMES: Readonly<Record<string, readonly [PermissionArea, string]>> = {
  'view-users': ['People', 'View people'],
  'create-users': ['People', 'Add people'],
  'edit-users': ['People', 'Edit people'],
  'delete-users': ['People', 'Delete people'],
  'block-users': ['People', 'Block people'],
  'view-user-diversity': ['People', 'View diversity details'],
  'view-opportunities': ['Opportunities', 'View opportunities'],
  'create-opportunities': ['Opportunities', 'Add opportunities'],
  'edit-opportunities': ['Opportunities', 'Edit opportunities'],
  'delete-opportunities': ['Opportunities', 'Delete opportunities'],
  'publish-opportunities': ['Opportunities', 'Publish opportunities'],
  'view-applications': ['Opportunities', 'View applications'],
  'view-residential': ['Residential', 'View residential'],
  'manage-residential-bookings': ['Residential', 'Manage residential bookings'],
  'manage-residential-rooms': ['Residential', 'Manage residential rooms'],
  'view-teams': ['Teams', 'View teams'],
  'edit-teams': ['Teams', 'Edit teams'],
  'view-related-hierarchy-touchpoints': ['Teams', 'Open team pages'],
  'view-touchpoints': ['Teams', 'View touchpoints'],
  'view-rotas': ['Rotas', 'View rotas'],
  'edit-rotas': ['Rotas', 'Edit rotas'],
  'export-rotas': ['Rotas', 'Export rotas'],
  'view-reports': ['Reports', 'View reports'],
  'view-analytics': ['Reports', 'View analytics'],
  'create-exports': ['Reports', 'Export data'],
  'manage-organisation': ['Organisation', 'Manage the organisation'],
  'manage-permissions': ['Organisation', 'Manage permissions'],
  'manage-integrations': ['Organisation', 'Manage integrations'],
  'manage-email-templates': ['Organisation', 'Manage e-mail templates'],
  'use-query-builder': ['Organisation', 'Use the query builder'],
};

/** One line of what each permission allows. */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'view-users': 'See the names and contact details of people in your teams.',
  'create-users': 'Add new people and send them an invitation.',
  'edit-users': 'Change people’s details, and decide their expense claims.',
  'delete-users': 'Delete people’s records and ask for their data to be erased.',
  'block-users': 'Block and unblock people’s sign-in.',
  'view-user-diversity': 'See the diversity answers people gave, for reports.',
  'view-opportunities': 'See the organisation’s opportunities.',
  'create-opportunities': 'Add new opportunities.',
  'edit-opportunities': 'Change opportunities and their adverts.',
  'delete-opportunities': 'Delete opportunities.',
  'publish-opportunities': 'Put opportunities on the public pages, and take them off.',
  'view-applications': 'See applications and move them through recruitment.',
  'view-residential': 'See residential stays, rooms and occupancy.',
  'manage-residential-bookings': 'Book, change and cancel people’s stays.',
  'manage-residential-rooms': 'Add and change rooms and when they cannot be booked.',
  'view-teams': 'See the teams and bases and who is in them.',
  'edit-teams': 'Add, change and move teams and bases.',
  'view-related-hierarchy-touchpoints': 'Open a team’s page from a team name.',
  'view-touchpoints': 'See the contacts recorded with people.',
  'view-rotas': 'See rotas and who is on each shift.',
  'edit-rotas': 'Add and change shifts, and put people on them.',
  'export-rotas': 'Download rotas as PDF and spreadsheet files.',
  'view-reports': 'Open the reports.',
  'view-analytics': 'Open the analytics dashboards.',
  'create-exports': 'Download lists and reports as files.',
  'manage-organisation': 'Change the organisation’s settings, places and vocabularies.',
  'manage-permissions': 'Change permission groups and what each person may do.',
  'manage-integrations': 'Connect and disconnect other systems.',
  'manage-email-templates': 'Write the e-mails the organisation sends.',
  'use-query-builder': 'Build custom lists of people and records.',
};

/**
 * A permission's plain name ("View people"); `undefined` for a name the table does not know.
 * Reads the names only (see {@link PERMISSION_NAMES}).
 *
 * @example
 * permissionLabelOf('view-users') // 'View people'
 */
export function permissionLabelOf(name: string): string | undefined {
  return Object.hasOwn(PERMISSION_NAMES, name) ? PERMISSION_NAMES[name]![1] : undefined;
}

/**
 * A permission in words; `undefined` for a name the table does not know.
 *
 * @example
 * permissionWords('edit-rotas')?.description // 'Add and change shifts, and put people on them.'
 */
export function permissionWords(name: string): PermissionWords | undefined {
  if (!Object.hasOwn(PERMISSION_NAMES, name)) return undefined;
  const [area, label] = PERMISSION_NAMES[name]!;
  return { name, area, label, description: PERMISSION_DESCRIPTIONS[name] ?? '' };
}

/**
 * Every permission, in the order of the checklist.
 *
 * @example
 * PERMISSION_TABLE.find((w) => w.name === 'view-users')?.label // 'View people'
 */
export const PERMISSION_TABLE: readonly PermissionWords[] = /*#__PURE__*/ Object.keys(
  PERMISSION_NAMES,
).map((name) => permissionWords(name)!);

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
