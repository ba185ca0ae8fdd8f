/**
 * Reference fields and what they point at: `user_id` is a person, `team_id`
 * a team, `room_id` a room… For each kind of reference, the list the names
 * are read from (one request per page of references, see `useReferences`),
 * where the referenced record opens, how it is named, and what is shown when
 * it no longer exists ("Unknown person", "Deleted team"): never an id.
 *
 * @module
 */
import { catalogue, fillPath, requestPath } from '@volunteerkit/api-client';
import { namedRecordName, personRecordName } from './recordNames.js';

/** What a reference field points at. */
export type ReferenceKind =
  | 'person'
  | 'team'
  | 'room'
  | 'recruitmentCategory'
  | 'skillCategory'
  | 'inductionModule'
  | 'disclosureType'
  | 'application';

type Row = Readonly<Record<string, unknown>>;

/** One kind of reference. */
export interface ReferenceTarget {
  /** The kind. */
  readonly kind: ReferenceKind;
  /** The referenced record in words ("person"), for labels and messages. */
  readonly singular: string;
  /** Shown when the referenced record cannot be found. */
  readonly missing: string;
  /** The permission that reads these records (`view-users`), named when a lookup is refused. */
  readonly permission?: string;
  /**
   * The API list (relative to the API base) the names are read from; the row
   * may scope it (a room belongs to its team). `undefined`: cannot be looked up.
   */
  readonly listPath: (row: Row) => string | undefined;
  /** The portal URL of a referenced record, when it has a page. */
  readonly href?: (id: string, row: Row) => string | undefined;
  /** The referenced record's name. */
  readonly name: (record: Row) => string | undefined;
}

const SAFE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The request path (relative to the API base, no trailing slash) of the catalogue's
 * list `accessor`, its placeholders filled from `values`; `undefined` when the
 * catalogue has no such list or a value is missing. Paths are never spelled here.
 */
export function listPathOf(
  accessor: string,
  values: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const entry = catalogue.find(
    (e) => e.kind === 'resource' && e.accessor === accessor && e.operations.includes('list'),
  );
  if (!entry) return undefined;
  try {
    return requestPath(fillPath(entry.path, values)).replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

function safe(value: unknown): string | undefined {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof s === 'string' && SAFE.test(s) ? s : undefined;
}

/** What a person reference reads when the person cannot be found (never their id). */
export const UNKNOWN_PERSON = 'Unknown person';

/** The kinds of reference. */
export const REFERENCE_TARGETS: Readonly<Record<ReferenceKind, ReferenceTarget>> = {
  person: {
    kind: 'person',
    permission: 'view-users',
    singular: 'person',
    missing: UNKNOWN_PERSON,
    listPath: () => listPathOf('users'),
    href: (id) => `/people/${encodeURIComponent(id)}`,
    name: personRecordName,
  },
  team: {
    kind: 'team',
    permission: 'view-teams',
    singular: 'team',
    missing: 'Deleted team',
    listPath: () => listPathOf('organisation.teams'),
    href: (id) => `/portal/team/${encodeURIComponent(id)}`,
    name: namedRecordName,
  },
  room: {
    kind: 'room',
    permission: 'view-residential',
    singular: 'room',
    missing: 'Deleted room',
    listPath: (row) => {
      const team = safe(row.team_id);
      return team ? listPathOf('organisation.teams.residentialRooms', { teamId: team }) : undefined;
    },
    name: namedRecordName,
  },
  recruitmentCategory: {
    kind: 'recruitmentCategory',
    singular: 'category',
    missing: 'Deleted category',
    listPath: () => listPathOf('organisation.recruitment.categories'),
    href: (id) => `/manage/organisation/recruitment/categories/${encodeURIComponent(id)}`,
    name: namedRecordName,
  },
  skillCategory: {
    kind: 'skillCategory',
    singular: 'skill category',
    missing: 'Deleted skill category',
    listPath: () => listPathOf('organisation.skillCategories'),
    href: (id) => `/manage/organisation/skillCategories/${encodeURIComponent(id)}`,
    name: namedRecordName,
  },
  inductionModule: {
    kind: 'inductionModule',
    singular: 'induction module',
    missing: 'Deleted induction module',
    listPath: () => listPathOf('organisation.inductionModules'),
    href: (id) => `/manage/organisation/induction-modules/${encodeURIComponent(id)}`,
    name: namedRecordName,
  },
  disclosureType: {
    kind: 'disclosureType',
    singular: 'disclosure type',
    missing: 'Deleted disclosure type',
    listPath: () => listPathOf('organisation.disclosureTypes'),
    href: (id) => `/manage/organisation/disclosure-types/${encodeURIComponent(id)}`,
    name: namedRecordName,
  },
  application: {
    kind: 'application',
    permission: 'view-applications',
    singular: 'application',
    missing: 'Deleted application',
    listPath: () => listPathOf('applications'),
    // The application's record page (issue 45), not the generic record screen.
    href: (id) => `/recruitment/applications/${encodeURIComponent(id)}`,
    name: (record) => {
      const who = text(record.applicant_name) || text(record.user_name);
      const what = text(record.opportunity_name) || text(record.name) || text(record.category_name);
      if (who) return [who, what].filter(Boolean).join(' – ');
      return what ? `Application to ${what}` : undefined;
    },
  },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reference fields that mean the same wherever they appear, with their label. */
export const REFERENCE_FIELDS: Readonly<Record<string, { kind: ReferenceKind; label: string }>> = {
  user_id: { kind: 'person', label: 'Person' },
  authoriser_id: { kind: 'person', label: 'Authorised by' },
  assignee_id: { kind: 'person', label: 'Assigned to' },
  guardian_id: { kind: 'person', label: 'Guardian' },
  from_id: { kind: 'person', label: 'From' },
  supervisor_id: { kind: 'person', label: 'Supervisor' },
  created_by: { kind: 'person', label: 'Created by' },
  updated_by: { kind: 'person', label: 'Changed by' },
  renewal_requested_by: { kind: 'person', label: 'Renewal asked by' },
  team_id: { kind: 'team', label: 'Team' },
  room_id: { kind: 'room', label: 'Room' },
  module_id: { kind: 'inductionModule', label: 'Induction module' },
  application_id: { kind: 'application', label: 'Application' },
  disclosure_type_id: { kind: 'disclosureType', label: 'Check' },
};

/** The target of a kind of reference. */
export function referenceTarget(kind: ReferenceKind): ReferenceTarget {
  return REFERENCE_TARGETS[kind];
}
