/**
 * The tabs of a person's record, each at its own URL
 * (`/people/{id}` for the profile, `/people/{id}/{section}` for the others).
 *
 * @module
 */
import type { RecordTextKey } from './recordWords.js';

/** One tab of the record. */
export interface PersonSection {
  /** URL segment (and tab id). */
  id: string;
  /** Tab label (English). */
  label: string;
  /** The tab label's text in the record catalogue (one's own record follows its language). */
  labelKey: RecordTextKey;
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
  { id: 'profile', label: 'Profile', labelKey: 'sectionProfile', resources: [] },
  {
    id: 'contact',
    label: 'Contact',
    labelKey: 'sectionContact',
    resources: [
      'users.emailAddresses',
      'users.phoneNumbers',
      'users.postalAddresses',
      'users.emergencyContacts',
    ],
  },
  { id: 'roles', label: 'Roles', labelKey: 'sectionRoles', resources: [] },
  { id: 'teams', label: 'Teams', labelKey: 'sectionTeams', resources: [] },
  {
    id: 'availability',
    label: 'Availability and shifts',
    labelKey: 'sectionAvailability',
    resources: [],
  },
  {
    id: 'applications',
    label: 'Applications',
    labelKey: 'sectionApplications',
    resources: ['users.applications'],
  },
  { id: 'inductions', label: 'Inductions', labelKey: 'sectionInductions', resources: [] },
  { id: 'expenses', label: 'Expenses', labelKey: 'sectionExpenses', resources: [] },
  {
    id: 'consents',
    label: 'Consents and vetting',
    labelKey: 'sectionConsents',
    resources: ['users.consents', 'users.vetting'],
  },
  {
    id: 'notes',
    label: 'Notes and touchpoints',
    labelKey: 'sectionNotes',
    resources: ['users.notes', 'users.touchpoints'],
    staffOnly: true,
    aliases: ['touchpoints'],
  },
  {
    id: 'messages',
    label: 'Messages',
    labelKey: 'sectionMessages',
    resources: ['users.messaging'],
  },
  { id: 'files', label: 'Files', labelKey: 'sectionFiles', resources: ['users.files'] },
  {
    id: 'guardians',
    label: 'Guardians',
    labelKey: 'sectionGuardians',
    resources: ['users.guardians', 'users.parentalConsents'],
    minorsOnly: true,
  },
  { id: 'all', label: 'All records', labelKey: 'sectionAll', resources: [], staffOnly: true },
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
