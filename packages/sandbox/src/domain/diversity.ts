/**
 * A person's diversity answers (spec 7.13 `/users/{userId}/diversity/`, issue 49):
 * one answer per question of `/organisation/diversity/questions`, chosen from
 * its options, or declined. Stored as one document per person in the
 * `users.diversity.answers` call's collection, keyed by the category's name in
 * lower case (`{gender: 'Woman', ethnicity: null}`: `null` is declined, a
 * missing key not yet answered), which the diversity reports read
 * (routes/organisation.ts). Who reads and writes them is the route table's
 * (authz/rules.ts): the person, and staff with 'view-user-diversity' (read) or
 * 'edit-users' (write); the user record's own `diversity` field is hidden from
 * everyone else (authz/policy.ts, HIDDEN_FIELDS).
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import { DIVERSITY, recordDiversity } from '../routes/organisation.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named, namedCall } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';

/** The answers' key of a category ("gender"). */
export function diversityKey(category: { name: string }): string {
  return category.name.toLowerCase();
}

const ANSWERS = () => namedCall('users.diversity.answers');

function storedDocument(ctx: RequestCtx, userId: string): StoredRecord | undefined {
  const rows = ctx.services.store.all(ANSWERS(), { userId });
  return rows[rows.length - 1];
}

/**
 * A person's answers, by category key: the answers they saved over those on
 * their user record (seeded people carry a `diversity` field, routes/organisation.ts
 * `recordDiversity`); `null` is declined.
 */
export function diversityAnswers(ctx: RequestCtx, userId: string): Record<string, string | null> {
  const person = /^\d{1,15}$/.test(userId)
    ? ctx.services.store.get(named('users'), {}, Number(userId))
    : undefined;
  if (!person) throw notFound(`Person ${JSON.stringify(userId)}`);
  const own = recordDiversity(person);
  const saved: Record<string, unknown> = storedDocument(ctx, userId) ?? {};
  const out: Record<string, string | null> = {};
  for (const c of DIVERSITY) {
    const key = diversityKey(c);
    const value = key in saved ? saved[key] : own[key];
    if (value === null || (typeof value === 'string' && c.answers.includes(value)))
      out[key] = value;
  }
  return out;
}

/** `GET /users/{userId}/diversity/`: `{data: {gender: 'Woman', ethnicity: null, …}}`. */
export const showDiversityAnswers: Handler = (ctx) => ({
  json: { data: diversityAnswers(ctx, ctx.params.userId ?? '') },
});

/**
 * `PUT /users/{userId}/diversity/{questionId}` `{answer}`: one of the question's
 * options, or `null` to decline it. Anything else is refused (422, field
 * `answer`) and nothing is stored. Answers `{data: all answers}`.
 */
export const updateDiversityAnswer: Handler = (ctx) => {
  const userId = ctx.params.userId ?? '';
  const raw = ctx.params.id ?? '';
  const question = DIVERSITY.find((c) => String(c.id) === raw);
  if (!question) throw notFound(`Question ${JSON.stringify(raw)}`);
  diversityAnswers(ctx, userId); // 404 for an unknown person
  const body = ctx.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationError({ answer: ['must be one of the choices, or null to decline'] });
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (key !== 'answer') errors[key] = ['is not a field here'];
  const answer = (body as Record<string, unknown>).answer;
  if (!('answer' in body)) errors.answer = ['is required (null declines the question)'];
  else if (answer !== null && (typeof answer !== 'string' || !question.answers.includes(answer)))
    errors.answer = [`must be one of: ${question.answers.join(', ')} (or null to decline)`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const store = ctx.services.store;
  ctx.services.db.transaction(() => {
    const existing = storedDocument(ctx, userId);
    const patch = { [diversityKey(question)]: answer as string | null };
    if (existing) store.update(ANSWERS(), { userId }, existing.id, patch);
    else store.insert(ANSWERS(), { userId }, patch);
  })();
  return { json: { data: diversityAnswers(ctx, userId) } };
};
