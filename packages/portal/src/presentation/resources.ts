/**
 * The presentation of each resource, by catalogue accessor: what one record
 * and many are called, how one record is named (react-admin's
 * `recordRepresentation`), which of its fields are references to what, which
 * take their words from a vocabulary, which are money, durations or dates,
 * and which technical fields a resource shows anyway. Resources not listed
 * get the generic rules (see `describeField`).
 *
 * @module
 */
import { formatDateRange } from './formats.js';
import { personRecordName } from './recordNames.js';
import type { ReferenceKind } from './references.js';
import type { VocabularyName } from './vocabularies.js';

type Row = Readonly<Record<string, unknown>>;

/** How a field's value is written. */
/** How a field's value is written; `template`: a message whose placeholders show in words. */
export type FieldFormat = 'money' | 'duration' | 'date' | 'weekday' | 'markdown' | 'template';

/** Reads a reference field of the record being named as the referenced record's name. */
export type ReferenceName = (field: string) => string | undefined;

/** The presentation of one resource. */
export interface ResourcePresentation {
  /** One record in words, lower case ("expense claim"). */
  readonly singular: string;
  /** Many records, lower case ("expense claims"). */
  readonly plural: string;
  /**
   * How one record is named; `ref` reads a reference field as a name
   * (an application is "applicant – category"). `undefined`: no name yet.
   */
  readonly name?: (record: Row, ref: ReferenceName) => string | undefined;
  /** Reference fields of this resource beyond (or instead of) the common ones. */
  readonly references?: Readonly<Record<string, ReferenceKind>>;
  /** Fields whose values come from a vocabulary. */
  readonly vocabularies?: Readonly<Record<string, VocabularyName>>;
  /** Fields written as money, a duration or a date. */
  readonly formats?: Readonly<Record<string, FieldFormat>>;
  /** Field labels in the organisation's words. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Technical fields this resource shows anyway (a claim's `submitted_at` is not bookkeeping). */
  readonly shown?: readonly string[];
  /** Fields this resource never shows beyond the technical ones. */
  readonly hidden?: readonly string[];
  /** The columns a list shows first, in order. */
  readonly columns?: readonly string[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function joined(...parts: Array<string | undefined>): string | undefined {
  const kept = parts.filter((p): p is string => Boolean(p && p.trim()));
  return kept.length > 0 ? kept.join(' – ') : undefined;
}

const PERSON: ResourcePresentation = {
  singular: 'person',
  plural: 'people',
  name: (r) => personRecordName(r),
  vocabularies: {
    status: 'personStatus',
    role: 'personRole',
    role_type: 'roleType',
    type: 'roleType',
    permissions: 'permission',
  },
  labels: {
    email: 'E-mail',
    dob: 'Date of birth',
    date_of_birth: 'Date of birth',
    permissions: 'What they may do',
  },
  columns: ['first_name', 'last_name', 'email', 'status'],
  // Diversity answers are shown in words on the person's record (for those who may read them), never raw.
  hidden: ['diversity', 'gender'],
};

const APPLICATION: ResourcePresentation = {
  singular: 'application',
  plural: 'applications',
  name: (r, ref) => joined(ref('user_id') ?? text(r.applicant_name), ref('category_id')),
  references: { category_id: 'recruitmentCategory' },
  // `from` and `to`: the stages of a move in the application's history.
  vocabularies: {
    status: 'applicationStatus',
    stage: 'applicationStage',
    from: 'applicationStage',
    to: 'applicationStage',
  },
  labels: { user_id: 'Applicant', category_id: 'Category', team_id: 'Team', applied_at: 'Applied' },
  formats: { applied_at: 'date' },
  columns: ['user_id', 'category_id', 'stage', 'status', 'team_id', 'applied_at'],
};

const BOOKING: ResourcePresentation = {
  singular: 'booking',
  plural: 'bookings',
  name: (r, ref) => {
    const from = r.start_date ?? r.starts_on;
    const to = r.end_date ?? r.ends_on;
    return (
      [
        ref('user_id') ?? text(r.guest_name),
        ref('room_id'),
        from || to ? formatDateRange(from, to) : '',
      ]
        .filter(Boolean)
        .join(', ') || undefined
    );
  },
  vocabularies: { status: 'bookingStatus' },
  labels: {
    user_id: 'Guest',
    start_date: 'Arrives',
    end_date: 'Leaves',
    starts_on: 'Arrives',
    ends_on: 'Leaves',
  },
  hidden: ['guest_name'],
  formats: { start_date: 'date', end_date: 'date' },
  columns: ['user_id', 'room_id', 'starts_on', 'ends_on', 'start_date', 'end_date', 'status'],
};

const CLAIM: ResourcePresentation = {
  singular: 'expense claim',
  plural: 'expense claims',
  name: (r, ref) => joined(ref('user_id'), text(r.expense_type) || undefined),
  vocabularies: { status: 'claimStatus' },
  formats: { amount: 'money', submitted_at: 'date' },
  labels: { user_id: 'Claimant', expense_type: 'Expense', submitted_at: 'Submitted' },
  shown: ['submitted_at'],
  columns: ['user_id', 'expense_type', 'amount', 'status', 'submitted_at'],
};

/** The presentation table, by catalogue accessor. */
export const RESOURCE_PRESENTATION: Readonly<Record<string, ResourcePresentation>> = {
  users: PERSON,
  'users.guardians': { ...PERSON, singular: 'guardian', plural: 'guardians' },
  'organisation.teams': {
    singular: 'team',
    plural: 'teams',
    references: { parent_id: 'team' },
    labels: { parent_id: 'Part of' },
    formats: { changeover_day: 'weekday' },
    hidden: ['icon_site', 'icon', 'lft', 'rgt', 'depth'],
    columns: ['name', 'parent_id'],
  },
  residentialOpportunities: {
    singular: 'residential advert',
    plural: 'residential adverts',
    vocabularies: { advert_target: 'advertTarget' },
    formats: { short_advert: 'markdown', description: 'markdown' },
    labels: { advert_target: 'Advertised to', short_advert: 'Short advert' },
  },
  'organisation.emailTemplates': {
    singular: 'e-mail template',
    plural: 'e-mail templates',
    formats: { subject: 'template', body: 'template' },
  },
  'organisation.roleProfiles': {
    singular: 'role profile',
    plural: 'role profiles',
    vocabularies: { type: 'roleType' },
    labels: { type: 'Kind of role', account_code: 'Finance account code' },
    columns: ['name', 'type', 'status'],
  },
  'organisation.permissionGroups': {
    singular: 'permission group',
    plural: 'permission groups',
    vocabularies: { permissions: 'permission' },
    labels: { permissions: 'What people in this group may do' },
    columns: ['name', 'permissions'],
  },
  applications: APPLICATION,
  'users.applications': APPLICATION,
  residentialBookings: BOOKING,
  'users.residentialBookings': BOOKING,
  claims: CLAIM,
  'users.claims': CLAIM,
  shifts: {
    singular: 'shift',
    plural: 'shifts',
    vocabularies: { status: 'shiftStatus' },
    formats: { duration: 'duration' },
  },
  events: {
    singular: 'event',
    plural: 'events',
    vocabularies: { status: 'eventStatus' },
  },
  'events.sessions.attendees': {
    singular: 'attendee',
    plural: 'attendees',
    name: (_r, ref) => ref('user_id'),
    vocabularies: { status: 'attendeeStatus' },
    labels: { user_id: 'Attendee' },
  },
  tasks: {
    singular: 'task',
    plural: 'tasks',
    vocabularies: { status: 'taskStatus' },
    labels: { assignee_id: 'Assigned to' },
    columns: ['title', 'name', 'assignee_id', 'status', 'due_date'],
  },
  'organisation.skills': {
    singular: 'skill',
    plural: 'skills',
    references: { category_id: 'skillCategory' },
    labels: { category_id: 'Skill category' },
  },
  'users.inductions': {
    singular: 'induction',
    plural: 'inductions',
    name: (r, ref) => text(r.name) || ref('module_id'),
    vocabularies: { status: 'inductionStatus' },
  },
  vetting: {
    singular: 'vetting check',
    plural: 'vetting checks',
    name: (_r, ref) => joined(ref('user_id'), ref('disclosure_type_id')),
    vocabularies: { status: 'vettingStatus' },
    formats: { issued_on: 'date', expires_on: 'date' },
    labels: { issued_on: 'Issued', expires_on: 'Expires', renewal_requested_at: 'Renewal asked' },
    columns: ['user_id', 'disclosure_type_id', 'status', 'expires_on'],
  },
  'users.vetting': {
    singular: 'vetting check',
    plural: 'vetting checks',
    name: (_r, ref) => ref('disclosure_type_id'),
    vocabularies: { status: 'vettingStatus' },
    formats: { issued_on: 'date', expires_on: 'date' },
    labels: { issued_on: 'Issued', expires_on: 'Expires', renewal_requested_at: 'Renewal asked' },
    columns: ['disclosure_type_id', 'status', 'expires_on'],
  },
  reference: {
    singular: 'reference',
    plural: 'references',
    vocabularies: { status: 'referenceStatus' },
    labels: { user_id: 'Applicant' },
  },
  parentalConsent: {
    singular: 'parental consent',
    plural: 'parental consents',
    vocabularies: { status: 'consentStatus' },
    labels: { user_id: 'Applicant' },
  },
  exports: {
    singular: 'export',
    plural: 'exports',
    vocabularies: { status: 'exportStatus' },
    labels: { user_id: 'Requested by' },
  },
  organisation: {
    singular: 'organisation',
    plural: 'organisations',
    vocabularies: { waitlist_mode: 'waitlistMode' },
    labels: {
      waitlist_mode: 'When a place frees on a full shift',
      waitlist_offer_hours: 'Hours an offer waits for an answer',
    },
  },
  'organisation.teams.residentialRooms': { singular: 'room', plural: 'rooms' },
  'organisation.teams.changeoverDays': {
    singular: 'changeover day',
    plural: 'changeover days',
    formats: { weekday: 'weekday' },
  },
};

/** The presentation of a resource (the generic one, from its label, when it has none). */
export function presentationOf(accessor: string, label = 'record'): ResourcePresentation {
  const own = RESOURCE_PRESENTATION[accessor];
  if (own) return own;
  const plural = label.toLowerCase();
  return { singular: plural.replace(/ies$/, 'y').replace(/(?<!s)s$/, ''), plural };
}
