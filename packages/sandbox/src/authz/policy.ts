/**
 * The record and field policy (issue 43): what the route table (authz/rules.ts)
 * cannot say by path alone, written once as data and asked by every way to the
 * same data, the bulk routes, list filters and error bodies included.
 *
 * - {@link OWN_FIELDS}: the fields a person may set on their own record, an
 *   allow-list (anything else sent changed is refused, 403 `forbidden_field`).
 * - {@link personRefusal}: who may change, block, delete or erase a person's
 *   account. Staff accounts change only by an administrator (separation of
 *   duties); a team leader reaches only the people of their teams; nobody
 *   blocks or deletes themself. The single-person routes and the bulk route ask
 *   the same question for each person.
 * - {@link HIDDEN_FIELDS}: fields of a record that hold other people's data
 *   (a shift's places and cancellations) or special-category data (a
 *   person's diversity answers, {@link DIVERSITY_FIELDS}): shown only to the
 *   permissions that may read them, with the caller's own entries kept for
 *   everyone else; never filtered, sorted on or queried (list filters, saved
 *   views, the query builder) by those who may not read them; answered the
 *   same way in error bodies.
 * - {@link SINGLE_LINE_FIELDS}: text fields that are one line; control
 *   characters in them are refused (422).
 * - {@link opportunityVisible}: a draft opportunity is seen, and applied to,
 *   only by those who may edit opportunities.
 * - {@link mayUseSavedList}: a saved list is used (bulk action, bulk e-mail,
 *   read) by its author, or by staff without a team scope.
 * - {@link ORGANISATION_SETTINGS}: the organisation's own settings a write of
 *   the organisation (`PUT /organisation/{id}`) may set, who may set them and
 *   the values they take (the waitlist's `waitlist_mode` and
 *   `waitlist_offer_hours`, issue 48); {@link organisationSettingErrors} asks it.
 *
 * docs/security.md shows these tables (generated, authz/accessTable.ts).
 *
 * @module
 */
import { ApiError, type FieldErrors } from '../errors.js';
import type { TokenUser } from '../auth/tokens.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { VOLUNTEER_PERMISSIONS } from '../seed/permissions.js';

/** The fields a person may set on their own record, by collection (an allow-list). */
export const OWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  [named('users')]: [
    'first_name',
    'last_name',
    'preferred_name',
    'display_name',
    'pronouns',
    'title',
    'phone',
    'mobile',
    'address',
    'postcode',
    'emergency_contact',
    'motivation',
    'bio',
    'locale',
    'language',
    'timezone',
    'availability',
    'unavailable_periods',
    'communication_preferences',
    'date_format',
    'theme',
    // Set once, by the person, while nothing says they are a minor (see ownFieldErrors).
    'date_of_birth',
  ],
};

/** Why an own-record field is refused although it is listed: the date of birth is set once. */
function ownFieldRule(
  collection: string,
  key: string,
  current: Record<string, unknown> | undefined,
): string | undefined {
  if (collection !== named('users') || key !== 'date_of_birth') return undefined;
  const set = typeof current?.date_of_birth === 'string' && current.date_of_birth !== '';
  if (set || current?.is_minor === true)
    return 'is changed by staff once it is set (it decides consent and guardians)';
  return undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The field errors of a write a person makes to their own record of
 * `collection` (grant `owner`): every changed field outside the allow-list.
 * Collections without an allow-list answer no errors (their rules are the
 * route table's and the guarded fields').
 */
export function ownFieldErrors(
  collection: string,
  body: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
): FieldErrors {
  const allowed = OWN_FIELDS[collection];
  if (!allowed) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (current && same(current[key], value)) continue;
    if (!allowed.includes(key)) {
      errors[key] = ['is not a field you may set on your own record; staff set it'];
      continue;
    }
    const rule = ownFieldRule(collection, key, current);
    if (rule) errors[key] = [rule];
  }
  return errors;
}

const VOLUNTEER_HELD = new Set(VOLUNTEER_PERMISSIONS);

/**
 * True when a stored user is a staff account: an administrator, anyone holding
 * a permission beyond a volunteer's, or someone who leads teams. What decides is
 * what the account may do, not the job title in `role` (the people list's
 * "coordinator" with a volunteer's permissions is not staff).
 */
