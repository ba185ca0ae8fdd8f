/**
 * Whom a bulk action or e-mail on the people list reaches: the selected rows,
 * everyone matching the list's current filter, or everyone in an open saved
 * view. Every kind becomes a saved list on the server, so the server resolves
 * the people when the action runs (a filter or a view: whoever matches then).
 *
 * @module
 */
import type { createApi } from '@volunteerkit/api-client';
import { personName } from '../../../app/displayName.js';
import type { AnyRecord } from '../../../app/records.js';

/** Whom a bulk action reaches. */
export type Audience =
  | { kind: 'selection'; rows: readonly AnyRecord[] }
  | {
      kind: 'filter';
      /** The list's filter in the API's list query (`filter[status]=leaver`). */
      filter: string;
      /** The table's URL state, kept with the saved list. */
      query: string;
      /** How many match now. */
      count: number;
      /** One matching person, for the preview. */
      sample?: AnyRecord;
    }
  | { kind: 'view'; viewId: string; name: string; count: number; sample?: AnyRecord };

type Api = ReturnType<typeof createApi>;

/** How many people the audience reaches now (as last counted). */
export function audienceSize(audience: Audience): number {
  return audience.kind === 'selection' ? audience.rows.length : audience.count;
}

/** One person of the audience, for a preview. */
export function audienceSample(audience: Audience): AnyRecord | undefined {
  return audience.kind === 'selection' ? audience.rows[0] : audience.sample;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The audience in words ("5 selected people: Ann Lee, …", "everyone in the saved view “Leavers” (12 people)"). */
export function describeAudience(audience: Audience): string {
  if (audience.kind === 'filter')
    return `Everyone matching the list's filter: ${people(audience.count)} now.`;
  if (audience.kind === 'view')
    return `Everyone in the saved view “${audience.name}”: ${people(audience.count)} now.`;
  const { rows } = audience;
  const names = rows.slice(0, 5).map((r) => personName(r) ?? text(r.email));
  const more = rows.length > 5 ? ` and ${rows.length - 5} more` : '';
  return `${people(rows.length)} selected: ${names.join(', ')}${more}.`;
}

/** A saved list on the server that reaches the audience; answers its id. */
export async function savedListFor(api: Api, audience: Audience): Promise<number> {
  if (audience.kind === 'view') return Number(audience.viewId);
  // The list's name is read by people: a day and a time in words, never an ISO stamp.
  const stamp = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
  const answer = (await api.organisation.savedList.store(
    audience.kind === 'selection'
      ? {
          name: `Selection of ${audience.rows.length} people, ${stamp}`,
          user_ids: audience.rows.map((r) => Number(r.id)),
        }
      : {
          name: `People matching a filter, ${stamp}`,
          resource: 'users',
          query: audience.query,
          filter: audience.filter,
        },
  )) as { data?: AnyRecord };
  return Number(answer.data?.id);
}
