/**
 * The tabs of a person's record, each at its own URL
 * (`/people/{id}` for the profile, `/people/{id}/{section}` for the others).
 *
 * @module
 */

/** One tab of the record. */
export interface PersonSection {
  /** URL segment (and tab id). */
  id: string;
  /** Tab label. */
  label: string;
  /** Catalogue resources (by accessor, `users.notes`) shown as lists in the tab. */
  resources: readonly string[];
  /** Shown only when the person needs a guardian (a minor). */
  minorsOnly?: boolean;
  /** Staff records about the person: not shown to someone viewing only their own record. */
  staffOnly?: boolean;
  /** Older URL segments that open this section (links made before the tabs were merged). */
  aliases?: readonly string[];
}

/** The sections of a person's record, in tab order. */
export const USER_SECTIONS: readonly PersonSection[] = [
  { id: 'profile', label: 'Profile', resources: [] },
  {
    id: 'contact',
    label: 'Contact',
    resources: [
      'users.emailAddresses',
      'users.phoneNumbers',
      'users.postalAddresses',
      'users.emergencyContacts',
    ],
  },
  { id: 'roles', label: 'Roles', resources: [] },
  { id: 'teams', label: 'Teams', resources: [] },
  { id: 'availability', label: 'Availability and shifts', resources: [] },
  { id: 'applications', label: 'Applications', resources: ['users.applications'] },
  { id: 'inductions', label: 'Inductions', resources: [] },
  { id: 'expenses', label: 'Expenses', resources: [] },
  {
    id: 'consents',
    label: 'Consents and vetting',
    resources: ['users.consents', 'users.vetting'],
  },
  {
    id: 'notes',
    label: 'Notes and touchpoints',
    resources: ['users.notes', 'users.touchpoints'],
    staffOnly: true,
    aliases: ['touchpoints'],
  },
  { id: 'messages', label: 'Messages', resources: ['users.messaging'] },
  { id: 'files', label: 'Files', resources: ['users.files'] },
  {
    id: 'guardians',
    label: 'Guardians',
    resources: ['users.guardians', 'users.parentalConsents'],
    minorsOnly: true,
  },
  { id: 'all', label: 'All records', resources: [], staffOnly: true },
];

/** The section a URL segment opens (by id or an older alias). */
export function findSection(segment: string): PersonSection | undefined {
  return USER_SECTIONS.find((s) => s.id === segment || s.aliases?.includes(segment));
}

/**
 * The URL of a section of a person's record (under `/me` for one's own record
 * opened from "My record").
 */
export function sectionPath(userId: string, section: string, self = false): string {
  const base = self ? '/me' : `/people/${encodeURIComponent(userId)}`;
  return section === 'profile' ? base : `${base}/${encodeURIComponent(section)}`;
}
