/**
 * The rota planner's state in the URL (`?view=week&date=2026-11-23&teams=3,7`),
 * validated: anything unreadable falls back to the default (spec 5.3 route
 * parameters).
 *
 * @module
 */
import { dateKeyIn, parseDateKey } from '@volunteerkit/api-client/scheduling';

/** What the planner shows. */
export interface RotaQuery {
  /** Week or day. */
  view: 'week' | 'day';
  /** The day shown (or a day of the week shown), `YYYY-MM-DD`. */
  date: string;
  /** The teams shown (ids as text), in the order chosen. */
  teams: string[];
}

const TEAM = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TEAMS = 50;

function validDate(text: string | null): string | null {
  if (!text) return null;
  try {
    parseDateKey(text);
    return text;
  } catch {
    return null;
  }
}

/**
 * Reads the planner's query; `now` and `timezone` give today's date.
 *
 * @example
 * readRotaQuery(new URLSearchParams('view=day&teams=3,x/y'), new Date(), 'Europe/London');
 * // { view: 'day', date: <today>, teams: ['3'] }
 */
export function readRotaQuery(params: URLSearchParams, now: Date, timezone: string): RotaQuery {
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const date = validDate(params.get('date')) ?? dateKeyIn(now, timezone);
  const teams = [
    ...new Set((params.get('teams') ?? '').split(',').filter((t) => TEAM.test(t))),
  ].slice(0, MAX_TEAMS);
  return { view, date, teams };
}

/** Writes the planner's query (the inverse of {@link readRotaQuery}). */
export function writeRotaQuery(query: RotaQuery): URLSearchParams {
  const out = new URLSearchParams({ view: query.view, date: query.date });
  if (query.teams.length > 0) out.set('teams', query.teams.join(','));
  return out;
}
