/**
 * Sender names on the messages a caller can read (issue 28): every message of
 * `GET /users/{userId}/messaging/` (list and show) and every reply of
 * `GET /users/{userId}/messaging/{messageId}/reply/` carries `from_name`, the
 * display name of the user in `from_id`, computed when read. A volunteer, who
 * cannot read people, sees who wrote to them without looking anyone up; only
 * the name of someone who wrote to the caller's inbox is shown, nothing else
 * of them.
 *
 * @module
 */
import { listRecords, showRecord, storeRecord } from '../routes/resources.js';
import { notify } from './notify.js';
import type { Handler, RequestCtx, Reply } from '../routes/types.js';
import { named } from '../store/collections.js';

/** The display name of a user id: first and last name, else the display name, else undefined. */
export function senderName(ctx: RequestCtx, fromId: unknown): string | undefined {
  const id = Number(fromId);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const person = ctx.services.store.get(named('users'), {}, id);
  if (!person) return undefined;
  const name = [person.first_name, person.last_name]
    .filter((p) => typeof p === 'string' && p.trim())
    .join(' ');
  if (name) return name;
  return typeof person.display_name === 'string' && person.display_name
    ? person.display_name
    : undefined;
}

function withSenderName(ctx: RequestCtx, record: unknown): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  const r = record as Record<string, unknown>;
  const name = senderName(ctx, r.from_id);
  return name === undefined ? r : { ...r, from_name: name };
}

async function withNames(ctx: RequestCtx, reply: Reply | Promise<Reply>): Promise<Reply> {
  const out = await reply;
  const body = out.json as { data?: unknown } | undefined;
  if (!body || body.data === undefined) return out;
  const data = Array.isArray(body.data)
    ? body.data.map((r) => withSenderName(ctx, r))
    : withSenderName(ctx, body.data);
  return { ...out, json: { ...body, data } };
}

/** `GET` list of messages or replies, each with `from_name`. */
export const listWithSenders: Handler = (ctx) => withNames(ctx, listRecords(ctx));

/** `GET` one message or reply, with `from_name`. */
export const showWithSender: Handler = (ctx) => withNames(ctx, showRecord(ctx));

/**
 * `POST /users/{userId}/messaging/`: a message into someone's inbox; the
 * recipient is told who wrote and about what (not when they wrote to themselves).
 */
export const storeMessage: Handler = async (ctx) => {
  const reply = await storeRecord(ctx);
  const message = (reply.json as { data?: Record<string, unknown> & { id: number } }).data;
  const recipient = Number(ctx.params.userId);
  const sender = Number(ctx.session?.user.id);
  if (message && recipient !== sender) {
    const from = senderName(ctx, message.from_id ?? sender) ?? 'Someone';
    const subject = typeof message.subject === 'string' && message.subject ? message.subject : '';
    notify(ctx.services, recipient, {
      kind: 'message',
      topic: 'messages',
      title: `New message from ${from}`,
      body: subject ? `${from} wrote: “${subject}”.` : `${from} sent you a message.`,
      link: '/my/messages',
      params: { from, subject },
    });
  }
  return reply;
};
