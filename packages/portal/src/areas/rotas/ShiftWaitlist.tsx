import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import { longDay } from '../../app/dayFormat.js';
import { isRecord } from '../../registry/infer.js';

/** One person waiting for a place on a shift, as the shift record holds them. */
export interface WaitingPerson {
  userId: string;
  position: number;
  joinedAt: string;
  /** Until when a freed place offered to them stands (ISO), or ''. */
  offeredUntil: string;
}

/** The waitlist of a shift record (`waitlist`, in order; a volunteer's copy holds only their own). */
export function readWaitlist(shift: unknown): WaitingPerson[] {
  const list = isRecord(shift) && Array.isArray(shift.waitlist) ? shift.waitlist : [];
  return list.filter(isRecord).map((e, i) => ({
    userId: String(e.user_id),
    position: typeof e.position === 'number' ? e.position : i + 1,
    joinedAt: typeof e.joined_at === 'string' ? e.joined_at : '',
    offeredUntil: typeof e.offer_expires_at === 'string' ? e.offer_expires_at : '',
  }));
}

/**
 * The shift drawer's waitlist (issue 48): who is waiting for a place, in
 * order, and whom a freed place is offered to until when. The server offers
 * freed places itself (domain/waitlist.ts in the sandbox).
 */
export function ShiftWaitlist({
  shift,
  nameOf,
  timezone,
}: {
  shift: unknown;
  nameOf: (id: number | string) => string;
  timezone: string;
}) {
  const waiting = readWaitlist(shift);
  if (waiting.length === 0) return null;
  const when = (iso: string) => `${longDay(dateKeyIn(iso, timezone))} ${timeIn(iso, timezone)}`;
  return (
    <>
      <h3>Waitlist</h3>
      <ol className="vkr-people vkr-waitlist">
        {waiting.map((w) => (
          <li key={w.userId} className="vkr-person">
            <span className="vkr-person-name">
              {w.position}. {nameOf(w.userId)}
            </span>
            {w.offeredUntil ? (
              <span className="vkr-badge">Offered a place until {when(w.offeredUntil)}</span>
            ) : w.joinedAt ? (
              <span className="vkr-badge">Waiting since {when(w.joinedAt)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
