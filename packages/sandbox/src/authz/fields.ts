/**
 * Server-controlled fields. Before a generic write runs, the server:
 *
 * - drops `id`, `created_at` and `updated_at` (the store sets them), and refuses
 *   (403 `forbidden_field`) a body that sets another server field (organisation,
 *   audit fields, secrets, see {@link SERVER_FIELDS}) to a new value;
 * - refuses (403 `forbidden_field`, with field errors) a body that sets a guarded
 *   field to a new value without the permission that field needs: a user's
 *   `permissions`, `role` and `led_team_ids` (manage-permissions), `email` (edit-users, or
 *   create-users on store) and `status` (block-users); `permissions` anywhere
 *   (manage-permissions); `user_id` other than one's own (edit-users); and, when
 *   the caller reaches the record only as its owner, any `status`; and a
 *   residential opportunity's `published` (publish-opportunities; a new advert
 *   may be stored as a draft, `published: false`, by anyone who may create it);
 * - stores a new residential opportunity as a draft (`published: false`) unless
 *   the body says otherwise: publishing is a separate, authorised step;
 * - refuses completing an induction by a generic write (only the self-complete
 *   call does that);
 * - refuses a person's diversity data (authz/policy.ts `DIVERSITY_FIELDS`) on
 *   their user record, for everyone: an answer is given, changed or declined
 *   only through `/users/{userId}/diversity/{questionId}`, which checks it
 *   against the question's choices.
 *
 * The same holds inside nested objects and arrays (server fields at any depth
 * are refused) and for every item of a bulk (array) body; a write's query
 * string may not name a server field at all ({@link guardQuery}).
 *
 * A guarded field sent unchanged (a form sending the whole record back) passes.
 *
 * @module
 */
import { ApiError, type FieldErrors } from '../errors.js';
import type { TokenUser } from '../auth/tokens.js';
import type { Grant } from './check.js';
import { named } from '../store/collections.js';
import { DIVERSITY_FIELDS, ownFieldErrors } from './policy.js';

/** Fields dropped from every generic write (the store sets them). */
export const DROPPED_FIELDS: readonly string[] = ['id', 'created_at', 'updated_at'];

/** Fields only the server sets: a body that sets one to a new value is refused. */
export const SERVER_FIELDS: readonly string[] = [
  'organisation_id',
  'deleted_at',
  'created_by',
  'updated_by',
  'approved_by',
  'approved_at',
  'completed_at',
  'password',
  'password_hash',
  'totp_secret',
  'secret',
  'session_id',
  'two_factor_enabled',
  'trust_token',
  // The profile photo's URL, set by its upload (domain/profilePhoto.ts).
  'photo_url',
];

/** A guarded field: where it applies and the permission that may set it. */
export interface GuardedField {
  field: string;
  /** Collections (resource accessors, see `collectionKey`) it applies to; all when absent. */
  collections?: readonly string[];
  /** The permission that may set it (by action). */
  permission: string | { store: string; update: string };
  /** A value anyone may store in a new record (e.g. a draft flag). */
  freeOnStore?: unknown;
}

const USERS = named('users');

/** Collection of residential opportunities (adverts). */
const ADVERTS = named('residentialOpportunities');

/** Guarded fields. */
export const GUARDED_FIELDS: readonly GuardedField[] = [
  { field: 'permissions', permission: 'manage-permissions' },
  { field: 'role', collections: [named('users')], permission: 'manage-permissions' },
  // The teams a person leads decide what a team leader reaches (authz/teamScope.ts).
  { field: 'led_team_ids', collections: [named('users')], permission: 'manage-permissions' },
  // The permission groups a person is in decide what they may do (domain/permissionGroups.ts).
  {
    field: 'permission_group_ids',
    collections: [named('users')],
    permission: 'manage-permissions',
  },
  {
    field: 'email',
    collections: [named('users')],
    permission: { store: 'create-users', update: 'edit-users' },
  },
  { field: 'status', collections: [named('users')], permission: 'block-users' },
  { field: 'locked', collections: [named('users')], permission: 'block-users' },
  {
    field: 'published',
    collections: [ADVERTS],
    permission: 'publish-opportunities',
    freeOnStore: false,
  },
];

const INDUCTIONS = named('users.inductions');
/** Applicants' own copies of their applications: they may set `status` only to withdraw (domain/withdrawApplication.ts). */
const OWN_APPLICATIONS = named('users.applications');

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const isServerField = (key: string) => Object.hasOwn(SERVER_FIELD_SET, key);
const SERVER_FIELD_SET: Record<string, true> = Object.fromEntries(
  SERVER_FIELDS.map((f) => [f, true as const]),
);

