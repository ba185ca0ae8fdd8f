/**
 * Placing people on work with the clearance policy (issue 50,
 * authz/clearance.ts): the work a shift, an event, a residential stay or an
 * application stands for, and {@link admitPlacements}, which every placement
 * route asks before it writes.
 *
 * The organisation's safeguarding settings (`PUT /organisation/safeguarding/`
 * `{clearance_gaps: 'block' | 'warn'}`, `block` until set) decide what a gap
 * does:
 *
 * - `block`: refused, 422 `not_cleared`, the gaps in words under the field
 *   that named the person.
 * - `warn`: refused with 409 `clearance_unconfirmed` and the gaps until the
 *   same request comes again with `confirm_clearance_gap: {reason}`; then it
 *   goes through and the person's activity log (`/users/{userId}/logs/`)
 *   records who confirmed which gaps for which work, and why.
 * - On the blacklist: refused in both, never confirmable.
 * - A volunteer placing themself (their own sign-up or booking) cannot confirm
 *   a gap: refused 409 `not_cleared` with what is missing; when blacklisted,
 *   409 `placement_refused` without the reason.
 *
 * The checks read the store synchronously inside the caller's write, so two
 * requests placing the same uncleared person at once are both refused.
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import type { RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import {
  placementRefusal,
  requirementsOf,
  teamRequirements,
  ukDate,
  type ClearanceGap,
  type PlacementRefusal,
  type Work,
  type WorkDates,
} from '../authz/clearance.js';

/** What a clearance gap does: refuse the placement, or ask for a confirmation. */
export type GapRule = 'block' | 'warn';

/** The values of the `clearance_gaps` safeguarding setting. */
export const GAP_RULES: readonly GapRule[] = ['block', 'warn'];

/** The body field that confirms a warned gap: `{reason}`. */
export const CONFIRM_FIELD = 'confirm_clearance_gap';

/** The longest confirmation reason accepted. */
export const CONFIRM_REASON_MAX = 500;

/** The organisation's rule for clearance gaps (its safeguarding settings; `block` until set). */
export function gapRule(store: RecordStore): GapRule {
  const rows = store.db
    .prepare("SELECT data FROM records WHERE collection LIKE 'call:organisation.safeguarding%'")
    .all() as { data: string }[];
  for (const row of rows) {
    const value = (JSON.parse(row.data) as { clearance_gaps?: unknown }).clearance_gaps;
    if (value === 'warn' || value === 'block') return value;
  }
  return 'block';
}