export function isStaffAccount(person: Record<string, unknown>): boolean {
  if (person.role === 'administrator') return true;
  const held = Array.isArray(person.permissions) ? person.permissions.map(String) : [];
  if (held.some((p) => !VOLUNTEER_HELD.has(p))) return true;
  return Array.isArray(person.led_team_ids) && person.led_team_ids.length > 0;
}

/** What is done to a person's account. */
export type PersonAct = 'edit' | 'status' | 'delete' | 'erase';

/** The scope a caller reaches people in: undefined for everyone, else the test. */
export type PersonScope = ((person: StoredRecord) => boolean) | undefined;

/**
 * Why `caller` may not do `act` to `person` (undefined when they may):
 *
 * - nobody blocks or deletes their own account (they may edit it, within
 *   {@link OWN_FIELDS}, and ask for their own erasure);
 * - a staff account is changed, blocked, deleted or erased only by an
 *   administrator (or, for edits and erasure, by its owner);
 * - a team leader reaches only the people of their teams (`inScope`).
 */
export function personRefusal(
  store: RecordStore,
  caller: TokenUser | undefined,
  person: StoredRecord,
  act: PersonAct,
  inScope: PersonScope,
): string | undefined {
  const self = caller?.id === person.id;
  if (self) return act === 'status' || act === 'delete' ? 'your own account' : undefined;
  if (inScope && !inScope(person)) return 'not in a team you lead';
  const callerRecord = caller ? store.get(named('users'), {}, caller.id) : undefined;
  const callerIsAdmin = callerRecord?.role === 'administrator';
  if (!callerIsAdmin && isStaffAccount(person))
    return person.role === 'administrator'
      ? 'an administrator; only an administrator may change them'
      : 'a staff account; only an administrator may change it';
  return undefined;
}

/** Throws 403 `separation_of_duties` when {@link personRefusal} refuses. */
export function assertMayActOn(
  store: RecordStore,
  caller: TokenUser | undefined,
  person: StoredRecord,
  act: PersonAct,
  inScope: PersonScope,
): void {
  const reason = personRefusal(store, caller, person, act, inScope);
  if (!reason) return;
  const verb = { edit: 'changed', status: 'blocked', delete: 'deleted', erase: 'erased' }[act];
  throw new ApiError(
    403,
    reason === 'not in a team you lead' ? 'outside_team' : 'separation_of_duties',
    `This person cannot be ${verb} by you: ${reason}.`,
    { errors: { id: [reason] } },
  );
}

/** A field holding other people's entries, and who may read all of them. */
export interface HiddenField {
  field: string;
  /** Any of these permissions reads every entry. */
  seenWith: readonly string[];
  /** The entry's person field: the caller's own entries stay visible. */
  personField?: string;
  /**
   * A field about one person as a whole (not a list of entries): removed for
   * everyone but the person the record's `ownerField` names and the holders of `seenWith`.
   */
  ownerField?: string;
}

/**
 * A person's diversity data, special-category (equal-opportunities) data kept
 * apart from the rest of their record: `diversity`, their answers to the
 * organisation's diversity questions (age band, gender, ethnicity, disability;
 * spec 1 "diversity answers", 7.13), and `gender`, the same answer as a field
 * of its own (records written by older clients or by staff; the demo data and
 * the portal keep it in `diversity`). Not `date_of_birth`: it decides consent
 * and guardians, so staff who read the person read it (the age-band report made
 * of it is a diversity report, behind {@link DIVERSITY_READERS}); not
 * `pronouns`: how to address the person.
 */
export const DIVERSITY_FIELDS: readonly string[] = ['diversity', 'gender'];

/** Who reads people's diversity answers (and the reports made of them). */
export const DIVERSITY_READERS: readonly string[] = ['view-user-diversity'];