/** Field errors for server fields anywhere inside a nested value (`items.0.organisation_id`). */
function nestedServerFields(value: unknown, path: string, errors: FieldErrors): void {
  if (typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  for (const [key, inner] of entries) {
    const at = `${path}.${key}`;
    if (!Array.isArray(value) && isServerField(key)) errors[at] = ['is set by the server'];
    else nestedServerFields(inner, at, errors);
  }
}

/**
 * Refuses (403 `forbidden_field`) a write whose query string names a server
 * field (`?organisation_id=9`, `?filter[created_by]=1`, `?data[secret]=x`):
 * handlers that read parameters from the query never receive one.
 */
export function guardQuery(query: URLSearchParams): void {
  const errors: FieldErrors = {};
  for (const key of query.keys()) {
    const names = key.split(/[[\]]+/).filter(Boolean);
    if (names.some(isServerField)) errors[key] = ['is set by the server'];
  }
  if (Object.keys(errors).length > 0)
    throw new ApiError(403, 'forbidden_field', 'The request sets fields you may not set.', {
      errors,
    });
}

/**
 * Cleans the body of a generic write in place of the handler: returns the body
 * without server fields, or throws 403 `forbidden_field`.
 */
export function guardFields(
  body: unknown,
  options: {
    collection: string;
    action: 'store' | 'update';
    user: TokenUser | undefined;
    grant: Grant;
    /** The stored record (update). */
    current?: Record<string, unknown>;
  },
): unknown {
  if (typeof body !== 'object' || body === null) return body;
  // A bulk body: every item is checked like a record of its own.
  if (Array.isArray(body)) {
    const errors: FieldErrors = {};
    const items = body.map((item, i) => {
      try {
        return guardFields(item, { ...options, current: undefined });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const [k, v] of Object.entries(error.errors ?? {})) errors[`${i}.${k}`] = v;
        return item;
      }
    });
    if (Object.keys(errors).length > 0)
      throw new ApiError(403, 'forbidden_field', 'The request sets fields you may not set.', {
        errors,
      });
    return items;
  }
  const { collection, action, user, grant, current } = options;
  const held = new Set(user?.permissions ?? []);
  const out: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (DROPPED_FIELDS.includes(key)) continue;
    const changed = !current || !same(current[key], value);
    if (changed && typeof value === 'object' && value !== null)
      nestedServerFields(value, key, errors);
    if (changed) {
      if (SERVER_FIELDS.includes(key)) {
        errors[key] = ['is set by the server'];
        continue;
      }
      if (collection === USERS && DIVERSITY_FIELDS.includes(key)) {
        errors[key] = [
          'is a diversity answer: given, changed or declined through /users/{userId}/diversity/{questionId}',
        ];
        continue;
      }
      const guard = GUARDED_FIELDS.find(
        (g) => g.field === key && (!g.collections || g.collections.includes(collection)),
      );
      const permission =
        guard &&
        (typeof guard.permission === 'string' ? guard.permission : guard.permission[action]);
      const free =
        action === 'store' && guard && 'freeOnStore' in guard && same(guard.freeOnStore, value);
      if (permission && !free && !held.has(permission)) {
        errors[key] = [`is set by the server; changing it needs the '${permission}' permission`];
        continue;
      }
      if (key === 'user_id' && value !== user?.id && !held.has('edit-users')) {
        errors[key] = ["may only be your own id unless you hold 'edit-users'"];
        continue;
      }
      // A message names its sender, whose name every reader then sees: without
      // 'view-users' one sends in one's own name only (else any name could be read by id).
      if (
        (key === 'from_id' || key === 'sender_id') &&
        Number(value) !== user?.id &&
        !held.has('view-users')
      ) {
        errors[key] = ["is you: a message is sent in your own name unless you hold 'view-users'"];
        continue;
      }
      const withdrawing = collection === OWN_APPLICATIONS && value === 'withdrawn';
      if (key === 'status' && grant === 'owner' && !withdrawing) {
        errors[key] = ['is set by the server or by staff, not on your own records'];
        continue;
      }
      if (collection === INDUCTIONS && key === 'status' && value === 'completed') {
        errors[key] = ['an induction is completed only by its user, through self-complete'];
        continue;
      }
    }
    out[key] = value;
  }
  // A person's own record: only the fields of the allow-list (authz/policy.ts).
  if (grant === 'owner') Object.assign(errors, ownFieldErrors(collection, out, current));
  if (collection === ADVERTS && action === 'store' && !('published' in out)) out.published = false;
  if (Object.keys(errors).length > 0)
    throw new ApiError(403, 'forbidden_field', 'The request sets fields you may not set.', {
      errors,
    });
  return out;
}
