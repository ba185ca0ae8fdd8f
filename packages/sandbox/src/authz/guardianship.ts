/**
 * Guardians acting for a minor in their care (spec section 1: "Some volunteers
 * are minors, so the product has parental consent and guardians"; 7.13
 * `/users/{userId}/guardians/` and its list-and-show `logs/`).
 *
 * A signed-in person reaches a user's records as their guardian (grant
 * `guardian`, authz/check.ts) when all of these hold: the user's guardians
 * list names them (`guardian_id`), the user is a minor (under the
 * organisation's `guardian_required_under`, 18 by default, from their date of
 * birth, or flagged `is_minor` without one), and the record and action are in
 * {@link GUARDIAN_ACCESS}. Anything else is refused as before. Every write a
 * guardian makes for a minor appends an entry to the minor's guardian log in
 * the write's own transaction ({@link logGuardianAction}).
 *
 * @module
 */
import { validationError, type FieldErrors } from '../errors.js';
import type { Db } from '../store/db.js';
import { RecordStore, type StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import type { Action } from './ruleModel.js';

/** The age under which a person needs a guardian when the organisation set none. */
export const GUARDIAN_REQUIRED_UNDER = 18;

/** The template of the people resource itself (`/users/{id}` names the user by `id`). */
const USERS_RESOURCE = /^\/users$/;

/**
 * What a guardian may do for a minor in their care, by normalised path
 * template: read the minor's profile, applications (with their references and
 * parental consent), guardians, guardian log and parental consents; give or
 * refuse parental consent. Shifts are read and a place cancelled through
 * `/shifts` (domain/personShifts.ts, domain/shiftSignup.ts).
 */
export const GUARDIAN_ACCESS: readonly { pattern: RegExp; can: readonly Action[] }[] = [
  { pattern: USERS_RESOURCE, can: ['read'] },
  { pattern: /^\/users\/\{userId\}\/applications$/, can: ['read'] },
  { pattern: /^\/users\/\{userId\}\/applications\/\{applicationId\}\/references$/, can: ['read'] },
  {
    pattern: /^\/users\/\{userId\}\/applications\/\{applicationId\}\/parental-consent$/,
    can: ['read', 'store', 'update'],
  },
  { pattern: /^\/users\/\{userId\}\/parental-consents$/, can: ['read', 'store', 'update'] },
  { pattern: /^\/users\/\{userId\}\/guardians(\/logs)?$/, can: ['read'] },
];

/** The statuses a guardian may set on a parental consent. */
export const GUARDIAN_CONSENT_STATUSES = ['given', 'refused'] as const;

/** The fields a guardian may send when giving or refusing consent. */
export const GUARDIAN_CONSENT_FIELDS = ['status', 'note'] as const;

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `dob` (YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  const t = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!d || !t) return undefined;
  const years = Number(t[1]) - Number(d[1]);
  return `${t[2]}-${t[3]}` < `${d[2]}-${d[3]}` ? years - 1 : years;
}

/** The age under which the organisation requires a guardian (its safeguarding settings). */
function requiredUnder(store: RecordStore): number {
  const rows = store.db
    .prepare("SELECT data FROM records WHERE collection LIKE 'call:organisation.safeguarding%'")
    .all() as { data: string }[];
  for (const row of rows) {
    const value = (JSON.parse(row.data) as { guardian_required_under?: unknown })
      .guardian_required_under;
    if (typeof value === 'number' && value > 0) return value;
  }
  return GUARDIAN_REQUIRED_UNDER;
}

/** True when `person` is a minor today. */
export function isMinor(person: StoredRecord, store: RecordStore, now = new Date()): boolean {
  const dob = typeof person.date_of_birth === 'string' ? person.date_of_birth : '';
  if (!dob) return person.is_minor === true;
  const age = ageOn(dob, now.toISOString().slice(0, 10));
  return age !== undefined && age < requiredUnder(store);
}

/** True when `guardianId` is a guardian of `minorId` and `minorId` is a minor. */
export function isGuardianOf(db: Db, guardianId: number, minorId: number): boolean {
  if (!Number.isInteger(minorId) || minorId === guardianId) return false;
  const store = new RecordStore(db);
  const minor = store.get(named('users'), {}, minorId);
  if (!minor || !isMinor(minor, store)) return false;
  return store
    .all(named('users.guardians'), { userId: String(minorId) })
    .some((g) => Number(g.guardian_id) === guardianId);
}

/** The minors in `guardianId`'s care (linked through their guardians lists), by id. */
export function minorsInCare(db: Db, guardianId: number): StoredRecord[] {
  const store = new RecordStore(db);
  const rows = db
    .prepare(
      `SELECT DISTINCT scope FROM records WHERE collection = ? AND json_extract(data, '$.guardian_id') = ?`,
    )
    .all(named('users.guardians'), guardianId) as { scope: string }[];
  const ids = rows
    .map((r) => Number(/userId=(\d+)/.exec(r.scope)?.[1]))
    .filter((id) => isGuardianOf(db, guardianId, id))
    .sort((a, b) => a - b);
  return ids.flatMap((id) => store.get(named('users'), {}, id) ?? []);
}

