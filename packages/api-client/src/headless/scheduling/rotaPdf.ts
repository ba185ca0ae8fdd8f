import type { QueryParams } from '../../http/types.js';
import { SchedulingInputError } from './types.js';
import { parseDateKey, isTimezone } from './zoned.js';
import { weekWindow } from './windows.js';

/** Which rota to print. */
export interface RotaPdfOptions {
  /** A day of the rota, `YYYY-MM-DD`; for a week the PDF starts on that week's first day. */
  date: string;
  /** The team whose rota it is. */
  teamId: number | string;
  /** One day or the whole week. @default 'week' */
  view?: 'day' | 'week';
  /** The organisation's timezone the times are printed in. */
  timezone: string;
  /** Sub-teams to include as well (the team tree selection). */
  subTeamIds?: ReadonlyArray<number | string>;
  /** First day of the week (0 = Sunday, 1 = Monday). @default 1 */
  weekStartsOn?: number;
}

/** The two arguments of the catalogue accessor `api.rota.pdf(params, query)`. */
export interface RotaPdfRequest {
  /** The raw `{params}` path fragment: `<date>/<team>/`, ending with a slash. */
  params: string;
  /** The query: `view`, `days`, `timezone` and, with sub-teams, `team_ids`. */
  query: QueryParams;
}

const TEAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Builds the parameters of `GET /rota/{params}pdf/?query` (spec 7.10) so nobody
 * types the raw path fragment: `{params}` is `<date>/<team id>/` (the same date
 * and team as the day rota `/rota/{date}/{team}/`), where a week starts on its
 * first day; the query says the view, the number of days, the timezone and the
 * sub-teams.
 *
 * @throws {SchedulingInputError} for a bad date, team id or timezone.
 * @example
 * const { params, query } = rotaPdfParams({ date: '2026-11-26', teamId: 3, timezone: 'Europe/London' });
 * // params: '2026-11-23/3/', query: { view: 'week', days: 7, timezone: 'Europe/London' }
 * const pdf = await api.rota.pdf(params, query);
 */
export function rotaPdfParams(options: RotaPdfOptions): RotaPdfRequest {
  parseDateKey(options.date);
  const team = String(options.teamId);
  if (!TEAM_ID.test(team)) throw new SchedulingInputError('teamId', `"${team}" is not a team id`);
  if (!isTimezone(options.timezone))
    throw new SchedulingInputError('timezone', `"${options.timezone}" is not a timezone`);
  const view = options.view ?? 'week';
  const date =
    view === 'week'
      ? weekWindow(options.date, options.timezone, options.weekStartsOn ?? 1).days[0]!.date
      : options.date;
  const query: QueryParams = { view, days: view === 'week' ? 7 : 1, timezone: options.timezone };
  const subs = (options.subTeamIds ?? []).map(String).filter((id) => id !== team);
  for (const id of subs)
    if (!TEAM_ID.test(id)) throw new SchedulingInputError('subTeamIds', `"${id}" is not a team id`);
  if (subs.length > 0) query.team_ids = [team, ...new Set(subs)].join(',');
  return { params: `${date}/${team}/`, query };
}
