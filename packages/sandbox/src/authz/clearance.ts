/**
 * Clearance for work (issue 50): what a person lacks for a piece of work on its
 * dates, asked by every placement route (a shift's assignments, a volunteer's
 * own sign-up, an event invitation of a person or a team, an event supervisor,
 * a session attendee, a residential stay, an application moved to Offered or
 * Accepted; {@link PLACEMENT_CHECKS}) beside the record policy of authz/policy.ts.
 *
 * - **Requirements** sit on a team, a rota, a shift, an event, a residential
 *   opportunity or an opportunity as `requirements` ({@link Requirements}): a
 *   disclosure type, clearance flags, a minimum age and risk activities. A risk
 *   activity (`/organisation/risk-activities/`) may name a disclosure type and,
 *   with `works_with_children`, makes the work adults' work (18 or over).
 *   {@link requirementErrors} refuses an unknown or deleted disclosure type,
 *   clearance flag or risk activity with field errors.
 * - **Checks** are the person's vetting records (`/vetting/` with their
 *   `user_id`, and `/users/{userId}/vetting/`): `disclosure_type_id`,
 *   `clearance_flag_ids`, `issued_on`, `expires_on` and `status` (only
 *   `cleared`, or no status, counts). A check counts for work when it was
 *   issued by the work's first day and has not expired by its last day, so a
 *   check valid today but expired by a shift's date does not count. A
 *   disclosure type with a higher `level` satisfies a lower one.
 * - **The blacklist** (`/organisation/blacklist/`, by e-mail address, any
 *   case) refuses the person everywhere; routes tell the person nothing more.
 *
 * {@link placementRefusal} answers what is missing, in words and as codes a
 * screen can put in its own language. The organisation's safeguarding settings
 * decide whether a gap blocks or warns (domain/placement.ts).
 *
 * @module
 */
import type { FieldErrors } from '../errors.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { ageOn } from './guardianship.js';

/** Collection of vetting checks (with `user_id`). */
export const VETTING = named('vetting');
/** Collection of a person's own vetting checks (scope `userId`). */
export const USER_VETTING = named('users.vetting');
/** Collection of disclosure types. */
export const DISCLOSURE_TYPES = named('organisation.disclosureTypes');
/** Collection of clearance flags. */
export const CLEARANCE_FLAGS = named('organisation.clearanceFlags');
/** Collection of risk activities. */
export const RISK_ACTIVITIES = named('organisation.riskActivities');
/** Collection of the blacklist. */
export const BLACKLIST = named('organisation.blacklist');

/** The age from which a person may do work with children (a risk activity's `works_with_children`). */
export const ADULT_AGE = 18;

/** What a piece of work asks of the people placed on it (the `requirements` field). */
export interface Requirements {
  /** A disclosure type (background check) the person must hold, valid on the work's dates. */
  disclosure_type_id?: number | null;
  /** Clearance flags the person must hold, from a check valid on the work's dates. */
  clearance_flag_ids?: number[];
  /** The youngest age allowed on the work's first day. */
  minimum_age?: number | null;
  /** Risk activities of the work (their disclosure type, and adults only when with children). */
  risk_activity_ids?: number[];
}

/** The fields of {@link Requirements}. */
export const REQUIREMENT_FIELDS = [
  'disclosure_type_id',
  'clearance_flag_ids',
  'minimum_age',
  'risk_activity_ids',
] as const;

/** The collections whose records may carry `requirements`. */
export const REQUIRING_COLLECTIONS = [
  'organisation.teams',
  'organisation.rotas',
  'shifts',
  'events',
  'residentialOpportunities',
  'opportunities',
] as const;

/** One thing a person lacks for a piece of work. */
export interface ClearanceGap {
  /**
   * `blacklisted`, `disclosure_missing`, `disclosure_pending`, `disclosure_expired`
   * (expired before today), `disclosure_expires` (valid today, expired by the
   * work's last day), the same four for `flag_*`, `age_under`, `age_unknown`.
   */
  code: string;
  /** The gap in words (English), e.g. "Enhanced disclosure expired 02/11/2026". */
  message: string;
  /** The disclosure type or clearance flag named, when there is one. */
  name?: string;
  /** The date the gap turns on (a check's expiry, YYYY-MM-DD), when there is one. */
  date?: string;
  /** The age asked for, for the age gaps. */
  age?: number;
}

