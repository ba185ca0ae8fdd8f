/**
 * Every opportunity of the organisation as one list: the general opportunities and
 * the residential ones, with the filters of the opportunities screen.
 *
 * @module
 */
import { isRecord, normaliseList } from '../../registry/infer.js';

/** One opportunity as the list shows it. */
export interface OpportunityRow {
  /** `opportunity` (general) or `residential`. */
  kind: 'opportunity' | 'residential';
  id: string;
  title: string;
  /** Its type ("Residential-short", "Volunteering"…). */
  type: string;
  /** Its team's id ('' when none). */
  teamId: string;
  published: boolean;
  /** No available timeslot left (spec 4: the "full" ribbon). */
  full: boolean;
}

/** The filters; '' means any. */
export interface OpportunityFilters {
  type: string;
  teamId: string;
  published: '' | 'yes' | 'no';
  full: '' | 'yes' | 'no';
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads a list payload of one kind. */
export function readOpportunities(
  payload: unknown,
  kind: OpportunityRow['kind'],
): OpportunityRow[] {
  const rows = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  return rows.filter(isRecord).flatMap((r) => {
    const id = text(r.id);
    if (!/^\d{1,15}$/.test(id)) return [];
    const slots = Array.isArray(r.available_timeslots) ? r.available_timeslots : null;
    return [
      {
        kind,
        id,
        title: text(r.display_name) || text(r.name) || text(r.title) || 'Untitled opportunity',
        type: text(r.type) || (kind === 'residential' ? 'Residential' : 'Opportunity'),
        teamId: text(r.team_id),
        published: r.published === true || r.published === 1 || r.status === 'published',
        full: slots !== null && slots.length === 0,
      },
    ];
  });
}

/** The rows the filters keep. */
export function filterOpportunities(
  rows: readonly OpportunityRow[],
  f: OpportunityFilters,
): OpportunityRow[] {
  return rows.filter(
    (r) =>
      (!f.type || r.type === f.type) &&
      (!f.teamId || r.teamId === f.teamId) &&
      (!f.published || r.published === (f.published === 'yes')) &&
      (!f.full || r.full === (f.full === 'yes')),
  );
}

/** Where a row's editor is: the residential advert editor, or the generic record. */
export function editorLink(row: OpportunityRow): string {
  return row.kind === 'residential'
    ? `/residential/adverts?team=${encodeURIComponent(row.teamId)}&advert=${encodeURIComponent(row.id)}`
    : `/manage/opportunities/${encodeURIComponent(row.id)}`;
}
