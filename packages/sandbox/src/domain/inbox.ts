/**
 * A person's inbox actions of spec 4: dismiss notifications (they leave the
 * list), mark messages read, acknowledge login messages.
 *
 * @module
 */
import { notFound } from '../errors.js';
import { listEnvelope, readPaging } from '../routes/paging.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { allow, bodyObject, idList, numParam } from './input.js';
import { named } from '../store/collections.js';

const NOTIFICATIONS = named('users.notifications');
const MESSAGES = named('users.messaging');

function owner(ctx: RequestCtx): { userId: number; scope: { userId: string } } {
  const userId = numParam(ctx, 'userId', 'User');
  if (!ctx.services.store.get(named('users'), {}, userId)) throw notFound(`User ${userId}`);
  allow(ctx, 'edit-users', userId);
  return { userId, scope: { userId: String(userId) } };
}

/**
 * `GET /users/{userId}/notifications/`: newest first, dismissed ones left out
 * unless `include_dismissed=true`; `unread=true` lists the unread ones only
 * (its `meta.total` is the header's count).
 */
export const listNotifications: Handler = (ctx) => {
  const { scope } = owner(ctx);
  const { page, limit } = readPaging(ctx.query, 20);
  const filters: Record<string, string> = {};
  if (ctx.query.get('include_dismissed') !== 'true') filters.dismissed = 'false';
  if (ctx.query.get('unread') === 'true') filters.read = 'false';
  const result = ctx.services.store.list(NOTIFICATIONS, scope, {
    page,
    limit,
    filters,
    sort: 'id',
    desc: true,
  });
  return { json: listEnvelope(result.data, page, limit, result.total) };
};

function markMany(
  ctx: RequestCtx,
  collection: string,
  key: string,
  patch: Record<string, unknown>,
  ids?: number[],
) {
  const { scope } = owner(ctx);
  const body = bodyObject(ctx);
  const wanted = ids ?? (body.all === true ? undefined : idList(body, key));
  return ctx.services.db.transaction(() => {
    const rows = ctx.services.store.all(collection, scope);
    const chosen = wanted ? rows.filter((r) => wanted.includes(r.id)) : rows;
    if (wanted && chosen.length !== wanted.length) throw notFound(`Some of ${wanted.join(', ')}`);
    return chosen.map((r) => ctx.services.store.update(collection, scope, r.id, patch));
  })();
}

/**
 * A handler that marks records of `collection` with `flag: true` and `<flag>_at`: those
 * listed in the body (`{ids}` or `{all: true}`, answering 201) or, with an `{id}`
 * path parameter, that one record (answering 200).
 */
function markHandler(collection: string, noun: string, flag: 'dismissed' | 'read'): Handler {
  return (ctx) => {
    const one = ctx.params.id;
    const ids = one === undefined ? undefined : [numParam(ctx, 'id', noun)];
    const patch = { [flag]: true, [`${flag}_at`]: new Date().toISOString() };
    const data = markMany(ctx, collection, 'ids', patch, ids);
    return { status: one === undefined ? 201 : 200, json: { data } };
  };
}

/** `POST /users/{userId}/notifications/dismiss/` `{ids}` or `{all: true}`; `PUT .../dismiss/{id}` dismisses one. */
export const dismissNotifications: Handler = markHandler(
  NOTIFICATIONS,
  'Notification',
  'dismissed',
);

/** `POST /users/{userId}/messaging/mark-read/` `{ids}` or `{all: true}`; `PUT .../mark-read/{id}` marks one. */
export const markMessagesRead: Handler = markHandler(MESSAGES, 'Message', 'read');

const LOGIN_MESSAGES = named('organisation.loginMessages');
const ACKS = named('organisation.loginMessages.logs');

/** `GET /users/{userId}/login-messages/`: the organisation's active login messages this person has not acknowledged. */
export const listLoginMessages: Handler = (ctx) => {
  const { userId } = owner(ctx);
  const store = ctx.services.store;
  const data = store
    .all(LOGIN_MESSAGES)
    .filter((m) => m.active !== false)
    .filter((m) => !store.all(ACKS, { id: String(m.id) }).some((a) => a.user_id === userId));
  return { json: listEnvelope(data, 1, Math.max(1, data.length), data.length) };
};

/** `POST /users/{userId}/login-messages/{messageId}/acknowledge`: records the acknowledgement (the message leaves the list). */
export const acknowledgeLoginMessage: Handler = (ctx) => {
  const { userId } = owner(ctx);
  const messageId = numParam(ctx, 'messageId', 'Login message');
  const store = ctx.services.store;
  if (!store.get(LOGIN_MESSAGES, {}, messageId)) throw notFound(`Login message ${messageId}`);
  const scope = { id: String(messageId) };
  const existing = store.all(ACKS, scope).find((a) => a.user_id === userId);
  const record =
    existing ??
    store.insert(ACKS, scope, {
      user_id: userId,
      action: 'acknowledged',
      acknowledged_at: new Date().toISOString(),
    });
  return { status: existing ? 200 : 201, json: { data: record } };
};
