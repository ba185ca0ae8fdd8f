/**
 * Separation of duties, checked by the guard (authz/guard.ts) before any
 * write, on top of the rule table:
 *
 * - an administrator's account (a user whose stored `role` is
 *   `administrator`) keeps its `status`, `locked`, `role`, `permissions` and
 *   `email`, and is not deleted, unless an administrator does it: holders of
 *   'block-users', 'manage-permissions' or 'delete-users' cannot lock out,
 *   demote or remove the people above them;
 * - another person's e-mail address changes only by an administrator (their
 *   password and two-factor too, see auth/account.ts; otherwise the person
 *   uses the reset e-mail);
 * - an expense claim starts `pending` and keeps its claimant: it is stored
 *   without a decision (`status` other than pending, `authoriser_id`,
 *   `decided_at`) and its `user_id` never changes, so nobody approves their own
 *   claim by creating it approved or by moving it to someone else, deciding
 *   it and moving it back; a decision is `PUT /claims/{id}` by an authoriser
 *   who is not the claimant (domain/expenses.ts);
 * - nobody sets the status of their own expenses (`/users/{userId}/expenses/`).
 *
 * @module
 */
import { ApiError, type FieldErrors } from '../errors.js';
import type { TokenUser } from '../auth/tokens.js';
import { named } from '../store/collections.js';
import type { RecordStore } from '../store/records.js';
import { personRefusal } from './policy.js';
import { teamScopeOfUser, withinScope } from './teamScope.js';

const USERS = named('users');
const CLAIMS = named('claims');
const OWN_EXPENSES = named('users.expenses');

/** Fields of an administrator's account only an administrator may change. */
export const ADMINISTRATOR_FIELDS: readonly string[] = [
  'status',
  'locked',
  'role',
  'permissions',
  'email',
];

/** Fields of a decided claim that still change: marking it paid. */
export const PAYMENT_FIELDS: readonly string[] = [
  'status',
  'paid',
  'paid_on',
  'paid_at',
  'payment_reference',
];

/** Fields of a claim only its decision sets. */
export const DECISION_FIELDS: readonly string[] = ['authoriser_id', 'decided_at'];

/** True when the stored user record of `id` is an administrator. */
export function isAdministrator(store: RecordStore, id: number | undefined): boolean {
  if (id === undefined || !Number.isInteger(id)) return false;
  return store.getAnyScope(USERS, id)?.role === 'administrator';
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const refuse = (errors: FieldErrors, message: string) => {
  throw new ApiError(403, 'separation_of_duties', message, { errors });
};

/** Checks a write against the separation of duties; throws 403 `separation_of_duties`. */
export function checkDuties(options: {
  store: RecordStore;
  collection: string;
  action: 'store' | 'update' | 'delete';
  user: TokenUser | undefined;
  params: Record<string, string>;
  body: unknown;
  /** The stored record of an update or delete. */
  current?: Record<string, unknown> | undefined;
}): void {
  const { store, collection, action, user, params, current } = options;
  const body =
    typeof options.body === 'object' && options.body !== null && !Array.isArray(options.body)
      ? (options.body as Record<string, unknown>)
      : {};
  const changed = (key: string) => key in body && (!current || !same(current[key], body[key]));
  const errors: FieldErrors = {};
  if (collection === USERS && action !== 'store' && current) {
    const target = Number(current.id);
    const self = user?.id === target;
    const callerIsAdmin = isAdministrator(store, user?.id);
    // Staff accounts change only by an administrator, and a team leader reaches only
    // their teams' people (authz/policy.ts): the question every people route asks.
    const sent = Object.keys(body).filter((k) => changed(k));
    if (action === 'delete' || sent.length > 0) {
      const team = user ? teamScopeOfUser(store, user.id) : undefined;
      const reason = personRefusal(
        store,
        user,
        { ...current, id: target },
        action === 'delete' ? 'delete' : 'edit',
        team ? (p) => withinScope(team, 'users', p) : undefined,
      );
      if (reason === 'not in a team you lead')
        throw new ApiError(
          403,
          'outside_team',
          `This person is not in a team you lead; a team leader reaches only their own teams (${team?.names.join(', ') ?? ''}).`,
        );
      if (reason && current.role !== 'administrator') {
        if (action === 'delete')
          refuse({ id: [reason] }, `This person cannot be deleted by you: ${reason}.`);
        refuse(
          Object.fromEntries(sent.map((k) => [k, [reason]])),
          `This person cannot be changed by you: ${reason}.`,
        );
      }
    }
    if (!callerIsAdmin && current.role === 'administrator') {
      if (action === 'delete')
        refuse(
          { id: ['is an administrator'] },
          'Only an administrator can remove an administrator.',
        );
      for (const key of ADMINISTRATOR_FIELDS)
        if (changed(key)) errors[key] = ['of an administrator changes only by an administrator'];
      if (Object.keys(errors).length > 0)
        refuse(
          errors,
          'Administrators cannot be blocked, demoted or changed by non-administrators.',
        );
    }
    if (!self && !callerIsAdmin && changed('email'))
      refuse(
        { email: ['of another person changes only by an administrator (or they change it)'] },
        "Changing another person's e-mail address needs an administrator.",
      );
  }
  if (collection === CLAIMS) {
    if (action === 'store') {
      if (body.status !== undefined && body.status !== 'pending')
        errors.status = ['a claim starts pending; an authoriser decides it with PUT /claims/{id}'];
      for (const key of DECISION_FIELDS)
        if (body[key] !== undefined) errors[key] = ['is set by the decision'];
    }
    if (action === 'update' && current) {
      if (changed('user_id')) errors.user_id = ['a claim keeps its claimant'];
      for (const key of DECISION_FIELDS) if (changed(key)) errors[key] = ['is set by the decision'];
      // The claimant never changes their claim once sent (a corrected claim is a new one);
      // a decided claim changes only by being marked paid.
      const sent = Object.keys(body).filter((k) => changed(k));
      // (A decision on one's own claim is refused by the decision itself, domain/expenses.ts.)
      if (user?.id === Number(current.user_id))
        for (const key of sent)
          if (key !== 'status') errors[key] = ['of your own claim is not yours to change'];
          else if (current.status !== 'pending')
            for (const key of sent)
              if (!PAYMENT_FIELDS.includes(key))
                errors[key] = [`cannot change: the claim is already ${String(current.status)}`];
    }
    if (action === 'delete' && current && current.status !== 'pending')
      errors.status = [`the claim is already ${String(current.status)} and is kept`];
    if (Object.keys(errors).length > 0)
      refuse(
        errors,
        'Nobody approves their own claim: a claim keeps its claimant and starts pending.',
      );
  }
  if (
    collection === OWN_EXPENSES &&
    action !== 'delete' &&
    String(user?.id) === params.userId &&
    changed('status') &&
    body.status !== 'pending'
  )
    refuse(
      { status: ['of your own expenses is set by an authoriser'] },
      'Nobody approves their own expenses.',
    );
}
