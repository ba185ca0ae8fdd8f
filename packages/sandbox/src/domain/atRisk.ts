/**
 * People placed on upcoming work who will not be cleared on its dates (issue
 * 50), across every kind of placement, computed from the stored placements
 * with the same clearance policy the placement routes ask
 * (authz/clearance.ts, domain/placement.ts):
 *
 * - a shift's assignments (not cancelled or declined) on a scheduled shift;
 * - an event's invitations (a person invited, or each active member of a team
 *   invited; not declined or withdrawn) and its supervisors, on the event's
 *   dates, and its sessions' attendees (not cancelled) on each session's dates;
 * - a residential booking (not cancelled), from arrival to the last night,
 *   with the requirements of its team and its residential opportunity;
 * - an application at the Offered or Accepted stage (or accepted), open, from
 *   its `starts_on` (today when unset or past).
 *
 * Work counts as upcoming when it has not ended by today and starts by `to`.
 * `GET /vetting/?clearance=at_risk` lists them (the Safety home, and with
 * `user_id` a person's record); {@link recheckPlaced} tells whoever changes a
 * shift's, an event's, a residential opportunity's, a team's or a rota's
 * requirements or dates who no longer meets them (nothing is removed) and logs it in each person's
 * activity log with who made the change.
 *
 * @module
 */
import type { Handler, Reply, RequestCtx } from '../routes/types.js';
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { portalLink, sendEmail } from '../outbox/outbox.js';
import { teamScopeOf } from '../authz/teamScope.js';
import { etagHeaders } from './concurrency.js';
import { me } from './input.js';
import { updateRecord } from '../routes/resources.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import {
  hasRequirements,
  placementRefusal,
  requirementWords,
  ukDate,
  type ClearanceGap,
  type Work,
  type WorkDates,
} from '../authz/clearance.js';
import type { TeamScope } from '../authz/teamScope.js';
import {
  applicationWork,
  eventWork,
  personName,
  sessionWork,
  shiftWork,
  stayWork,
} from './placement.js';
import { ATTENDEES } from './attendees.js';
import { PLACING_STAGES } from './recruitment.js';
import { INVITATIONS, SUPERVISORS } from './eventLinks.js';

/** Collection of an event's sessions. */
const SESSIONS = named('events.sessions');

/** The kinds of work a person can be placed on. */
export type WorkKind = 'shift' | 'event' | 'residential' | 'application';

/** The kinds, in the order the Safety home names them. */
export const AT_RISK_KINDS: readonly WorkKind[] = ['shift', 'event', 'residential', 'application'];

/** One person placed on one piece of upcoming work who will not be cleared on its dates. */
export interface AtRiskRow {
  /** The kind of placement. */
  kind: WorkKind;
  /** The shift, event, booking or application. */
  id: number;
  /** What the work is called. */
  title: string;
  /** The work's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The team of the work, when it has one. */
  team_id: number | null;
  /** Where staff change the placement in the portal. */
  link: string;
  user_id: number;
  name: string;
  gaps: ClearanceGap[];
  /** When the person was last e-mailed about this work ({@link remindPlaced}), if ever. */
  reminded_at?: string;
  /** A booking's row: its residential opportunity, when it names one. */
  opportunity_id?: number;
}

/** What {@link atRiskPlacements} looks at. */
export interface AtRiskQuery {
  /** Today (YYYY-MM-DD). */
  today: string;
  /** The last day work may start on (YYYY-MM-DD). */
  to: string;
  /** A team leader's teams: only their teams' work. */
  scope?: TeamScope | undefined;
  /** Only this person's placements. */
  userId?: number | undefined;
  /** Only this piece of work. */
  only?: { kind: WorkKind; id: number } | undefined;
  /**
   * Only a team's work (its sub-teams' too: every kind, as its requirements
   * reach them), or only a rota's shifts.
   */
  within?: { team: number } | { rota: number } | undefined;
}

