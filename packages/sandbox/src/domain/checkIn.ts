/**
 * QR check-in (issue 48; the spec's barcodes, 7.6): each assignment of a volunteer to a
 * shift has a check-in code, signed with this database's secret (an HMAC of the
 * organisation, the shift and the person), so it is unguessable and names nobody: the
 * volunteer shows it as a QR code, a kiosk at the base scans it (or takes it typed) and
 * the sandbox records attendance on the shift's assignment, as staff record it by hand
 * (`status: 'attended'`), once. A volunteer may also check themselves in within the
 * shift's window.
 *
 * - `GET /shifts/{shiftId}/check-in-code`: the caller's own code for the shift (404 when
 *   they have no place on it, it is cancelled or over).
 * - `POST /check-ins` `{code, scanned_at?}`: a kiosk records a scanned code (`edit-rotas`);
 *   `scanned_at` is when an offline kiosk scanned it (at most a day ago), so a check-in sent
 *   late counts at the time it happened.
 * - `POST /shifts/{shiftId}/check-in`: the volunteer checks themselves in.
 *
 * Refusals say what is wrong in words for the kiosk, and record nothing: a code of another
 * organisation, a mistyped or changed one, a shift that is over or not yet open, a place
 * cancelled, or a person already checked in (409, with when).
 *
 * @module
 */
import { awardMilestones } from './milestones.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import { signingSecret } from '../store/db.js';
import type { StoredRecord } from '../store/records.js';
import { numParam } from './input.js';
import { scopeTest } from './people.js';

const SHIFTS = named('shifts');
/** A check-in opens this long before the shift starts, and closes when it ends. */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * 60 * 1000;
/** An offline kiosk's scan is accepted this long after it happened. */
const LATE_SCAN_MS = 24 * 60 * 60 * 1000;
/** Hex digits of the code's signature (80 bits). */
const MAC_DIGITS = 20;

interface Assignment {
  user_id: number;
  status?: string;
  checked_in_at?: string;
  checked_in_by?: number;
}

function assignmentsOf(shift: StoredRecord): Assignment[] {
  return Array.isArray(shift.assignments) ? (shift.assignments as Assignment[]) : [];
}

function organisationOf(ctx: RequestCtx): string {
  return String(ctx.session?.user.organisation.id ?? '');
}

function signature(ctx: RequestCtx, org: string, shiftId: number, userId: number): string {
  return createHmac('sha256', signingSecret(ctx.services.db))
    .update(`check-in:${org}:${shiftId}:${userId}`)
    .digest('hex')
    .slice(0, MAC_DIGITS)
    .toUpperCase();
}

/** The code of one assignment: `VK-{organisation}-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function checkInCode(ctx: RequestCtx, shiftId: number, userId: number): string {
  const org = organisationOf(ctx);
  const mac = signature(ctx, org, shiftId, userId);
  return `VK-${org}-${mac.match(/.{4}/g)!.join('-')}`;
}

/** A typed or scanned code read leniently (case; spaces or hyphens between groups), or undefined. */
export function parseCheckInCode(text: unknown): { org: string; mac: string } | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^VK-(\d+)-([0-9A-F-]+)$/.exec(
    text
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '-'),
  );
  const mac = m?.[2]?.replace(/-/g, '');
  return m && mac?.length === MAC_DIGITS ? { org: m[1]!, mac } : undefined;
}

function refuse(status: number, code: string, message: string, data?: object): never {
  // `data` (the first name, the shift) goes into the body, so a kiosk can say it in its language.
  throw new ApiError(status, code, message, {
    errors: { code: [message] },
    ...(data ? { extra: { ...data } } : {}),
  });
}

/** The person's first name, as the kiosk greets them. */
function firstName(ctx: RequestCtx, userId: number): string {
  const person = ctx.services.store.get(named('users'), {}, userId);
  const first = person?.first_name;
  return typeof first === 'string' && first ? first : String(person?.name ?? '').split(' ')[0]!;
}

/**
 * Records the check-in of `userId` on `shift` at `at` (ms), after the window and
 * repetition checks; answers what the kiosk shows.
 */