/** A person's name for staff messages. */
export function personName(person: StoredRecord): string {
  const name = [person.first_name, person.last_name]
    .filter((p) => typeof p === 'string' && p)
    .join(' ');
  return name || (typeof person.display_name === 'string' ? person.display_name : 'This person');
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function datesOf(start: unknown, end: unknown): WorkDates {
  const from = day(start) ?? today();
  const to = day(end) ?? from;
  return { from, to: to < from ? from : to };
}

/** A shift as work: its requirements, its rota's and its team's (and the teams above), on its dates. */
export function shiftWork(store: RecordStore, shift: Record<string, unknown>) {
  const rota =
    shift.rota_id !== undefined && shift.rota_id !== null
      ? store.getAnyScope(named('organisation.rotas'), Number(shift.rota_id))
      : undefined;
  const work: Work = {
    title: typeof shift.title === 'string' && shift.title ? shift.title : 'this shift',
    requirements: [
      ...requirementsOf(shift as StoredRecord),
      ...requirementsOf(rota),
      ...teamRequirements(store, shift.team_id ?? rota?.team_id),
    ],
  };
  return { work, dates: datesOf(shift.start, shift.end) };
}

/** An event as work: its requirements and its team's, on its dates. */
export function eventWork(store: RecordStore, event: StoredRecord) {
  const work: Work = {
    title: typeof event.name === 'string' && event.name ? event.name : 'this event',
    requirements: [...requirementsOf(event), ...teamRequirements(store, event.team_id)],
  };
  return { work, dates: datesOf(event.start ?? event.starts_at, event.end ?? event.ends_at) };
}

/**
 * An event session as work: the event's requirements and its team's, on the
 * session's dates (the event's when the session has none).
 */
export function sessionWork(store: RecordStore, event: StoredRecord, session: StoredRecord) {
  const { work, dates } = eventWork(store, event);
  const eventName = typeof event.name === 'string' && event.name ? event.name : 'this event';
  const sessionName = typeof session.name === 'string' && session.name ? session.name : '';
  return {
    work: { ...work, title: sessionName ? `${eventName} (${sessionName})` : eventName },
    dates:
      day(session.start ?? session.starts_at) !== undefined
        ? datesOf(session.start ?? session.starts_at, session.end ?? session.ends_at)
        : dates,
  };
}

/**
 * The people a team invitation reaches: the team's active members (its
 * people's `team_ids`; applicants, leavers and blocked people are not
 * invited), each named under `field`.
 */
export function teamMembersPlaced(
  store: RecordStore,
  teamId: number,
  field = 'team_id',
): PersonPlaced[] {
  return store
    .all(named('users'))
    .filter(
      (u) =>
        Array.isArray(u.team_ids) &&
        u.team_ids.map(Number).includes(teamId) &&
        (u.status === undefined || u.status === null || u.status === 'active'),
    )
    .map((person) => ({ person, field }));
}

/**
 * A residential stay as work: the requirements of the room's team (and the
 * teams above) and of the residential opportunity named, if any, from arrival
 * to the last night.
 */
export function stayWork(
  store: RecordStore,
  teamId: unknown,
  startsOn: string,
  endsOn: string,
  opportunityId?: unknown,
) {
  const opportunity =
    opportunityId !== undefined && opportunityId !== null
      ? store.get(named('residentialOpportunities'), {}, Number(opportunityId))
      : undefined;
  const end = Date.parse(`${endsOn}T00:00:00Z`);
  const lastNight = Number.isFinite(end)
    ? new Date(end - 86_400_000).toISOString().slice(0, 10)
    : startsOn;
  const work: Work = {
    title: 'this stay',
    requirements: [...requirementsOf(opportunity), ...teamRequirements(store, teamId)],
  };
  return { work, dates: datesOf(startsOn, lastNight < startsOn ? startsOn : lastNight) };
}

/**
 * An application as work: the requirements of its team, its opportunity and
 * its residential opportunity, from its `starts_on` (today when unset).
 */
export function applicationWork(store: RecordStore, application: Record<string, unknown>) {
  const opportunity =
    application.opportunity_id !== undefined && application.opportunity_id !== null
      ? store.get(named('opportunities'), {}, Number(application.opportunity_id))
      : undefined;
  const residential =
    application.residential_opportunity_id !== undefined &&
    application.residential_opportunity_id !== null
      ? store.get(
          named('residentialOpportunities'),
          {},
          Number(application.residential_opportunity_id),
        )
      : undefined;
  const work: Work = {
    title:
      (typeof opportunity?.display_name === 'string' && opportunity.display_name) ||
      (typeof application.name === 'string' && application.name) ||
      'this role',
    requirements: [
      ...requirementsOf(opportunity),
      ...requirementsOf(residential),
      ...teamRequirements(store, application.team_id ?? opportunity?.team_id),
    ],
  };
  const from = day(application.starts_on) ?? today();
  return {
    work,
    dates: { from: from < today() ? today() : from, to: from < today() ? today() : from },
  };
}

/**
 * An opportunity as work: its requirements and its team's, from its
 * `starts_on` (today when unset or past): what a volunteer sees beside an
 * opportunity before they apply.
 */
export function opportunityWork(store: RecordStore, opportunity: Record<string, unknown>) {
  return applicationWork(store, {
    opportunity_id: opportunity.id,
    team_id: opportunity.team_id,
    starts_on: opportunity.starts_on,
  });
}

/** A confirmed gap, as stored on the placement and in the person's activity log. */
export interface ClearanceConfirmation {
  by_user_id: number | null;
  by_name: string;
  reason: string;
  gaps: string[];
  at: string;
}

/** One person a request places, and the field of the request that names them. */
export interface PersonPlaced {
  person: StoredRecord;
  field: string;
}

function confirmation(body: Record<string, unknown> | undefined): string | undefined {
  const raw = body?.[CONFIRM_FIELD];
  if (raw === undefined || raw === null || raw === false) return undefined;
  const reason =
    typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>).reason
      : undefined;
  if (typeof reason !== 'string' || reason.trim() === '')
    throw validationError({
      [`${CONFIRM_FIELD}.reason`]: ['Say why this person may do this work without the clearance.'],
    });
  if (reason.trim().length > CONFIRM_REASON_MAX)
    throw validationError({
      [`${CONFIRM_FIELD}.reason`]: [`The reason can be at most ${CONFIRM_REASON_MAX} characters.`],
    });
  return reason.trim();
}

function when(dates: WorkDates): string {
  return dates.from === dates.to
    ? `on ${ukDate(dates.from)}`
    : `from ${ukDate(dates.from)} to ${ukDate(dates.to)}`;
}