/** True when `teamId` is `ancestor` or one of its sub-teams (as {@link teamRequirements} walks). */
function underTeam(store: RecordStore, teamId: unknown, ancestor: number): boolean {
  let id = Number(teamId);
  for (let depth = 0; Number.isInteger(id) && id > 0 && depth < 12; depth++) {
    if (id === ancestor) return true;
    id = Number(store.getAnyScope(named('organisation.teams'), id)?.parent_id);
  }
  return false;
}

/** True when a piece of work of `kind` in `teamId` (a shift: of `rotaId`) is within the query's. */
function isWithin(store: RecordStore, q: AtRiskQuery, teamId: unknown, rotaId?: unknown): boolean {
  if (!q.within) return true;
  if ('rota' in q.within) return rotaId !== undefined && Number(rotaId) === q.within.rota;
  return underTeam(store, teamId, q.within.team);
}

interface Placed {
  person: StoredRecord;
}

function inScope(scope: TeamScope | undefined, teamId: unknown): boolean {
  return !scope || scope.teams.has(Number(teamId));
}

function teamOf(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function people(store: RecordStore, ids: Iterable<number>, only?: number): Placed[] {
  const out: Placed[] = [];
  for (const id of new Set(ids)) {
    if (only !== undefined && id !== only) continue;
    const person = store.get(named('users'), {}, id);
    if (person) out.push({ person });
  }
  return out;
}

/** The people a shift holds (assignments neither cancelled nor declined). */
export function shiftPeople(shift: StoredRecord): number[] {
  return (Array.isArray(shift.assignments) ? shift.assignments : [])
    .filter((a) => {
      const status = (a as { status?: unknown }).status;
      return status !== 'cancelled' && status !== 'declined';
    })
    .map((a) => Number((a as { user_id?: unknown }).user_id))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The people an event holds: those invited (a team's active members), and its supervisors. */
export function eventPeople(store: RecordStore, eventId: number): number[] {
  const scope = { eventId: String(eventId) };
  const ids: number[] = [];
  for (const inv of store.all(INVITATIONS, scope)) {
    if (inv.status === 'declined' || inv.status === 'withdrawn') continue;
    if (inv.user_id !== undefined && inv.user_id !== null) ids.push(Number(inv.user_id));
    else if (inv.team_id !== undefined && inv.team_id !== null) {
      const team = Number(inv.team_id);
      for (const u of store.all(named('users')))
        if (
          Array.isArray(u.team_ids) &&
          u.team_ids.map(Number).includes(team) &&
          (u.status === undefined || u.status === null || u.status === 'active')
        )
          ids.push(u.id);
    }
  }
  for (const s of store.all(SUPERVISORS, scope)) ids.push(Number(s.user_id));
  return ids.filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * Where an event places people, each on its own dates: those invited and its
 * supervisors on the event's dates, then each session's attendees (not
 * cancelled) on the session's dates. The at-risk list and
 * {@link remindPlaced} both read it.
 */
export function eventPlacements(
  store: RecordStore,
  event: StoredRecord,
): { ids: number[]; work: Work; dates: WorkDates }[] {
  const out = [{ ids: eventPeople(store, event.id), ...eventWork(store, event) }];
  for (const session of store.all(SESSIONS, { eventId: String(event.id) })) {
    const ids = store
      .all(ATTENDEES, { eventId: String(event.id), sessionId: String(session.id) })
      .filter((a) => a.status !== 'cancelled')
      .map((a) => Number(a.user_id))
      .filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length > 0) out.push({ ids, ...sessionWork(store, event, session) });
  }
  return out;
}

/** A residential booking as work (its team's and its residential opportunity's requirements). */
export function bookingWork(store: RecordStore, booking: StoredRecord) {
  const starts = String(booking.starts_on ?? '').slice(0, 10);
  const ends = String(booking.ends_on ?? '').slice(0, 10);
  const { work, dates } = stayWork(
    store,
    booking.team_id,
    starts,
    ends,
    booking.residential_opportunity_id,
  );
  const opportunity =
    booking.residential_opportunity_id !== undefined && booking.residential_opportunity_id !== null
      ? store.get(named('residentialOpportunities'), {}, Number(booking.residential_opportunity_id))
      : undefined;
  const named_ =
    (typeof opportunity?.display_name === 'string' && opportunity.display_name) ||
    (typeof booking.room_name === 'string' && booking.room_name
      ? `a stay in ${booking.room_name}`
      : '');
  return { work: named_ ? { ...work, title: named_ } : work, dates };
}

/** True when an application places its applicant (Offered or Accepted, and open). */
export function isPlacingApplication(app: StoredRecord): boolean {
  const status = String(app.status ?? 'pending');
  if (status === 'rejected' || status === 'withdrawn') return false;
  return PLACING_STAGES.includes(String(app.stage ?? '').toLowerCase()) || status === 'accepted';
}

function upcoming(dates: WorkDates, q: AtRiskQuery): boolean {
  return dates.to >= q.today && dates.from <= q.to;
}

function rowsFor(
  store: RecordStore,
  q: AtRiskQuery,
  base: Omit<AtRiskRow, 'user_id' | 'name' | 'gaps' | 'title' | 'from' | 'to'>,
  placement: { work: Work; dates: WorkDates },
  placed: Placed[],
): AtRiskRow[] {
  if (!upcoming(placement.dates, q) || !hasRequirements(store, placement.work)) return [];
  return placed.flatMap(({ person }) => {
    const refusal = placementRefusal(store, person, placement.work, placement.dates, q.today);
    if (!refusal) return [];
    return [
      {
        ...base,
        title: placement.work.title,
        from: placement.dates.from,
        to: placement.dates.to,
        user_id: person.id,
        name: personName(person),
        gaps: refusal.gaps,
      },
    ];
  });
}

function lastReminder(
  store: RecordStore,
  userId: number,
  kind: WorkKind,
  id: number,
): string | undefined {
  return store
    .all(named('users.logs'), { userId: String(userId) })
    .filter(
      (l) =>
        l.action === 'clearance_reminder_sent' &&
        (l.work_kind ?? 'shift') === kind &&
        Number(l.work_id ?? l.shift_id) === id,
    )
    .map((l) => String(l.at ?? ''))
    .sort()
    .pop();
}

/**
 * Everyone placed on upcoming work who will not be cleared on its dates,
 * soonest work first (see the module's notes).
 */
export function atRiskPlacements(store: RecordStore, q: AtRiskQuery): AtRiskRow[] {
  const rows: AtRiskRow[] = [];
  const wants = (kind: WorkKind, id: number) =>
    !q.only || (q.only.kind === kind && q.only.id === id);
  // Only work that has not ended and starts by `to` is read further (cheap before the policy).
  const near = (start: unknown, end: unknown) => {
    const from = String(start ?? '').slice(0, 10);
    const to = String(end ?? start ?? '').slice(0, 10) || from;
    return from !== '' && from <= q.to && (to >= q.today || from >= q.today);
  };
  for (const shift of store.all(named('shifts'))) {
    if (!wants('shift', shift.id) || shift.status === 'cancelled') continue;
    if (!near(shift.start, shift.end)) continue;
    if (!inScope(q.scope, shift.team_id)) continue;
    const rota =
      q.within && shift.rota_id !== undefined && shift.rota_id !== null
        ? store.getAnyScope(named('organisation.rotas'), Number(shift.rota_id))
        : undefined;
    if (!isWithin(store, q, shift.team_id ?? rota?.team_id, shift.rota_id ?? null)) continue;
    const found = rowsFor(
      store,
      q,
      {
        kind: 'shift',
        id: shift.id,
        team_id: teamOf(shift.team_id),
        link: `/rotas/planner?view=week&date=${String(shift.start).slice(0, 10)}${teamOf(shift.team_id) ? `&teams=${teamOf(shift.team_id)}` : ''}`,
      },
      shiftWork(store, shift),
      people(store, shiftPeople(shift), q.userId),
    );
    rows.push(...found);
  }
  for (const event of store.all(named('events'))) {
    if (!wants('event', event.id) || event.status === 'cancelled') continue;
    if (!near(event.start ?? event.starts_at, event.end ?? event.ends_at)) continue;
    if (!inScope(q.scope, event.team_id) || !isWithin(store, q, event.team_id)) continue;
    // Those invited on the event's dates, each session's attendees on the session's.
    for (const { ids, work, dates } of eventPlacements(store, event))
      rows.push(
        ...rowsFor(
          store,
          q,
          {
            kind: 'event',
            id: event.id,
            team_id: teamOf(event.team_id),
            link: `/events/${event.id}`,
          },
          { work, dates },
          people(store, ids, q.userId),
        ),
      );
  }
  for (const booking of store.all(named('residentialBookings'))) {
    if (!wants('residential', booking.id) || booking.status === 'cancelled') continue;
    if (!near(booking.starts_on, booking.ends_on)) continue;
    if (!inScope(q.scope, booking.team_id) || !isWithin(store, q, booking.team_id)) continue;
    const userId = Number(booking.user_id);
    if (!Number.isInteger(userId) || userId <= 0) continue;
    const opportunity = teamOf(booking.residential_opportunity_id);
    rows.push(
      ...rowsFor(
        store,
        q,
        {
          kind: 'residential',
          id: booking.id,
          team_id: teamOf(booking.team_id),
          link: '/residential-occupancy',
          ...(opportunity ? { opportunity_id: opportunity } : {}),
        },
        bookingWork(store, booking),
        people(store, [userId], q.userId),
      ),
    );
  }
  for (const app of store.all(named('applications'))) {
    if (!wants('application', app.id) || !isPlacingApplication(app)) continue;
    if (!inScope(q.scope, app.team_id) || !isWithin(store, q, app.team_id)) continue;
    const userId = Number(app.user_id);
    if (!Number.isInteger(userId) || userId <= 0) continue;
    rows.push(
      ...rowsFor(
        store,
        q,
        {
          kind: 'application',
          id: app.id,
          team_id: teamOf(app.team_id),
          link: `/recruitment/applications/${app.id}`,
        },
        applicationWork(store, app),
        people(store, [userId], q.userId),
      ),
    );
  }
  return rows
    .map((row) => {
      const reminded = lastReminder(store, row.user_id, row.kind, row.id);
      return reminded ? { ...row, reminded_at: reminded } : row;
    })
    .sort(
      (a, b) =>
        a.from.localeCompare(b.from) ||
        AT_RISK_KINDS.indexOf(a.kind) - AT_RISK_KINDS.indexOf(b.kind) ||
        a.id - b.id ||
        a.name.localeCompare(b.name),
    );
}

/** Bookings whose residential opportunity is `opportunityId`. */
function bookingsOf(store: RecordStore, opportunityId: number): StoredRecord[] {
  return store.findBy(named('residentialBookings'), 'residential_opportunity_id', opportunityId);
}

/** What {@link recheckPlaced} answers to whoever saved the change. */
export interface Recheck {
  /** How many people placed on the work no longer meet its requirements after the change. */
  count: number;
  /** Those people and what each now lacks. */
  people: { user_id: number; name: string; work: string; gaps: ClearanceGap[] }[];
  /** The sentence for the person who saved ("3 people placed here no longer meet the requirements"). */
  message: string;
  /** Where the Safety home lists them. */
  link: string;
}

/**
 * What a change of requirements is rechecked for: a shift, an event, a
 * residential opportunity (its stays), a team (all its work, its sub-teams'
 * too) or a rota (its shifts).
 */
export type RecheckKind = 'shift' | 'event' | 'residential' | 'team' | 'rota';

/** The fields whose change makes the people placed on a kind of work be asked again. */
export const RECHECK_FIELDS: Readonly<Record<RecheckKind, readonly string[]>> = {
  shift: ['requirements', 'start', 'end', 'team_id', 'rota_id'],
  event: ['requirements', 'start', 'end', 'starts_at', 'ends_at', 'team_id'],
  residential: ['requirements', 'team_id'],
  team: ['requirements', 'parent_id'],
  rota: ['requirements', 'team_id'],
};

/**
 * The at-risk rows of the people placed on a shift, an event, a residential
 * opportunity's stays, a team's work or a rota's shifts.
 */
function placedGaps(store: RecordStore, kind: RecheckKind, id: number, today: string): AtRiskRow[] {
  const q = { today, to: '9999-12-31' };
  if (kind === 'team' || kind === 'rota')
    return atRiskPlacements(store, {
      ...q,
      within: kind === 'team' ? { team: id } : { rota: id },
    });
  if (kind !== 'residential') return atRiskPlacements(store, { ...q, only: { kind, id } });
  return bookingsOf(store, id).flatMap((b) =>
    atRiskPlacements(store, { ...q, only: { kind: 'residential', id: b.id } }),
  );
}

/**
 * Runs before and after a change of a shift, an event, a residential
 * opportunity, a team or a rota: `before()` reads who was not cleared, the returned function
 * (after the write) finds who no longer meets the requirements or dates,
 * logs it in each one's activity log with who made the change, and answers
 * the {@link Recheck} (undefined when nobody newly falls short). Nothing
 * is removed: they stay placed and the Safety home lists them.
 */
export function recheckPlaced(
  ctx: RequestCtx,
  kind: RecheckKind,
  id: number,
  body: Record<string, unknown> | undefined,
  current: StoredRecord | undefined,
): () => Recheck | undefined {
  const store = ctx.services.store;
  const changed =
    !!body &&
    !!current &&
    RECHECK_FIELDS[kind].some(
      (k) => body[k] !== undefined && JSON.stringify(body[k]) !== JSON.stringify(current[k]),
    );
  if (!changed) return () => undefined;
  const today = new Date().toISOString().slice(0, 10);
  const key = (r: AtRiskRow) => `${r.kind}:${r.id}:${r.user_id}`;
  const was = new Set(placedGaps(store, kind, id, today).map(key));
  return () => {
    const now = placedGaps(store, kind, id, today).filter((r) => !was.has(key(r)));
    if (now.length === 0) return undefined;
    const byId = Number(ctx.session?.user.id) || null;
    const by = byId ? store.get(named('users'), {}, byId) : undefined;
    const byName = by ? personName(by) : 'Staff';
    const at = new Date().toISOString();
    for (const r of now)
      store.insert(
        named('users.logs'),
        { userId: String(r.user_id) },
        {
          action: 'clearance_lapsed',
          user_id: r.user_id,
          summary: `${byName} changed ${r.title}; ${r.name} no longer meets what it requires: ${r.gaps.map((g) => g.message).join('; ')}. They stay placed until someone changes that.`,
          work: r.title,
          work_kind: r.kind,
          work_id: r.id,
          work_from: r.from,
          work_to: r.to,
          gaps: r.gaps.map((g) => g.message),
          by_user_id: byId,
          by_name: byName,
          at,
        },
      );
    const distinct = new Set(now.map((r) => r.user_id)).size;
    return {
      count: distinct,
      people: now.map((r) => ({ user_id: r.user_id, name: r.name, work: r.title, gaps: r.gaps })),
      message: `${distinct} ${distinct === 1 ? 'person' : 'people'} placed here no longer ${distinct === 1 ? 'meets' : 'meet'} the requirements.`,
      // The Safety home's list of them: one shift, event or residential opportunity, or
      // a team's work (its sub-teams' too) or a rota's shifts.
      link: `/safety?work=${kind}:${id}`,
    };
  };
}

/** The generic update of an event, a residential opportunity, a team or a rota, rechecking the people placed. */
function rechecked(
  kind: Exclude<RecheckKind, 'shift'>,
  collection: 'events' | 'residentialOpportunities' | 'organisation.teams' | 'organisation.rotas',
): Handler {
  return async (ctx) => {
    const raw = ctx.params.id ?? '';
    const current = /^\d{1,15}$/.test(raw)
      ? ctx.services.store.getAnyScope(named(collection), Number(raw))
      : undefined;
    const body =
      ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body)
        ? (ctx.body as Record<string, unknown>)
        : undefined;
    const recheck = current ? recheckPlaced(ctx, kind, current.id, body, current) : () => undefined;
    const reply = await updateRecord(ctx);
    const lapsed = recheck();
    return lapsed
      ? { ...reply, json: { ...(reply.json as object), clearance_recheck: lapsed } }
      : reply;
  };
}

/**
 * `PUT /events/{id}`: the generic update; when the requirements, dates or
 * team change, `clearance_recheck` says who invited or supervising no longer
 * meets them. With `clearance_reminder`, {@link remindPlaced}.
 */
export const updateEvent: Handler = orRemind('event', rechecked('event', 'events'));

/**
 * `PUT /residential-opportunities/{id}`: the generic update; when the
 * requirements or team change, `clearance_recheck` says whose stays booked
 * on it no longer meet them.
 */
export const updateResidentialOpportunity: Handler = rechecked(
  'residential',
  'residentialOpportunities',
);

/**
 * `PUT /organisation/teams/{id}`: the generic update; when the requirements
 * (or the parent team) change, `clearance_recheck` says who placed on the
 * team's upcoming work (its sub-teams' too) no longer meets them.
 */
export const updateTeam: Handler = rechecked('team', 'organisation.teams');

/**
 * `PUT /organisation/rotas/{id}`: the generic update; when the requirements
 * or team change, `clearance_recheck` says who placed on the rota's upcoming
 * shifts no longer meets them.
 */
export const updateRota: Handler = rechecked('rota', 'organisation.rotas');

/** The stored record of a piece of work, by kind. */
const KIND_COLLECTIONS = {
  shift: 'shifts',
  event: 'events',
  residential: 'residentialBookings',
  application: 'applications',
} as const;

/** What a piece of work is called in a refusal. */
const KIND_NOUNS: Readonly<Record<WorkKind, string>> = {
  shift: 'Shift',
  event: 'Event',
  residential: 'Booking',
  application: 'Application',
};

/**
 * The people a piece of work holds, and the work on its dates: one placement,
 * or an event's several ({@link eventPlacements}).
 */
function placedOn(
  store: RecordStore,
  kind: WorkKind,
  record: StoredRecord,
): { ids: number[]; work: Work; dates: WorkDates }[] {
  switch (kind) {
    case 'shift':
      return [{ ids: shiftPeople(record), ...shiftWork(store, record) }];
    case 'event':
      return eventPlacements(store, record);
    case 'residential':
      return [
        {
          ids: record.status === 'cancelled' ? [] : [Number(record.user_id)],
          ...bookingWork(store, record),
        },
      ];
    case 'application':
      return [
        {
          ids: isPlacingApplication(record) ? [Number(record.user_id)] : [],
          ...applicationWork(store, record),
        },
      ];
  }
}

/**
 * `PUT /shifts/{id}`, `PUT /events/{id}`, `PUT /residential-bookings/{id}` and
 * `PUT /applications/{id}` with `clearance_reminder: {user_id}` (and nothing
 * else): e-mails a person placed on the work who will not be cleared on its
 * dates (through the outbox) with what is missing and a link to their
 * checks, notifies them, and logs it in their activity log
 * (`clearance_reminder_sent`, with the work's kind and id); the Safety home's
 * rows then say when. Staff who may see people (and change the work, the
 * route's own rule); a team leader only for their teams' work. Never a
 * blacklisted person: the safeguarding lead speaks to them.
 */
export function remindPlaced(
  ctx: RequestCtx,
  kind: WorkKind,
  body: Record<string, unknown>,
): Reply {
  if (!ctx.session?.user.permissions.includes('view-users'))
    throw new ApiError(
      403,
      'forbidden',
      "E-mailing someone about their clearance needs the 'view-users' permission.",
    );
  const extra = Object.keys(body).filter((k) => k !== 'clearance_reminder');
  const raw = body.clearance_reminder as Record<string, unknown> | null;
  const userId =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? Number(raw.user_id) : Number.NaN;
  const errors: FieldErrors = {};
  for (const k of extra) errors[k] = ['cannot be sent with a clearance reminder'];
  const placedHere = `must be the id of a person placed on this ${kind === 'application' ? 'offer' : kind === 'residential' ? 'stay' : kind}`;
  if (!Number.isInteger(userId) || userId <= 0) errors['clearance_reminder.user_id'] = [placedHere];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const store = ctx.services.store;
  const id = /^\d{1,15}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : Number.NaN;
  const record = Number.isInteger(id)
    ? store.get(named(KIND_COLLECTIONS[kind]), {}, id)
    : undefined;
  if (!record)
    throw new ApiError(404, 'not_found', `${KIND_NOUNS[kind]} ${ctx.params.id ?? ''} not found.`);
  const scope = teamScopeOf(ctx);
  if (scope && !scope.teams.has(Number(record.team_id)))
    throw new ApiError(403, 'outside_team', 'This work belongs to a team you do not lead.');
  const person = store.get(named('users'), {}, userId);
  const holding = person ? placedOn(store, kind, record).filter((p) => p.ids.includes(userId)) : [];
  if (!person || holding.length === 0)
    throw validationError({ 'clearance_reminder.user_id': [placedHere] });
  // The first of the person's placements here (an event's own dates, then its sessions') with a gap.
  const asked = holding.map((p) => ({
    ...p,
    refusal: placementRefusal(store, person, p.work, p.dates),
  }));
  const { work, dates, refusal } = asked.find((p) => p.refusal) ?? asked[0]!;
  if (!refusal || refusal.blacklisted)
    throw validationError({
      'clearance_reminder.user_id': [
        refusal
          ? 'cannot be reminded: speak to your safeguarding lead'
          : 'is cleared for this work on its dates: there is nothing to remind them of',
      ],
    });
  if (typeof person.email !== 'string' || !person.email)
    throw validationError({ 'clearance_reminder.user_id': ['has no e-mail address'] });
  const sender = store.get(named('users'), {}, me(ctx));
  const organisation = String(store.all(named('organisation'))[0]?.name ?? 'the organisation');
  const missing = refusal.gaps.map((g) => g.message).join('; ');
  const on =
    dates.from === dates.to ? ukDate(dates.from) : `${ukDate(dates.from)} to ${ukDate(dates.to)}`;
  const subject = `Your clearance for ${work.title} on ${on}`;
  const link = portalLink(ctx.services, '/my');
  const placed =
    kind === 'application'
      ? 'You have been offered'
      : kind === 'event'
        ? 'You are invited to'
        : 'You are on';
  const text = `Hello ${String(person.first_name ?? personName(person))},\n\n${placed} ${work.title} on ${on}. It needs ${requirementWords(store, work).join(', ')}, valid then, and we do not have that for you: ${missing}.\n\nPlease start a renewal, or tell us if you already have one, so that you can stay on it. Your checks: ${link}\n\n${sender ? personName(sender) : ''}, ${organisation}`;
  const at = new Date().toISOString();
  const log = ctx.services.db.transaction(() => {
    sendEmail(
      ctx.services.db,
      {
        to: person.email as string,
        toName: personName(person),
        subject,
        text,
        kind: 'clearance-reminder',
        userId: person.id,
      },
      ctx.services.tokens.now(),
    );
    store.insert(
      named('users.notifications'),
      { userId: String(person.id) },
      {
        title: subject,
        body: `${work.title} needs ${missing}. Please start a renewal or speak to your coordinator.`,
        link: '/my',
        read: false,
        dismissed: false,
        sent_at: at,
      },
    );
    return store.insert(
      named('users.logs'),
      { userId: String(person.id) },
      {
        action: 'clearance_reminder_sent',
        user_id: person.id,
        work_kind: kind,
        work_id: record.id,
        ...(kind === 'shift' ? { shift_id: record.id } : {}),
        summary: `${sender ? personName(sender) : 'Staff'} e-mailed ${personName(person)} about ${work.title} on ${on}: ${missing}.`,
        by_user_id: sender?.id ?? null,
        at,
      },
    );
  })();
  return { json: { data: log }, headers: etagHeaders(log) };
}

/** A handler that answers `clearance_reminder` with {@link remindPlaced}, anything else with `inner`. */
export function orRemind(kind: WorkKind, inner: Handler): Handler {
  return (ctx) => {
    const body =
      ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body)
        ? (ctx.body as Record<string, unknown>)
        : undefined;
    return body && body.clearance_reminder !== undefined
      ? remindPlaced(ctx, kind, body)
      : inner(ctx);
  };
}