/** What {@link placementRefusal} answers when a person may not simply be placed. */
export interface PlacementRefusal {
  /** On the organisation's blacklist: refused everywhere, never overridden. */
  blacklisted: boolean;
  /** Every gap, blacklist first. */
  gaps: ClearanceGap[];
}

/** A piece of work: what it is called and the requirements that reach it. */
export interface Work {
  /** What the work is called in messages ("Youth camp"). */
  title: string;
  /** The requirements of the work and of everything it belongs to (its rota, its team…). */
  requirements: readonly Requirements[];
}

/** The dates of work: its first and last day (YYYY-MM-DD). */
export interface WorkDates {
  from: string;
  to: string;
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

/** A date as people in the United Kingdom write it: 02/11/2026. */
export function ukDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
}

function isDeleted(record: StoredRecord): boolean {
  return (
    record.deleted === true ||
    record.disabled === true ||
    (typeof record.deleted_at === 'string' && record.deleted_at !== '')
  );
}

function nameOf(record: StoredRecord | undefined, fallback: string): string {
  return typeof record?.name === 'string' && record.name.trim() ? record.name.trim() : fallback;
}

/**
 * Field errors of a `requirements` value (under `field`, `requirements` by
 * default): an object of {@link REQUIREMENT_FIELDS} naming disclosure types,
 * clearance flags and risk activities that exist and are not deleted, and a
 * minimum age from 0 to 120. `null` clears the requirements.
 */
export function requirementErrors(
  store: RecordStore,
  value: unknown,
  field = 'requirements',
): FieldErrors {
  const errors: FieldErrors = {};
  if (value === undefined || value === null) return errors;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors[field] = [
      'must be an object with disclosure_type_id, clearance_flag_ids, minimum_age and risk_activity_ids',
    ];
    return errors;
  }
  const r = value as Record<string, unknown>;
  for (const key of Object.keys(r))
    if (!(REQUIREMENT_FIELDS as readonly string[]).includes(key))
      errors[`${field}.${key}`] = [`is not a requirement (${REQUIREMENT_FIELDS.join(', ')})`];
  const one = (key: string, collection: string, what: string, raw: unknown) => {
    const n = typeof raw === 'number' ? raw : Number.NaN;
    const record = Number.isInteger(n) && n > 0 ? store.get(collection, {}, n) : undefined;
    if (!record) return `must be the id of a ${what}`;
    if (isDeleted(record)) return `names a deleted ${what} (${nameOf(record, String(n))})`;
    return undefined;
  };
  if (r.disclosure_type_id !== undefined && r.disclosure_type_id !== null) {
    const e = one('disclosure_type_id', DISCLOSURE_TYPES, 'disclosure type', r.disclosure_type_id);
    if (e) errors[`${field}.disclosure_type_id`] = [e];
  }
  for (const [key, collection, what] of [
    ['clearance_flag_ids', CLEARANCE_FLAGS, 'clearance flag'],
    ['risk_activity_ids', RISK_ACTIVITIES, 'risk activity'],
  ] as const) {
    const list = r[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      errors[`${field}.${key}`] = [`must be a list of ${what} ids`];
      continue;
    }
    list.forEach((raw, i) => {
      const e = one(key, collection, what, raw);
      if (e) errors[`${field}.${key}.${i}`] = [e];
    });
  }
  if (r.minimum_age !== undefined && r.minimum_age !== null) {
    const age = r.minimum_age;
    if (typeof age !== 'number' || !Number.isInteger(age) || age < 0 || age > 120)
      errors[`${field}.minimum_age`] = ['must be a whole number of years from 0 to 120'];
  }
  return errors;
}

/**
 * Field errors of a vetting check: a disclosure type and clearance flags that
 * exist and are not deleted, dates as YYYY-MM-DD, and an expiry after the issue date.
 */
