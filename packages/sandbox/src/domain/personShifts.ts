/**
 * A person's shifts: `GET /shifts/?user_id=&from=` lists the shifts a person
 * is assigned to (any assignment status), by start time, from `from` (an ISO
 * date or date-time) when given. Without `user_id` it is the generic list.
 *
 * @module
 */
import { validationError, type FieldErrors } from '../errors.js';
import { listEnvelope, readPaging } from '../routes/paging.js';
import { DEFAULT_LIMIT, listRecords } from '../routes/resources.js';
import type { Handler } from '../routes/types.js';
import { named } from '../store/collections.js';

const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** `list /shifts`: by assigned person when `user_id` is given. */
export const listShifts: Handler = (ctx) => {
  const userRaw = ctx.query.get('user_id');
  if (userRaw === null) return listRecords(ctx);
  const errors: FieldErrors = {};
  if (!/^\d{1,15}$/.test(userRaw)) errors.user_id = ['must be the id of a person'];
  const from = ctx.query.get('from') ?? '';
  if (from !== '' && (!ISO.test(from) || Number.isNaN(Date.parse(from))))
    errors.from = ['must be an ISO date or date-time'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { page, limit } = readPaging(ctx.query, DEFAULT_LIMIT);
  const userId = Number(userRaw);
  const mine = ctx.services.store
    .all(named('shifts'))
    .filter(
      (s) =>
        Array.isArray(s.assignments) &&
        (s.assignments as { user_id?: unknown }[]).some((a) => Number(a.user_id) === userId) &&
        (from === '' || String(s.start ?? '') >= from),
    )
    .sort((a, b) => String(a.start ?? '').localeCompare(String(b.start ?? '')) || a.id - b.id);
  const start = (page - 1) * limit;
  return { json: listEnvelope(mine.slice(start, start + limit), page, limit, mine.length) };
};
