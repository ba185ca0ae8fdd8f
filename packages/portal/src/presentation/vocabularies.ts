/**
 * The API's fixed value vocabularies with the words staff and volunteers read:
 * an attendee's `no_show` reads "Did not attend", a role type `non-volunteer`
 * reads "Staff". The value lists come from the client's models (written once,
 * for the server that checks them and the screens that offer them); this
 * module adds only their labels.
 *
 * @module
 */
import {
  ASSIGNMENT_STATUSES,
  ATTENDEE_STATUSES,
  type AssignmentStatus,
  type AttendeeStatus,
  type PersonStatus,
} from '@volunteerkit/api-client/models';
import { PERMISSION_NAMES } from '@volunteerkit/api-client/permissions';

/** A vocabulary: each value the API sends, with the words people read. */
export interface Vocabulary {
  /** What the values are ("attendee status"), for a filter's label. */
  readonly name: string;
  /** The label of each known value, in the order a picker offers them. */
  readonly labels: Readonly<Record<string, string>>;
}

function labelled<T extends string>(
  name: string,
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Vocabulary {
  return { name, labels: Object.fromEntries(values.map((v) => [v, labels[v]])) };
}

const PERSON_STATUSES = ['active', 'applicant', 'inactive', 'leaver', 'blocked'] as const;

/** Every vocabulary by name. */
export const VOCABULARIES = {
  attendeeStatus: labelled<AttendeeStatus>('attendance', ATTENDEE_STATUSES, {
    invited: 'Invited',
    confirmed: 'Confirmed',
    attended: 'Attended',
    no_show: 'Did not attend',
    cancelled: 'Cancelled',
  }),
  assignmentStatus: labelled<AssignmentStatus>('attendance', ASSIGNMENT_STATUSES, {
    assigned: 'Assigned',
    attended: 'Attended',
    no_show: 'Did not attend',
  }),
  personStatus: labelled<PersonStatus>('status', PERSON_STATUSES, {
    active: 'Active',
    applicant: 'Applicant',
    inactive: 'Inactive',
    leaver: 'Left',
    blocked: 'Blocked',
  }),
  personRole: {
    name: 'role',
    labels: {
      volunteer: 'Volunteer',
      'team leader': 'Team leader',
      coordinator: 'Coordinator',
      administrator: 'Administrator',
    },
  },
  applicationStage: {
    name: 'stage',
    labels: {
      applied: 'Applied',
      screening: 'Screening',
      references: 'References',
      interview: 'Interview',
      offered: 'Offered',
      accepted: 'Accepted',
    },
  },
  taskStatus: {
    name: 'status',
    labels: { open: 'To do', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' },
  },
  roleType: {
    name: 'role type',
    labels: { volunteer: 'Volunteer', 'non-volunteer': 'Staff', system: 'System account' },
  },
  shiftStatus: {
    name: 'status',
    labels: { scheduled: 'Scheduled', cancelled: 'Cancelled' },
  },
  eventStatus: {
    name: 'status',
    labels: {
      draft: 'Draft',
      published: 'Published',
      completed: 'Finished',
      cancelled: 'Cancelled',
    },
  },
  applicationStatus: {
    name: 'status',
    labels: {
      pending: 'Waiting for review',
      in_progress: 'In progress',
      accepted: 'Accepted',
      rejected: 'Not accepted',
      withdrawn: 'Withdrawn',
      closed: 'Closed',
    },
  },
  claimStatus: {
    name: 'status',
    labels: {
      pending: 'Waiting for approval',
      approved: 'Approved',
      paid: 'Paid',
      rejected: 'Rejected',
    },
  },
  bookingStatus: {
    name: 'status',
    labels: {
      booked: 'Booked',
      completed: 'Stayed',
      cancelled: 'Cancelled',
      provisional: 'Provisional',
    },
  },
  vettingStatus: {
    name: 'status',
    labels: {
      cleared: 'Cleared',
      pending: 'Waiting for the result',
      rejected: 'Not cleared',
      withdrawn: 'Withdrawn',
    },
  },
  referenceStatus: {
    name: 'status',
    labels: { requested: 'Requested', received: 'Received', declined: 'Declined' },
  },
  consentStatus: {
    name: 'status',
    labels: { requested: 'Requested', given: 'Given', refused: 'Refused', withdrawn: 'Withdrawn' },
  },
  inductionStatus: {
    name: 'status',
    labels: { pending: 'To do', in_progress: 'In progress', completed: 'Completed' },
  },
  advertTarget: {
    name: 'advertised to',
    labels: { external: 'Everyone (public pages)', internal: 'Our volunteers only' },
  },
  /** Permission names in words, from the table shared with the sandbox. */
  permission: {
    name: 'permission',
    labels: Object.fromEntries(
      Object.entries(PERMISSION_NAMES).map(([name, [, label]]) => [name, label]),
    ) as Readonly<Record<string, string>>,
  },
  exportStatus: {
    name: 'status',
    labels: { pending: 'Waiting', processing: 'Being prepared', sent: 'Sent', failed: 'Failed' },
  },
  waitlistMode: {
    name: 'waitlist',
    labels: {
      offer: 'Offered to the first person waiting',
      assign: 'Given to the first person waiting',
    },
  },
} as const satisfies Record<string, Vocabulary>;

/** Name of a vocabulary of {@link VOCABULARIES}. */
export type VocabularyName = keyof typeof VOCABULARIES;

/**
 * A value as people read it: its vocabulary's label, else the value in
 * sentence case with its underscores and hyphens as spaces ("on_hold" ->
 * "On hold"), so a value the table does not know yet still never shows raw.
 *
 * @example
 * vocabularyLabel('attendeeStatus', 'no_show') // 'Did not attend'
 * vocabularyLabel('attendeeStatus', 'on_hold') // 'On hold'
 */
export function vocabularyLabel(vocabulary: VocabularyName | Vocabulary, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  const vocab = typeof vocabulary === 'string' ? VOCABULARIES[vocabulary] : vocabulary;
  return (vocab.labels as Record<string, string>)[text] ?? sentenceCase(text);
}

/** `on_hold` / `non-volunteer` / `NO_SHOW` -> "On hold" / "Non volunteer" / "No show". */
export function sentenceCase(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The values of a vocabulary with their labels, for a picker or a filter. */
export function vocabularyOptions(name: VocabularyName): Array<{ value: string; label: string }> {
  return Object.entries(VOCABULARIES[name].labels).map(([value, label]) => ({ value, label }));
}