export function checkErrors(store: RecordStore, check: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const nested = requirementErrors(
    store,
    {
      ...(check.disclosure_type_id !== undefined
        ? { disclosure_type_id: check.disclosure_type_id }
        : {}),
      ...(check.clearance_flag_ids !== undefined
        ? { clearance_flag_ids: check.clearance_flag_ids }
        : {}),
    },
    '',
  );
  for (const [key, messages] of Object.entries(nested)) errors[key.replace(/^\./, '')] = messages;
  for (const key of ['issued_on', 'expires_on'])
    if (
      check[key] !== undefined &&
      check[key] !== null &&
      !/^\d{4}-\d{2}-\d{2}$/.test(String(check[key]))
    )
      errors[key] = ['must be a date (YYYY-MM-DD)'];
  const issued = day(check.issued_on);
  const expires = day(check.expires_on);
  if (issued && expires && !errors.expires_on && expires <= issued)
    errors.expires_on = ['must be after the issue date'];
  return errors;
}

/** Every vetting check of a person (both collections), oldest first. */
export function checksOf(store: RecordStore, userId: number): StoredRecord[] {
  return [
    ...store.findBy(VETTING, 'user_id', userId),
    ...store.all(USER_VETTING, { userId: String(userId) }),
  ].sort((a, b) => a.id - b.id);
}

/** True when an e-mail address of the person is on the organisation's blacklist. */
export function isBlacklisted(store: RecordStore, person: StoredRecord): boolean {
  const mine = [person.email, person.secondary_email]
    .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    .map((e) => e.trim().toLowerCase());
  if (mine.length === 0) return false;
  return store
    .all(BLACKLIST)
    .some((row) => typeof row.email === 'string' && mine.includes(row.email.trim().toLowerCase()));
}

interface Needed {
  disclosures: { id: number; why?: string }[];
  flags: number[];
  minimumAge: number | undefined;
}

/** The requirements of a piece of work merged into one: every disclosure and flag, the highest age. */
function needed(store: RecordStore, work: Work): Needed {
  const out: Needed = { disclosures: [], flags: [], minimumAge: undefined };
  const age = (n: unknown) => {
    if (typeof n === 'number' && Number.isFinite(n))
      out.minimumAge = Math.max(out.minimumAge ?? 0, n);
  };
  for (const r of work.requirements) {
    if (!r || typeof r !== 'object') continue;
    const disclosure = Number(r.disclosure_type_id);
    if (Number.isInteger(disclosure) && disclosure > 0) out.disclosures.push({ id: disclosure });
    for (const f of ids(r.clearance_flag_ids)) if (!out.flags.includes(f)) out.flags.push(f);
    age(r.minimum_age);
    for (const a of ids(r.risk_activity_ids)) {
      const activity = store.get(RISK_ACTIVITIES, {}, a);
      if (!activity) continue;
      const d = Number(activity.disclosure_type_id);
      if (Number.isInteger(d) && d > 0) out.disclosures.push({ id: d, why: nameOf(activity, '') });
      for (const f of ids(activity.clearance_flag_ids))
        if (!out.flags.includes(f)) out.flags.push(f);
      age(activity.minimum_age);
      if (activity.works_with_children === true) age(ADULT_AGE);
    }
  }
  return out;
}

/** True when a work asks anything of the people placed on it. */
export function hasRequirements(store: RecordStore, work: Work): boolean {
  const n = needed(store, work);
  return n.disclosures.length > 0 || n.flags.length > 0 || n.minimumAge !== undefined;
}

/** The requirements of a piece of work in words ("Enhanced disclosure", "aged 18 or over"). */
export function requirementWords(store: RecordStore, work: Work): string[] {
  const n = needed(store, work);
  const words: string[] = [];
  for (const d of n.disclosures) {
    const name = nameOf(store.get(DISCLOSURE_TYPES, {}, d.id), 'a disclosure check');
    if (!words.includes(name)) words.push(name);
  }
  for (const f of n.flags) words.push(nameOf(store.get(CLEARANCE_FLAGS, {}, f), 'a clearance'));
  if (n.minimumAge !== undefined) words.push(`aged ${n.minimumAge} or over`);
  return words;
}

