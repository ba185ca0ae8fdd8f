/**
 * Events of spec 7.7 as the schedule and the event page read them: events and
 * their sessions (in date order, upcoming first), invitations, supervisors
 * and attachments. Every reader is defensive: rows without a valid id are
 * dropped, missing fields get a usable default.
 *
 * @module
 */
import { dateKeyIn } from '@volunteerkit/api-client/scheduling';
import { isRecord, normaliseList } from '../../registry/infer.js';

/** Ids as the portal accepts them in URLs and paths. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One event. */
export interface EventSummary {
  /** Id. */
  id: string;
  /** Name. */
  name: string;
  /** Owning team (id), when any. */
  teamId: string | null;
  /** Start (ISO), when known. */
  start: string | null;
  /** End (ISO), when known. */
  end: string | null;
  /** Status as stored (e.g. `published`, `completed`). */
  status: string;
  /** ETag of the record as read (optimistic concurrency). */
  etag: string | undefined;
}

/** One session of an event. */
export interface SessionSummary {
  /** Id. */
  id: string;
  /** Name. */
  name: string;
  /** Start (ISO), when known. */
  start: string | null;
  /** End (ISO), when known. */
  end: string | null;
  /** Places, when set. */
  places: number | null;
}

/** One invitation: a person or a whole team, with its status. */
export interface Invitation {
  /** Id of the invitation. */
  id: string;
  /** Who is invited. */
  kind: 'person' | 'team';
  /** The invited person's or team's id. */
  targetId: string;
  /** Status (`invited`, `accepted`, `declined`, `withdrawn`). */
  status: string;
}

/** One supervisor of an event. */
export interface Supervisor {
  /** Id of the supervisor record. */
  id: string;
  /** The person. */
  userId: string;
}

/** One attachment of an event. */
export interface Attachment {
  /** Id. */
  id: string;
  /** File name. */
  name: string;
  /** Media type. */
  mimeType: string;
  /** Size in bytes, when known. */
  size: number | null;
  /** Download URL, when the server gave one. */
  url: string | null;
}

/** The statuses an invitation may be given. */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined', 'withdrawn'] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOf = (v: unknown) =>
  typeof v === 'number' || typeof v === 'string'
    ? RECORD_ID.test(String(v))
      ? String(v)
      : ''
    : '';
const isoOrNull = (v: unknown) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null;

function rows(payload: unknown): Record<string, unknown>[] {
  return (Array.isArray(payload) ? payload : normaliseList(payload).rows).filter(isRecord);
}

/** Reads one event record. */
export function readEvent(row: unknown): EventSummary | null {
  if (!isRecord(row)) return null;
  const id = idOf(row.id);
  if (!id) return null;
  return {
    id,
    name: text(row.name) || text(row.title) || `Event ${id}`,
    teamId: idOf(row.team_id) || null,
    start: isoOrNull(row.start),
    end: isoOrNull(row.end),
    status: text(row.status),
    etag: typeof row.etag === 'string' ? row.etag : undefined,
  };
}

/** Reads a list of events. */
export function readEvents(payload: unknown): EventSummary[] {
  return rows(payload).flatMap((r) => readEvent(r) ?? []);
}

/** Reads a list of sessions, in start order. */
export function readSessions(payload: unknown): SessionSummary[] {
  return rows(payload)
    .flatMap((r) => {
      const id = idOf(r.id);
      if (!id) return [];
      const places = typeof r.places === 'number' && r.places >= 0 ? r.places : null;
      return [
        {
          id,
          name: text(r.name) || `Session ${id}`,
          start: isoOrNull(r.start),
          end: isoOrNull(r.end),
          places,
        },
      ];
    })
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
}

/** Reads invitations (person ones carry `user_id`, team ones `team_id`). */
export function readInvitations(payload: unknown): Invitation[] {
  return rows(payload).flatMap((r) => {
    const id = idOf(r.id);
    const user = idOf(r.user_id);
    const team = idOf(r.team_id);
    if (!id || (!user && !team)) return [];
    return [
      {
        id,
        kind: user ? ('person' as const) : ('team' as const),
        targetId: user || team,
        status: text(r.status) || 'invited',
      },
    ];
  });
}

