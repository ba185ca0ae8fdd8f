/**
 * The one authorisation check, run by the server before any handler, for
 * every method: the request's rule (authz/rules.ts), its action, and the
 * session's permissions or ownership.
 *
 * @module
 */
import { normalisePath } from '../routes/match.js';
import type { CatalogueEntry, Operation } from '@volunteerkit/api-client/catalogue';
import { ApiError } from '../errors.js';
import type { TokenUser } from '../auth/tokens.js';
import { ruleFor, type AccessRule, type Action, type Need } from './rules.js';

/**
 * How the request was allowed: by a permission (or openly), only as the owner
 * named by the path, only on the records the caller owns (`record`: the
 * handler narrows to them, authz/ownership.ts), or as the guardian of the
 * minor the path names (`guardian`: authz/guardianship.ts; writes are logged).
 */
export type Grant = 'permission' | 'owner' | 'record' | 'guardian' | 'public';

/** The action of an operation or a call's method. */
export function actionOf(
  target: { kind: 'call'; method: string } | { operation: Operation },
): Action {
  if ('operation' in target) {
    if (target.operation === 'list' || target.operation === 'show') return 'read';
    return target.operation;
  }
  switch (target.method) {
    case 'POST':
      return 'store';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'read';
  }
}

/** The normalised path template of an entry. */
export function templateOf(entry: Pick<CatalogueEntry, 'path'>): string {
  return normalisePath(entry.path);
}

/** True when a user satisfies a need. */
export function satisfies(need: Need, user: TokenUser | undefined): boolean {
  if ('public' in need) return true;
  if (!user) return false;
  if ('session' in need) return true;
  const held = new Set(user.permissions);
  return need.anyOf.some((p) => held.has(p)) && (need.allOf ?? []).every((p) => held.has(p));
}

/** Describes a need for an error message. */
export function describeNeed(need: Need): string {
  if ('public' in need) return 'nothing';
  if ('session' in need) return 'a signed-in user';
  if (need.anyOf.length === 0) return 'nobody but the owner';
  const any = need.anyOf.map((p) => `'${p}'`).join(' or ');
  const all = (need.allOf ?? []).map((p) => ` and '${p}'`).join('');
  return `the ${any}${all} permission`;
}

/**
 * Decides a request. Throws 403 `forbidden` (or `no_rule` for an operation the
 * table does not cover); answers how it was granted.
 */
export function authorise(
  entry: CatalogueEntry,
  action: Action,
  params: Record<string, string>,
  user: TokenUser | undefined,
): { grant: Grant; rule: AccessRule } {
  const rule = ruleFor(templateOf(entry));
  if (!rule)
    throw new ApiError(
      403,
      'no_rule',
      'This operation has no authorisation rule, so nobody may call it.',
    );
  const need = rule[action];
  if ('public' in need) return { grant: 'public', rule };
  if (satisfies(need, user)) return { grant: 'permission', rule };
  const own =
    user !== undefined &&
    rule.owner !== undefined &&
    params[rule.owner] !== undefined &&
    params[rule.owner] === String(user.id);
  if (own && rule.ownerCan?.includes(action)) return { grant: 'owner', rule };
  if (user !== undefined && rule.recordOwner?.can.includes(action))
    return { grant: 'record', rule };
  throw new ApiError(
    403,
    'forbidden',
    own
      ? `You may not ${action === 'read' ? 'read' : 'change'} this record of your own; it needs ${describeNeed(need)}.`
      : `This needs ${describeNeed(need)}${rule.owner ? ', or to be the user it belongs to' : ''}.`,
    { extra: { required: need } },
  );
}