/** The gaps of a refusal as a sentence. */
function gapWords(gaps: ClearanceGap[]): string {
  return gaps.map((g) => g.message).join('; ');
}

/**
 * Asks the clearance policy about every person a request places on `work`
 * and applies the organisation's rule: returns, per person id, the logged
 * confirmation of a warned gap (to keep on the placement), or throws the
 * refusal. `self` is a volunteer placing themself. The caller writes the
 * placement and then calls `log()`, which records each confirmation in the
 * person's activity log.
 */
export function admitPlacements(
  ctx: RequestCtx,
  people: readonly PersonPlaced[],
  placement: { work: Work; dates: WorkDates },
  options: { self?: boolean; body?: Record<string, unknown> } = {},
): Admission {
  const store = ctx.services.store;
  const { work, dates } = placement;
  const refused: { placed: PersonPlaced; refusal: PlacementRefusal }[] = [];
  for (const placed of people) {
    const refusal = placementRefusal(store, placed.person, work, dates);
    if (refusal) refused.push({ placed, refusal });
  }
  const confirmations = new Map<number, ClearanceConfirmation>();
  const reason = options.self ? undefined : confirmation(options.body);
  if (refused.length === 0) return { confirmations, log: () => undefined };
  if (options.self) {
    const first = refused[0]!;
    if (first.refusal.blacklisted)
      throw new ApiError(
        409,
        'placement_refused',
        'You cannot be placed on this. Please contact your coordinator.',
      );
    throw new ApiError(
      409,
      'not_cleared',
      `${work.title[0]?.toUpperCase() ?? ''}${work.title.slice(1)} ${when(dates)} needs clearances you do not hold then: ${gapWords(first.refusal.gaps)}. Please speak to your coordinator.`,
      { extra: { gaps: first.refusal.gaps } },
    );
  }
  const rule = gapRule(store);
  const sentence = ({ placed, refusal }: (typeof refused)[number]) =>
    refusal.blacklisted
      ? `${personName(placed.person)} cannot be placed: they are on the organisation's blacklist.`
      : `${personName(placed.person)} is not cleared for ${work.title} ${when(dates)}: ${gapWords(refusal.gaps)}.`;
  const errors: FieldErrors = {};
  const people_ = refused.map((r) => ({
    user_id: r.placed.person.id,
    name: personName(r.placed.person),
    blacklisted: r.refusal.blacklisted,
    gaps: r.refusal.gaps,
  }));
  const blocked = refused.filter((r) => r.refusal.blacklisted || rule === 'block');
  if (blocked.length > 0) {
    for (const r of blocked) (errors[r.placed.field] ??= []).push(sentence(r));
    throw new ApiError(422, 'not_cleared', blocked.map(sentence).join(' '), {
      errors,
      extra: { rule, people: people_ },
    });
  }
  if (reason === undefined)
    throw new ApiError(
      409,
      'clearance_unconfirmed',
      `${refused.map(sentence).join(' ')} Your organisation allows this with a reason: confirm to place ${refused.length === 1 ? 'them' : 'these people'} anyway, and the reason is logged.`,
      { extra: { rule, people: people_, confirm_field: CONFIRM_FIELD } },
    );
  const by = ctx.session?.user;
  const byId = by ? Number(by.id) : null;
  const byRecord = byId ? store.get(named('users'), {}, byId) : undefined;
  const at = new Date().toISOString();
  for (const { placed, refusal } of refused)
    confirmations.set(placed.person.id, {
      by_user_id: byId,
      by_name: byRecord ? personName(byRecord) : 'Unknown',
      reason,
      gaps: refusal.gaps.map((g) => g.message),
      at,
    });
  const log = () => {
    for (const { placed, refusal } of refused) {
      const c = confirmations.get(placed.person.id)!;
      store.insert(
        named('users.logs'),
        { userId: String(placed.person.id) },
        {
          action: 'clearance_gap_confirmed',
          user_id: placed.person.id,
          summary: `${c.by_name} placed ${personName(placed.person)} on ${work.title} ${when(dates)} without ${gapWords(refusal.gaps)}. Reason: ${reason}`,
          work: work.title,
          work_from: dates.from,
          work_to: dates.to,
          gaps: c.gaps,
          reason,
          by_user_id: byId,
          by_name: c.by_name,
          at,
        },
      );
    }
  };
  return { confirmations, log };
}

/** What {@link admitPlacements} answers when the placement may go ahead. */
export interface Admission {
  /** The confirmation of each person placed despite a warned gap, by person id. */
  confirmations: Map<number, ClearanceConfirmation>;
  /** Records the confirmations in the people's activity logs; call once the placement is written. */
  log(): void;
}