/** Reads supervisors. */
export function readSupervisors(payload: unknown): Supervisor[] {
  return rows(payload).flatMap((r) => {
    const id = idOf(r.id);
    const userId = idOf(r.user_id);
    return id && userId ? [{ id, userId }] : [];
  });
}

/** Reads attachments (the sandbox links the stored upload as `file`). */
export function readAttachments(payload: unknown): Attachment[] {
  return rows(payload).flatMap((r) => {
    const id = idOf(r.id);
    if (!id) return [];
    const file = isRecord(r.file) ? r.file : r;
    const url = text(file.url);
    return [
      {
        id,
        name: text(file.file_name) || text(r.name) || `Attachment ${id}`,
        mimeType: text(file.mime_type) || 'application/octet-stream',
        size: typeof file.size === 'number' ? file.size : null,
        url: /^(https?:\/\/|\/)/.test(url) ? url : null,
      },
    ];
  });
}

/**
 * The schedule's order: upcoming events (ending now or later) by start, then
 * past ones, most recent first; events without dates last.
 */
export function scheduleOrder(events: readonly EventSummary[], now: Date): EventSummary[] {
  const t = now.getTime();
  const ends = (e: EventSummary) => Date.parse(e.end ?? e.start ?? '');
  const upcoming = events
    .filter((e) => ends(e) >= t)
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
  const past = events
    .filter((e) => ends(e) < t)
    .sort((a, b) => (b.start ?? '').localeCompare(a.start ?? ''));
  const undated = events.filter((e) => Number.isNaN(ends(e)));
  return [...upcoming, ...past, ...undated];
}

/** The schedule split into upcoming (by start) and past (most recent first, undated last). */
export function splitSchedule(
  events: readonly EventSummary[],
  now: Date,
): { upcoming: EventSummary[]; past: EventSummary[] } {
  const t = now.getTime();
  const ordered = scheduleOrder(events, now);
  const upcoming = ordered.filter((e) => Date.parse(e.end ?? e.start ?? '') >= t);
  return { upcoming, past: ordered.filter((e) => !upcoming.includes(e)) };
}

/** Events of the chosen teams (all when `teamIds` is null). */
export function filterByTeams(
  events: readonly EventSummary[],
  teamIds: ReadonlySet<string> | null,
): EventSummary[] {
  return teamIds ? events.filter((e) => e.teamId !== null && teamIds.has(e.teamId)) : [...events];
}

/** Groups events by their start day (`YYYY-MM-DD` in `timeZone`), keeping their order. */
export function groupByDay(
  events: readonly EventSummary[],
  timeZone: string,
): { day: string | null; events: EventSummary[] }[] {
  const groups: { day: string | null; events: EventSummary[] }[] = [];
  for (const e of events) {
    const day = e.start ? dateKeyIn(e.start, timeZone) : null;
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.events.push(e);
    else groups.push({ day, events: [e] });
  }
  return groups;
}

/** Problems of an event or session draft (name, start and end), by field; empty when fine. */
export function scheduleProblems(draft: {
  name: string;
  start: string;
  end: string;
}): Partial<Record<'name' | 'start' | 'end', string>> {
  const out: Partial<Record<'name' | 'start' | 'end', string>> = {};
  if (!draft.name.trim()) out.name = 'Enter a name.';
  else if (draft.name.trim().length > 200) out.name = 'Use at most 200 characters.';
  if (!draft.start || Number.isNaN(Date.parse(draft.start))) out.start = 'Enter when it starts.';
  if (!draft.end || Number.isNaN(Date.parse(draft.end))) out.end = 'Enter when it ends.';
  else if (!out.start && Date.parse(draft.end) <= Date.parse(draft.start))
    out.end = 'The end must be after the start.';
  return out;
}