/** Fields of records that hold other people's data, by collection. */
export const HIDDEN_FIELDS: Readonly<Record<string, readonly HiddenField[]>> = {
  [named('shifts')]: [
    { field: 'assignments', seenWith: ['edit-rotas', 'view-users'], personField: 'user_id' },
    { field: 'cancellations', seenWith: ['edit-rotas', 'view-users'], personField: 'user_id' },
    { field: 'waitlist', seenWith: ['edit-rotas', 'view-users'], personField: 'user_id' },
  ],
  // Diversity answers (issue 49): the person and those who may see them for reports.
  [named('users')]: DIVERSITY_FIELDS.map((field) => ({
    field,
    seenWith: DIVERSITY_READERS,
    ownerField: 'id',
  })),
};

function holds(user: TokenUser | undefined, permissions: readonly string[]): boolean {
  return permissions.some((p) => user?.permissions.includes(p));
}

/**
 * A record as `viewer` may read it: hidden fields keep only the viewer's own
 * entries (and those of `forUser`, a minor in their care) unless the viewer
 * holds a permission that reads them all.
 */
export function redact<T extends Record<string, unknown>>(
  collection: string,
  record: T,
  viewer: TokenUser | undefined,
  forUser?: number,
): T {
  const hidden = HIDDEN_FIELDS[collection];
  if (!hidden) return record;
  let out: T = record;
  for (const h of hidden) {
    const value = record[h.field];
    if (h.ownerField !== undefined) {
      if (!(h.field in out) || holds(viewer, h.seenWith)) continue;
      if (viewer !== undefined && Number(record[h.ownerField]) === viewer.id) continue;
      const { [h.field]: _hidden, ...rest } = out;
      out = rest as T;
      continue;
    }
    if (!Array.isArray(value) || holds(viewer, h.seenWith)) continue;
    const kept = (value as Record<string, unknown>[]).filter((entry) => {
      const who = Number(entry?.[h.personField ?? 'user_id']);
      return who === viewer?.id || (forUser !== undefined && who === forUser);
    });
    out = { ...out, [h.field]: kept };
  }
  return out;
}

/**
 * The fields of `collection` that `viewer` may not read in full (nor filter,
 * sort or query on): its {@link HIDDEN_FIELDS} without the permission that
 * reads them.
 */
export function unreadableFields(collection: string, viewer: TokenUser | undefined): string[] {
  return (HIDDEN_FIELDS[collection] ?? [])
    .filter((h) => !holds(viewer, h.seenWith))
    .map((h) => h.field);
}

/**
 * Refuses (403 `forbidden_filter`) a list query that filters, sorts or
 * searches on a field the viewer may not read in full: the answer would tell
 * them whose entries a record holds.
 */
export function checkListQuery(
  collection: string,
  query: URLSearchParams,
  viewer: TokenUser | undefined,
): void {
  const names = new Set(unreadableFields(collection, viewer));
  if (names.size === 0) return;
  const errors: FieldErrors = {};
  for (const [key, value] of query) {
    const filter = /^filter\[([^\]]+)\]/.exec(key)?.[1];
    if (filter && names.has(filter)) errors[key] = ['you may not filter on this field'];
    if ((key === 'sort' || key === 's') && names.has(value.replace(/^-/, '')))
      errors[key] = ['you may not sort on this field'];
  }
  if (Object.keys(errors).length > 0)
    throw new ApiError(403, 'forbidden_filter', 'The list cannot be filtered that way.', {
      errors,
    });
}

/** Text fields that are one line: control characters (CR, LF, NUL...) are refused in them. */
export const SINGLE_LINE_FIELDS: readonly string[] = [
  'title',
  'name',
  'display_name',
  'first_name',
  'last_name',
  'preferred_name',
  'email',
  'phone',
  'location',
  'place',
  'venue',
  'what_to_bring',
  'subject',
  'postcode',
  'town',
  'city',
  'reference',
  'short_advert',
];

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The field errors of single-line text fields holding control characters,
 * at any depth of a body (`location.name` included).
 */
export function controlCharacterErrors(body: unknown, path = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof body !== 'object' || body === null) return errors;
  const entries = Array.isArray(body)
    ? body.map((v, i) => [String(i), v] as const)
    : Object.entries(body);
  for (const [key, value] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      if (SINGLE_LINE_FIELDS.includes(key) && CONTROL.test(value))
        errors[at] = ['must be one line without control characters'];
    } else if (typeof value === 'object' && value !== null)
      Object.assign(errors, controlCharacterErrors(value, at));
  }
  return errors;
}

