/**
 * Recent actions (spec 7.4, `/dashboard/recent-actions/`): every successful
 * change a signed-in user makes through the API (a record created, updated or
 * deleted, or a one-off action run) is written as an entry the dashboard
 * reads, newest first by `at`.
 *
 * @module
 */
import { routeName, type CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { normalisePath } from '../routes/match.js';
import type { Reply, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import { personName, pounds } from './notify.js';

/** The collection recent actions are kept in. */
export const RECENT_ACTIONS = named('dashboard.recentActions');

/**
 * The `subject_type` of an action on an entry's records: the entry's normalised path
 * (`/users`), the value the portal's recent-actions panel matches.
 */
export function subjectTypeOf(entry: Pick<CatalogueEntry, 'path'>): string {
  return normalisePath(entry.path);
}

/** Calls and collections whose writes are not actions someone took on the organisation's data. */
const NOT_ACTIONS =
  /^\/(auth|telemetry|contact-us|opportunities\/log|dashboard\/recent-actions|organisation\/query-builder\/(validate|preview)|users\/\{[^}]+\}\/(two-factor|password))(\/|$)/;

/** Nouns of resources (by accessor) whose last path segment reads badly. */
const NOUNS: Record<string, string> = {
  users: 'person',
  'organisation.teams': 'team',
  repeatingShifts: 'repeating shift',
};

/**
 * Labels of the spec 4 actions, by catalogue route name (the accessor of a call,
 * the accessor and operation of a resource operation: the sandbox's handler keys).
 */
export const CALL_LABELS: Record<string, string> = {
  'organisation.rotas.bulk': 'Updated rotas in bulk',
  'organisation.rotas.replace': 'Replaced rotas',
  'events.sessions.bulkUpdateUserStatus': 'Changed attendee status in bulk',
  'events.sessions.bulkDeleteUsers': 'Removed attendees in bulk',
  'exports.resend': 'Resent an export',
  'organisation.recruitment.categories.duplicate': 'Duplicated a recruitment category',
  'integrations.service.sync store': 'Started an integration sync',
  'integrations.service.sync.remove': 'Cancelled an integration sync',
  'organisation.teams.hide store': 'Hid a team',
  'users.blocked store': 'Blocked a person',
  'users.blocked delete': 'Unblocked a person',
  'users.requestAnonymisation store': 'Requested anonymisation',
  'users.notifications.dismiss store': 'Dismissed notifications',
  'users.messaging.markRead store': 'Marked messages read',
  'users.loginMessages.acknowledge store': 'Acknowledged a login message',
};

const VERBS = { store: 'Created', update: 'Updated', delete: 'Deleted' } as const;

function words(path: string): string {
  return path
    .split('/')
    .filter((s) => s && !s.includes('{'))
    .join(' ')
    .replace(/[-_]/g, ' ');
}

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/** The label of a change, e.g. "Created team", "Updated rotas in bulk". */
export function actionLabel(ctx: Pick<RequestCtx, 'target'>): string {
  const t = ctx.target;
  const path = normalisePath(t.entry.path);
  const known =
    CALL_LABELS[t.kind === 'call' ? routeName(t.entry) : routeName(t.entry, t.operation)];
  if (known) return known;
  if (t.kind === 'call') {
    const what = words(path);
    return `${t.entry.method === 'DELETE' ? 'Deleted' : 'Ran'} ${what}`.trim();
  }
  const last =
    path
      .split('/')
      .filter((s) => s && !s.includes('{'))
      .pop() ?? 'record';
  const noun = NOUNS[t.entry.accessor!] ?? singular(last.replace(/[-_]/g, ' '));
  return `${VERBS[t.operation as keyof typeof VERBS] ?? 'Changed'} ${noun}`;
}

function nameOf(record: Record<string, unknown>): string | undefined {
  for (const k of ['name', 'title', 'display_name', 'subject'])
    if (typeof record[k] === 'string' && record[k]) return record[k];
  const full = [record.first_name, record.last_name].filter((x) => typeof x === 'string').join(' ');
  return full || undefined;
}

/**
 * The sentence of an action whose words are known, with the actor by name
 * ("Val Volunteer completed the induction ‘Fire safety’", "Morag Fraser gave
 * parental consent for Ewan"); undefined for the rest (the portal shows the
 * label and the actor).
 */
export function actionSentence(
  ctx: Pick<RequestCtx, 'target' | 'params' | 'services' | 'body'>,
  actor: string,
  data: Record<string, unknown>,
): string | undefined {
  const key =
    ctx.target.kind === 'call'
      ? routeName(ctx.target.entry)
      : routeName(ctx.target.entry, ctx.target.operation);
  const store = ctx.services.store;
  const person = (id: unknown) => personName(store, id, 'someone');
  const first = (id: unknown) => {
    const p = store.get(named('users'), {}, Number(id));
    return typeof p?.first_name === 'string' && p.first_name ? p.first_name : person(id);
  };
  switch (key) {
    case 'users.selfCompleteInduction':
      return `${actor} completed the induction ‘${String(data.name ?? 'an induction')}’`;
    case 'users.forgotPassword store':
      return `${actor} sent a password reset to ${person(ctx.params.userId)}`;
    case 'users.applications.parentalConsent update':
    case 'users.applications.parentalConsent store':
      return data.status === 'given'
        ? `${actor} gave parental consent for ${first(ctx.params.userId)}`
        : data.status === 'refused'
          ? `${actor} refused parental consent for ${first(ctx.params.userId)}`
          : undefined;
    case 'claims update': {
      const what = `${person(data.user_id)}’s ${pounds(data.amount)} ${String(data.expense_type ?? 'expense')} claim`;
      return data.status === 'approved'
        ? `${actor} approved ${what}`
        : data.status === 'rejected'
          ? `${actor} rejected ${what}`
          : data.status === 'paid'
            ? `${actor} marked ${what} paid`
            : undefined;
    }
    case 'users.expenses store':
      return `${actor} claimed ${pounds(data.amount)} for ${String(data.expense_type ?? 'an expense')}`;
    case 'applications update':
      return typeof data.stage === 'string' && ctx.body && 'stage' in (ctx.body as object)
        ? `${actor} moved ${person(data.user_id)}’s application to ${String(data.name ?? 'an opportunity')} to “${data.stage}”`
        : undefined;
    case 'opportunities.apply store':
      return `${actor} applied to ${String(data.name ?? 'an opportunity')}`;
    default:
      return undefined;
  }
}

const teamIds = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The teams an action concerns, for a team leader's scope (authz/teamScope.ts): the
 * record's own team(s), else, under a person (`/users/{userId}/…`), that person's teams.
 * None: an organisation-wide action, which no team leader's list shows.
 */
export function actionTeams(ctx: RequestCtx, data: Record<string, unknown>): number[] {
  const own = [...teamIds(data.team_ids), ...teamIds(data.team_id)];
  if (own.length > 0) return [...new Set(own)];
  const userId = ctx.params.userId ?? ctx.params.currentUserId;
  if (userId && /^\d{1,15}$/.test(userId)) {
    const person = ctx.services.store.get(named('users'), {}, Number(userId));
    return teamIds(person?.team_ids);
  }
  return [];
}

/** Whether a request's outcome is recorded as a recent action. */
export function isRecordedAction(
  ctx: Pick<RequestCtx, 'target' | 'session'>,
  reply: Reply,
): boolean {
  if (!ctx.session) return false;
  const status = reply.status ?? 200;
  if (status >= 300) return false;
  const t = ctx.target;
  const writes =
    t.kind === 'call'
      ? t.entry.method !== 'GET'
      : t.operation === 'store' || t.operation === 'update' || t.operation === 'delete';
  return writes && !NOT_ACTIONS.test(normalisePath(t.entry.path));
}

/**
 * Writes the recent action of a successful change: who (`user_id`, and by
 * name `actor_name`), what (`action`, and for known actions a sentence in
 * words, `summary`), on which record (`subject_type` = the collection or call path,
 * `subject_id`, `subject` = its name when known), the path and when (`at`).
 */
export function recordRecentAction(ctx: RequestCtx, reply: Reply): void {
  if (!isRecordedAction(ctx, reply)) return;
  const body = reply.json as { data?: unknown } | undefined;
  const data =
    body && typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : {};
  const idParam = ctx.target.kind === 'item' ? ctx.target.idParam : undefined;
  const rawId =
    typeof data.id === 'number' ? data.id : idParam ? Number(ctx.params[idParam]) : Number.NaN;
  const many = Array.isArray(body?.data) ? body.data.length : null;
  const subject = many === null ? nameOf(data) : `${many} ${many === 1 ? 'record' : 'records'}`;
  const actor = personName(ctx.services.store, ctx.session?.user.id);
  const summary = many === null ? actionSentence(ctx, actor, data) : undefined;
  ctx.services.store.insert(
    RECENT_ACTIONS,
    {},
    {
      action: actionLabel(ctx),
      subject_type: subjectTypeOf(ctx.target.entry),
      subject_id: Number.isFinite(rawId) ? rawId : null,
      ...(subject ? { subject } : {}),
      path: ctx.path,
      team_ids: actionTeams(ctx, data),
      user_id: Number(ctx.session?.user.id),
      actor_name: actor,
      ...(summary ? { summary } : {}),
      at: new Date().toISOString(),
    },
  );
}
