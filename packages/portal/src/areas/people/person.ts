/**
 * A person as the record screen reads them: the fields it shows and acts on,
 * read defensively from whatever the server sent.
 *
 * @module
 */
import { isRecord, type AnyRecord } from '../../registry/infer.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';

/** Labels of the statuses a person can have (others are shown as sent). */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  applicant: 'Applicant',
  inactive: 'Inactive',
  leaver: 'Leaver',
  blocked: 'Blocked',
  locked: 'Locked',
};

/** The fields of a person the record screen uses. */
export interface Person {
  id: string;
  /** First and last name (or the e-mail, or "Person {id}"). */
  name: string;
  status: string;
  blocked: boolean;
  blockedReason: string | null;
  anonymised: boolean;
  /** The version of the record (for `If-Match`). */
  etag: string | undefined;
  dateOfBirth: string | null;
  guardianId: string | null;
  /** Role names. */
  roles: string[];
  teamIds: string[];
  /** The whole record, as sent. */
  record: AnyRecord;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const idText = (v: unknown): string | null =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;

/** Reads a person from a user record. */
export function readPerson(record: AnyRecord, fallbackId = ''): Person {
  const id = idText(record.id) ?? fallbackId;
  const full = [str(record.first_name), str(record.last_name)].filter(Boolean).join(' ');
  const status = str(record.status) ?? (record.blocked === true ? 'blocked' : 'active');
  const teams = Array.isArray(record.team_ids)
    ? record.team_ids
    : Array.isArray(record.teams)
      ? record.teams.filter(isRecord).map((t) => t.id)
      : [];
  return {
    id,
    name: full || str(record.name) || str(record.email) || UNKNOWN_PERSON,
    status,
    blocked: status === 'blocked' || record.blocked === true,
    blockedReason: str(record.blocked_reason),
    anonymised: str(record.anonymised_at) !== null,
    etag: str(record.etag) ?? undefined,
    dateOfBirth: str(record.date_of_birth),
    guardianId: idText(record.guardian_id),
    roles: Array.isArray(record.roles)
      ? record.roles.flatMap((r) =>
          typeof r === 'string' ? [r] : isRecord(r) && typeof r.name === 'string' ? [r.name] : [],
        )
      : [],
    teamIds: teams.flatMap((t) => {
      const v = idText(t);
      return v ? [v] : [];
    }),
    record,
  };
}

/** The status label of a person. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** Whole years from a `YYYY-MM-DD` date of birth to `today` (undefined when unreadable). */
export function ageOn(dateOfBirth: string | null, today: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < mo || (month === mo && today.getUTCDate() < d)) age -= 1;
  return age >= 0 ? age : undefined;
}

/**
 * Whether a person needs a guardian: younger than `under` years (the
 * organisation's safeguarding setting, 18 by default), or linked to one.
 */
export function needsGuardian(person: Person, today: Date, under = 18): boolean {
  const age = ageOn(person.dateOfBirth, today);
  return (age !== undefined && age < under) || person.guardianId !== null;
}

/** Props of a control on a person's record that changes the person (block, anonymise). */
export interface PersonChangeProps {
  person: Person;
  /** Called with the person as read back after the change. */
  onChanged: (person: Person) => void;
}