function checkIn(ctx: RequestCtx, shift: StoredRecord, userId: number, at: number) {
  return ctx.services.db.transaction(() => {
    // Read again inside the transaction: two kiosks scanning the same code record it once.
    const current = ctx.services.store.get(SHIFTS, {}, shift.id)!;
    const list = assignmentsOf(current);
    const mine = list.find((a) => Number(a.user_id) === userId);
    const name = firstName(ctx, userId);
    // A team leader's kiosk checks in the people of their teams (the policy's team scope).
    const inScope = scopeTest(ctx);
    const person = ctx.services.store.get(named('users'), {}, userId);
    if (inScope && person && !inScope(person) && ctx.session?.user.id !== userId)
      refuse(403, 'outside_team', `${name} is not in a team you lead.`);
    const about = { first_name: name, shift_id: shift.id, shift_title: current.title ?? '' };
    if (current.status === 'cancelled')
      refuse(422, 'check_in_shift_cancelled', 'This shift has been cancelled.', about);
    if (!mine || mine.status === 'cancelled' || mine.status === 'no_show')
      refuse(422, 'check_in_no_place', `${name} has no place on this shift.`, about);
    if (mine.status === 'attended')
      refuse(409, 'already_checked_in', `${name} is already checked in.`, {
        ...about,
        checked_in_at: mine.checked_in_at ?? null,
      });
    const start = Date.parse(String(current.start ?? ''));
    const end = Date.parse(String(current.end ?? ''));
    if (at > end) refuse(422, 'check_in_shift_over', 'This shift is over.', about);
    if (at < start - CHECK_IN_OPENS_BEFORE_MS)
      refuse(
        422,
        'check_in_too_early',
        'Check-in for this shift opens an hour before it starts.',
        about,
      );
    const checkedInAt = new Date(at).toISOString();
    const actor = ctx.session?.user.id;
    ctx.services.store.update(SHIFTS, {}, shift.id, {
      assignments: list.map((a) =>
        a === mine
          ? {
              ...a,
              status: 'attended',
              checked_in_at: checkedInAt,
              ...(actor !== undefined ? { checked_in_by: actor } : {}),
            }
          : a,
      ),
    });
    ctx.services.log('check_in', { shift_id: shift.id, user_id: userId }, actor);
    // Attendance recorded: the hour milestones the person reached (domain/milestones.ts).
    awardMilestones(ctx.services, userId);
    return { ...about, user_id: userId, checked_in_at: checkedInAt };
  })();
}

/** `GET /shifts/{shiftId}/check-in-code`: the caller's own code (their place on an upcoming shift). */
export const showCheckInCode: Handler = (ctx) => {
  const shiftId = numParam(ctx, 'shiftId', 'Shift');
  const userId = ctx.session!.user.id;
  const shift = ctx.services.store.get(SHIFTS, {}, shiftId);
  const mine = shift && assignmentsOf(shift).find((a) => Number(a.user_id) === userId);
  const over = shift && Date.parse(String(shift.end ?? '')) < ctx.services.tokens.now();
  if (!shift || !mine || shift.status === 'cancelled' || mine.status === 'cancelled' || over)
    throw new ApiError(404, 'not_found', 'You have no place on this shift to check in to.');
  return {
    json: {
      data: {
        shift_id: shiftId,
        code: checkInCode(ctx, shiftId, userId),
        checked_in_at: mine.checked_in_at ?? null,
      },
    },
  };
};

/** `POST /check-ins`: a kiosk records the check-in a code names. */
export const recordCheckIn: Handler = (ctx) => {
  const body = (ctx.body ?? {}) as { code?: unknown; scanned_at?: unknown };
  const parsed = parseCheckInCode(body.code);
  if (!parsed)
    throw new ApiError(422, 'validation_failed', 'This is not a check-in code.', {
      errors: { code: ['is not a check-in code'] },
    });
  if (parsed.org !== organisationOf(ctx))
    refuse(422, 'check_in_other_organisation', 'This code belongs to another organisation.');
  const now = ctx.services.tokens.now();
  let at = now;
  if (body.scanned_at !== undefined) {
    const scanned = typeof body.scanned_at === 'string' ? Date.parse(body.scanned_at) : NaN;
    if (!(scanned <= now + 60_000 && scanned >= now - LATE_SCAN_MS))
      throw new ApiError(422, 'validation_failed', 'The time of the scan is not valid.', {
        errors: { scanned_at: ['must be a time within the last day'] },
      });
    at = scanned;
  }
  const wanted = Buffer.from(parsed.mac);
  for (const shift of ctx.services.store.all(SHIFTS))
    for (const a of assignmentsOf(shift)) {
      const mac = Buffer.from(signature(ctx, parsed.org, shift.id, Number(a.user_id)));
      if (mac.length === wanted.length && timingSafeEqual(mac, wanted))
        return { status: 201, json: { data: checkIn(ctx, shift, Number(a.user_id), at) } };
    }
  return refuse(
    422,
    'check_in_unknown',
    'This code is not valid: it may have been mistyped, changed or made for a place that no longer exists.',
  );
};

/** `POST /shifts/{shiftId}/check-in`: the volunteer checks themselves in, within the shift's window. */
export const selfCheckIn: Handler = (ctx) => {
  const shiftId = numParam(ctx, 'shiftId', 'Shift');
  const shift = ctx.services.store.get(SHIFTS, {}, shiftId);
  if (!shift) throw new ApiError(404, 'not_found', 'Shift was not found.');
  const data = checkIn(ctx, shift, ctx.session!.user.id, ctx.services.tokens.now());
  return { status: 201, json: { data } };
};