function levelOf(type: StoredRecord | undefined): number | undefined {
  return typeof type?.level === 'number' ? type.level : undefined;
}

function counts(check: StoredRecord): boolean {
  return check.status === undefined || check.status === null || check.status === 'cleared';
}

/**
 * The best gap among a person's checks that would answer a requirement:
 * undefined when one check holds it on the work's dates.
 */
function gapFor(
  candidates: StoredRecord[],
  dates: WorkDates,
  today: string,
  kind: 'disclosure' | 'flag',
  name: string,
  title: string,
): ClearanceGap | undefined {
  const valid = candidates.filter(
    (c) =>
      counts(c) &&
      (day(c.issued_on) ?? '0000-00-00') <= dates.from &&
      (day(c.expires_on) ?? '9999-12-31') >= dates.to,
  );
  if (valid.length > 0) return undefined;
  const cleared = candidates.filter(counts);
  const latest = cleared
    .map((c) => day(c.expires_on))
    .filter((d): d is string => d !== undefined)
    .sort()
    .pop();
  if (latest && latest < today)
    return {
      code: `${kind}_expired`,
      name,
      date: latest,
      message: `${name} expired ${ukDate(latest)}`,
    };
  if (latest && latest < dates.to)
    return {
      code: `${kind}_expires`,
      name,
      date: latest,
      message: `${name} expires ${ukDate(latest)}, before ${title} on ${ukDate(dates.to)}`,
    };
  const issued = cleared
    .map((c) => day(c.issued_on))
    .filter((d): d is string => d !== undefined)
    .sort()[0];
  if (issued && issued > dates.from)
    return {
      code: `${kind}_not_yet`,
      name,
      date: issued,
      message: `${name} is only issued from ${ukDate(issued)}`,
    };
  if (candidates.some((c) => c.status === 'pending'))
    return { code: `${kind}_pending`, name, message: `${name} still pending` };
  return { code: `${kind}_missing`, name, message: `No ${name}` };
}

/**
 * What `person` lacks for `work` on its dates (`date` is the work's day, or its
 * first and last day), or undefined when nothing is missing. `today`
 * (YYYY-MM-DD) tells a check that has already expired from one that will have
 * expired by the work's dates.
 *
 * @example
 * ```ts
 * const refusal = placementRefusal(store, person, { title: 'Youth camp', requirements: [shift.requirements] }, '2027-02-05');
 * refusal?.gaps[0]?.message; // "Enhanced disclosure expired 02/11/2026"
 * ```
 */
export function placementRefusal(
  store: RecordStore,
  person: StoredRecord,
  work: Work,
  date: string | WorkDates,
  today = new Date().toISOString().slice(0, 10),
): PlacementRefusal | undefined {
  const dates = typeof date === 'string' ? { from: date, to: date } : date;
  const gaps: ClearanceGap[] = [];
  const blacklisted = isBlacklisted(store, person);
  if (blacklisted) gaps.push({ code: 'blacklisted', message: "On the organisation's blacklist" });
  const n = needed(store, work);
  const checks = checksOf(store, person.id);
  const types = new Map(store.all(DISCLOSURE_TYPES).map((t) => [t.id, t]));
  const seen = new Set<number>();
  for (const d of n.disclosures) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    const type = types.get(d.id);
    const name = nameOf(type, 'A disclosure check');
    const level = levelOf(type);
    const candidates = checks.filter((c) => {
      const id = Number(c.disclosure_type_id);
      if (id === d.id) return true;
      const other = levelOf(types.get(id));
      return level !== undefined && other !== undefined && other >= level;
    });
    const gap = gapFor(candidates, dates, today, 'disclosure', name, work.title);
    if (gap) gaps.push(gap);
  }
  for (const f of n.flags) {
    const name = nameOf(store.get(CLEARANCE_FLAGS, {}, f), 'A clearance');
    const candidates = checks.filter((c) => ids(c.clearance_flag_ids).includes(f));
    const gap = gapFor(candidates, dates, today, 'flag', name, work.title);
    if (gap) gaps.push(gap);
  }
  if (n.minimumAge !== undefined && n.minimumAge > 0) {
    const dob = typeof person.date_of_birth === 'string' ? person.date_of_birth : '';
    const age = dob ? ageOn(dob, dates.from) : undefined;
    if (age === undefined)
      gaps.push({
        code: 'age_unknown',
        age: n.minimumAge,
        message: `No date of birth: ${work.title} is for people aged ${n.minimumAge} or over`,
      });
    else if (age < n.minimumAge)
      gaps.push({
        code: 'age_under',
        age: n.minimumAge,
        message: `Aged ${age} on ${ukDate(dates.from)}: ${work.title} is for people aged ${n.minimumAge} or over`,
      });
  }
  return gaps.length > 0 ? { blacklisted, gaps } : undefined;
}