/** Permissions that see draft (unpublished) opportunities. */
export const DRAFT_READERS: readonly string[] = ['edit-opportunities', 'create-opportunities'];

/** True when `viewer` may see (and apply to) `opportunity`: published, or they edit opportunities. */
export function opportunityVisible(
  opportunity: Record<string, unknown>,
  viewer: TokenUser | undefined,
): boolean {
  return opportunity.published !== false || holds(viewer, DRAFT_READERS);
}

/**
 * True when `caller` may use (run a bulk action or e-mail on, or read) a saved
 * list: its author always; anyone else only without a team scope (a team
 * leader uses their own lists).
 */
export function mayUseSavedList(
  list: Record<string, unknown>,
  caller: TokenUser | undefined,
  scoped: boolean,
): boolean {
  if (caller !== undefined && Number(list.created_by) === caller.id) return true;
  return !scoped;
}

/** One setting of the organisation record: who may set it and the values it takes. */
export interface OrganisationSetting {
  /** Any of these permissions sets it (an administrator's). */
  setBy: readonly string[];
  /** The values it takes, in words (docs). */
  values: string;
  /** Why a value is refused, or undefined when it is taken. */
  refuse: (value: unknown) => string | undefined;
  /** What it does. */
  note: string;
}

/** The organisation's waitlist modes (`waitlist_mode`): offer a freed place, or give it at once. */
export const WAITLIST_MODE_VALUES: readonly string[] = ['offer', 'assign'];

/** The hours a waitlist offer may stand (`waitlist_offer_hours`): at least 1, at most a week. */
export const WAITLIST_OFFER_HOURS_RANGE: readonly [number, number] = [1, 168];

/**
 * The organisation's settings that a write of the organisation checks, by
 * field: anything else on the record keeps the route table's rule
 * (`manage-organisation`).
 */
export const ORGANISATION_SETTINGS: Readonly<Record<string, OrganisationSetting>> = {
  waitlist_mode: {
    setBy: ['manage-organisation'],
    values: WAITLIST_MODE_VALUES.map((v) => `\`${v}\``).join(' or '),
    refuse: (v) =>
      typeof v === 'string' && WAITLIST_MODE_VALUES.includes(v)
        ? undefined
        : `must be one of ${WAITLIST_MODE_VALUES.join(', ')}`,
    note: 'a place freed on a full shift is offered to the first person waiting (`offer`) or given to them at once (`assign`)',
  },
  waitlist_offer_hours: {
    setBy: ['manage-organisation'],
    values: `a whole number of hours, ${WAITLIST_OFFER_HOURS_RANGE[0]} to ${WAITLIST_OFFER_HOURS_RANGE[1]}`,
    refuse: (v) =>
      typeof v === 'number' &&
      Number.isInteger(v) &&
      v >= WAITLIST_OFFER_HOURS_RANGE[0] &&
      v <= WAITLIST_OFFER_HOURS_RANGE[1]
        ? undefined
        : `must be a whole number of hours from ${WAITLIST_OFFER_HOURS_RANGE[0]} to ${WAITLIST_OFFER_HOURS_RANGE[1]}`,
    note: "how long an offered place waits for its answer before it passes to the next person (never past the shift's start)",
  },
};

/**
 * The field errors of a write of the organisation record by `caller`: each
 * {@link ORGANISATION_SETTINGS} field sent with a value it does not take, or
 * by a caller without a permission that sets it. Fields sent unchanged pass.
 */
export function organisationSettingErrors(
  body: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
  caller: TokenUser | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, setting] of Object.entries(ORGANISATION_SETTINGS)) {
    if (!(key in body) || (current && same(current[key], body[key]))) continue;
    if (!holds(caller, setting.setBy)) {
      errors[key] = [`is set by ${setting.setBy.join(' or ')} only`];
      continue;
    }
    const refusal = setting.refuse(body[key]);
    if (refusal) errors[key] = [refusal];
  }
  return errors;
}