/** The user id a request's path names (`userId`, or `id` of `/users/{id}`), if any. */
export function pathUser(template: string, params: Record<string, string>): number | undefined {
  const raw = USERS_RESOURCE.test(template) ? params.id : params.userId;
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * True when the caller may do `action` on `template` as the guardian of the
 * minor the path names.
 */
export function guardianMay(
  db: Db,
  template: string,
  action: Action,
  params: Record<string, string>,
  callerId: number,
): boolean {
  const minorId = pathUser(template, params);
  if (minorId === undefined) return false;
  const allowed = GUARDIAN_ACCESS.some((a) => a.pattern.test(template) && a.can.includes(action));
  return allowed && isGuardianOf(db, callerId, minorId);
}

/** One entry of a minor's guardian log. */
export interface GuardianLogEntry {
  /** What was done: `consent_given`, `consent_refused`, `place_cancelled`, ... */
  action: string;
  /** Who did it (the guardian's user id), or the guardian a link change concerns. */
  guardian_id: number;
  /** The staff member who changed a guardian link. */
  changed_by?: number;
  /** What it concerned, in words. */
  summary: string;
  /** Ids of the records it concerned. */
  application_id?: number;
  shift_id?: number;
  record_id?: number;
}

/**
 * Appends an entry to `minorId`'s guardian log. Call it inside the write's
 * transaction, so the log and the change stand or fall together.
 */
export function logGuardianAction(db: Db, minorId: number, entry: GuardianLogEntry): StoredRecord {
  return new RecordStore(db).insert(
    named('users.guardians.logs'),
    { userId: String(minorId) },
    { ...entry, at: new Date().toISOString() },
  );
}

/** The log action of a guardian's write to a parental consent. */
export function consentAction(record: Record<string, unknown>, op: string): string {
  if (op === 'delete') return 'consent_deleted';
  if (record.status === 'given') return 'consent_given';
  if (record.status === 'refused') return 'consent_refused';
  return 'consent_changed';
}

/**
 * The body of a guardian's write (a parental consent): only `status` (given or
 * refused) and a `note`; the server adds who decided and when. Throws 422.
 */
export function guardianBody(body: unknown, guardianId: number): Record<string, unknown> {
  const b = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const errors: FieldErrors = {};
  for (const key of Object.keys(b))
    if (!(GUARDIAN_CONSENT_FIELDS as readonly string[]).includes(key))
      errors[key] = ['a guardian may only give or refuse consent, with a note'];
  const { status, note } = b as { status?: unknown; note?: unknown };
  if (!(GUARDIAN_CONSENT_STATUSES as readonly unknown[]).includes(status))
    errors.status = ['Choose whether you give or refuse consent.'];
  if (note !== undefined && (typeof note !== 'string' || note.length > 1000))
    errors.note = ['The note can be at most 1000 characters.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    status,
    ...(typeof note === 'string' ? { note: note.trim() } : {}),
    guardian_id: guardianId,
    decided_at: new Date().toISOString(),
  };
}

/**
 * Logs a guardian's generic write (routes/resources.ts runs it inside the
 * write's transaction): who, what, and the application it concerned.
 */
export function logGuardianWrite(
  db: Db,
  params: Record<string, string>,
  guardianId: number,
  op: 'store' | 'update' | 'delete',
  record: StoredRecord,
): void {
  const minorId = Number(params.userId);
  const applicationId = params.applicationId ? Number(params.applicationId) : undefined;
  const application =
    applicationId === undefined
      ? undefined
      : new RecordStore(db).get(
          named('users.applications'),
          { userId: String(minorId) },
          applicationId,
        );
  const action = consentAction(record, op);
  const what = application ? ` for ${String(application.name ?? 'an application')}` : '';
  const summary =
    action === 'consent_given'
      ? `Gave parental consent${what}`
      : action === 'consent_refused'
        ? `Refused parental consent${what}`
        : `Changed parental consent${what}`;
  logGuardianAction(db, minorId, {
    action,
    guardian_id: guardianId,
    summary,
    record_id: record.id,
    ...(applicationId !== undefined ? { application_id: applicationId } : {}),
  });
}

/**
 * Logs a change to a minor's guardian links (`/users/{userId}/guardians/`,
 * staff-written, authz/rules.ts) in the minor's guardian log, inside the
 * write's transaction: who changed which link, and to whom it now points.
 */
export function logGuardianLinkChange(
  db: Db,
  minorId: number,
  staffId: number,
  op: 'store' | 'update' | 'delete',
  record: StoredRecord,
): void {
  const guardian = new RecordStore(db).get(named('users'), {}, Number(record.guardian_id));
  const who = guardian
    ? [guardian.first_name, guardian.last_name].filter((p) => typeof p === 'string').join(' ')
    : String(record.name ?? `person ${String(record.guardian_id)}`);
  const verb = op === 'store' ? 'Added' : op === 'update' ? 'Changed' : 'Removed';
  logGuardianAction(db, minorId, {
    action: `guardian_link_${op === 'store' ? 'added' : op === 'update' ? 'changed' : 'removed'}`,
    guardian_id: Number(record.guardian_id),
    changed_by: staffId,
    summary: `${verb} ${who} as a guardian`,
    record_id: record.id,
  });
}