/** One requirement of a piece of work, as the person placed on it holds it (or not). */
export interface RequirementHeld {
  /** `disclosure`, `flag` or `age`. */
  kind: 'disclosure' | 'flag' | 'age';
  /** The requirement in words ("Enhanced disclosure", "aged 18 or over"). */
  what: string;
  /** True when the person meets it on the work's dates. */
  met: boolean;
  /** When met by a check: the day that check expires (YYYY-MM-DD), or null when it never does. */
  expires_on?: string | null;
  /** When not met: what is missing. */
  gap?: ClearanceGap;
  /** For `age`: the age asked for. */
  age?: number;
}

/** A person's own view of a piece of work's requirements ({@link ownClearance}). */
export interface OwnClearance {
  /** The work's first and last day. */
  from: string;
  to: string;
  /** True when every requirement is met on the work's dates (also when there is none). */
  cleared: boolean;
  /** Each requirement and whether the person holds it then. */
  requirements: RequirementHeld[];
}

/** The check among `candidates` valid on the work's dates that lasts longest, if any. */
function coveringCheck(candidates: StoredRecord[], dates: WorkDates): StoredRecord | undefined {
  return candidates
    .filter(
      (c) =>
        counts(c) &&
        (day(c.issued_on) ?? '0000-00-00') <= dates.from &&
        (day(c.expires_on) ?? '9999-12-31') >= dates.to,
    )
    .sort((a, b) =>
      (day(b.expires_on) ?? '9999-12-31').localeCompare(day(a.expires_on) ?? '9999-12-31'),
    )[0];
}

/**
 * What a piece of work asks and, for each requirement, whether `person` holds
 * it on the work's dates and when the check that holds it expires: what a
 * volunteer sees beside a shift or an opportunity. The blacklist is never
 * named here (the person is not told); the placement routes still refuse.
 */
export function ownClearance(
  store: RecordStore,
  person: StoredRecord,
  work: Work,
  date: string | WorkDates,
  today = new Date().toISOString().slice(0, 10),
): OwnClearance {
  const dates = typeof date === 'string' ? { from: date, to: date } : date;
  const n = needed(store, work);
  const checks = checksOf(store, person.id);
  const types = new Map(store.all(DISCLOSURE_TYPES).map((t) => [t.id, t]));
  const refusal = placementRefusal(store, person, work, dates, today);
  const gapNamed = (code: string, name: string) =>
    refusal?.gaps.find((g) => g.code.startsWith(code) && g.name === name);
  const out: RequirementHeld[] = [];
  const seen = new Set<number>();
  for (const d of n.disclosures) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    const type = types.get(d.id);
    const name = nameOf(type, 'A disclosure check');
    const level = levelOf(type);
    const covering = coveringCheck(
      checks.filter((c) => {
        const id = Number(c.disclosure_type_id);
        if (id === d.id) return true;
        const other = levelOf(types.get(id));
        return level !== undefined && other !== undefined && other >= level;
      }),
      dates,
    );
    const gap = gapNamed('disclosure_', name);
    out.push(
      covering && !gap
        ? {
            kind: 'disclosure',
            what: name,
            met: true,
            expires_on: day(covering.expires_on) ?? null,
          }
        : { kind: 'disclosure', what: name, met: false, ...(gap ? { gap } : {}) },
    );
  }
  for (const f of n.flags) {
    const name = nameOf(store.get(CLEARANCE_FLAGS, {}, f), 'A clearance');
    const covering = coveringCheck(
      checks.filter((c) => ids(c.clearance_flag_ids).includes(f)),
      dates,
    );
    const gap = gapNamed('flag_', name);
    out.push(
      covering && !gap
        ? { kind: 'flag', what: name, met: true, expires_on: day(covering.expires_on) ?? null }
        : { kind: 'flag', what: name, met: false, ...(gap ? { gap } : {}) },
    );
  }
  if (n.minimumAge !== undefined && n.minimumAge > 0) {
    const gap = refusal?.gaps.find((g) => g.code.startsWith('age_'));
    out.push({
      kind: 'age',
      what: `aged ${n.minimumAge} or over`,
      age: n.minimumAge,
      met: !gap,
      ...(gap ? { gap } : {}),
    });
  }
  return { from: dates.from, to: dates.to, cleared: out.every((r) => r.met), requirements: out };
}

/** The `requirements` of a record, when it has any. */
export function requirementsOf(record: StoredRecord | undefined): Requirements[] {
  const r = record?.requirements;
  return r && typeof r === 'object' && !Array.isArray(r) ? [r as Requirements] : [];
}

/** The requirements of a team and of the teams above it. */
export function teamRequirements(store: RecordStore, teamId: unknown): Requirements[] {
  const out: Requirements[] = [];
  let id = Number(teamId);
  for (let depth = 0; Number.isInteger(id) && id > 0 && depth < 12; depth++) {
    const team = store.getAnyScope(named('organisation.teams'), id);
    if (!team) break;
    out.push(...requirementsOf(team));
    id = Number(team.parent_id);
  }
  return out;
}

/** One placement route and how it asks {@link placementRefusal} (docs/security.md shows the table). */
export interface PlacementCheck {
  /** The route. */
  route: string;
  /** When it places someone. */
  when: string;
  /** The work and its dates. */
  work: string;
}

/** Every route that places a person on work, all asking {@link placementRefusal} (domain/placement.ts). */
export const PLACEMENT_CHECKS: readonly PlacementCheck[] = [
  {
    route: '`POST /shifts/`, `PUT /shifts/{id}`',
    when: 'a person newly in `assignments` (everyone, when a cancelled shift is scheduled again); a change of the requirements, dates, team or rota keeps those already placed and answers `clearance_recheck` with who no longer meets them (also `PUT /events/{id}`, `PUT /residential-opportunities/{id}`, and `PUT /organisation/teams/{id}`, `PUT /organisation/rotas/{id}` for the people on their upcoming work)',
    work: "the shift's, its rota's and its team's requirements (and the teams above); its first and last day",
  },
  {
    route: '`PUT /shifts/{id}` `{sign_up: true}`',
    when: 'a volunteer takes a place (never confirmable)',
    work: 'as above',
  },
  {
    route: '`POST /events/{eventId}/invitations/`, `PUT …/{id}` `{status: accepted}`',
    when: 'a person invited, or a team (each of its active members), or the invitation accepted',
    work: "the event's and its team's requirements; its dates",
  },
  {
    route: '`POST /events/{eventId}/supervisors/`',
    when: 'a person made a supervisor of the event',
    work: "the event's and its team's requirements; its dates",
  },
  {
    route:
      '`POST /events/{eventId}/sessions/{sessionId}/attendees/`, `PUT …/attendees/{userId}/`, `PUT …/bulk-update-user-status/`',
    when: 'a person added to a session (any status but `cancelled`), or a cancelled attendee brought back',
    work: "the event's and its team's requirements; the session's dates (the event's when it has none)",
  },
  {
    route: '`POST /residential-bookings/`, `PUT /residential-bookings/{id}`',
    when: "a stay booked, or its guest, dates or room changed, or a cancelled one booked again (a volunteer's own: never confirmable)",
    work: "the room's team's requirements and the `residential_opportunity_id` named; arrival to the last night",
  },
  {
    route: '`POST /applications/`, `PUT /applications/{id}`',
    when: 'moved to the Offered or Accepted stage, or accepted',
    work: 'the requirements of its team, `opportunity_id` and `residential_opportunity_id`; its `starts_on` (today when unset)',
  },
];
