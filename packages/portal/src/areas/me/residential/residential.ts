/**
 * The volunteer's residential stays: rooms with their availability
 * (`GET /residential-availability/`) and bookings (`/residential-bookings/`,
 * narrowed by the server to the caller's own), read into plain shapes.
 *
 * @module
 */
import { dayWithWeekday } from '../when.js';
import { isRecord } from '../../../registry/infer.js';

/** A period in a room: closed, or with beds booked. */
export interface RoomPeriod {
  /** First day (YYYY-MM-DD). */
  from: string;
  /** Day of departure or reopening (YYYY-MM-DD). */
  to: string;
  /** Why a closed room is closed, when said. */
  reason?: string;
}

/** A residential room as the availability list gives it. */
export interface StayRoom {
  /** Room id. */
  id: string;
  /** Room name. */
  name: string;
  /** Team (site) id. */
  teamId: string;
  /** Team (site) name. */
  teamName: string;
  /** Beds in the room. */
  beds: number;
  /** Step-free room. */
  accessible: boolean;
  /** Names of the team's changeover weekdays. */
  changeoverDays: string[];
  /** Periods the room is closed. */
  unavailable: RoomPeriod[];
  /** Periods with a bed booked (one entry per booking). */
  booked: RoomPeriod[];
}

/** One of my bookings. */
export interface MyStay {
  /** Booking id. */
  id: string;
  /** Room id. */
  roomId: string;
  /** Room name, when stored. */
  roomName: string;
  /** Team (site) id. */
  teamId: string;
  /** Arrival (YYYY-MM-DD). */
  from: string;
  /** Departure (YYYY-MM-DD). */
  to: string;
  /** `booked`, `completed` or `cancelled`. */
  status: string;
  /** The cancel reason, when cancelled. */
  cancelReason: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

function periods(v: unknown): RoomPeriod[] {
  return Array.isArray(v)
    ? v.filter(isRecord).map((p) => ({
        from: str(p.starts_on),
        to: str(p.ends_on),
        ...(typeof p.reason === 'string' && p.reason ? { reason: p.reason } : {}),
      }))
    : [];
}

/** Reads one row of the availability list. */
export function readRoom(r: Record<string, unknown>): StayRoom {
  return {
    id: str(r.room_id ?? r.id),
    name: str(r.room_name) || `Room ${str(r.room_id ?? r.id)}`,
    teamId: str(r.team_id),
    teamName: str(r.team_name),
    beds: typeof r.beds === 'number' ? r.beds : 1,
    accessible: r.accessible === true,
    changeoverDays: Array.isArray(r.changeover_days) ? r.changeover_days.map(str) : [],
    unavailable: periods(r.unavailable),
    booked: periods(r.booked),
  };
}

/** Reads one booking. */
export function readStay(r: Record<string, unknown>): MyStay {
  return {
    id: str(r.id),
    roomId: str(r.room_id),
    roomName: str(r.room_name),
    teamId: str(r.team_id),
    from: str(r.starts_on).slice(0, 10),
    to: str(r.ends_on).slice(0, 10),
    status: str(r.status) || 'booked',
    cancelReason: str(r.cancel_reason),
  };
}

/** Nights between two days. */
export function nights(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Short day and month names of a language, comma-separated (empty: English, from `Intl`). */
export interface ShortDayWords {
  /** Sunday first. */
  weekdayShortNames: string;
}

/**
 * A day as "Sat 16/01/2027" (the organisation's date format, `dateFormat`), or
 * "Sad 16/01/2027" with Welsh `words` (browsers lack Welsh date names).
 */
export function dayLabel(day: string, words?: ShortDayWords, dateFormat?: string): string {
  return dayWithWeekday(day, dateFormat, words?.weekdayShortNames);
}

const ENGLISH_WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/**
 * A weekday the server names in English ("Saturday", a changeover day) in the
 * names of `weekdayNames` (Sunday first, comma-separated); unchanged when
 * there are none or it is not a weekday.
 */
export function weekdayIn(name: string, weekdayNames: string): string {
  const names = weekdayNames.split(',');
  const i = ENGLISH_WEEKDAYS.indexOf(name.trim().toLowerCase());
  return names.length === 7 && i >= 0 ? names[i]! : name;
}

/** My stays split: upcoming (booked, not yet begun), and the rest newest first. */
export function splitStays(stays: readonly MyStay[], today: string) {
  const upcoming = stays
    .filter((s) => s.status === 'booked' && s.from > today)
    .sort((a, b) => a.from.localeCompare(b.from));
  const others = stays
    .filter((s) => !upcoming.includes(s))
    .sort((a, b) => b.from.localeCompare(a.from));
  return { upcoming, others };
}

/** Closed periods of a room that start after `today`, soonest first, at most `max`. */
export function comingClosures(room: StayRoom, today: string, max = 3): RoomPeriod[] {
  return room.unavailable
    .filter((p) => p.to > today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, max);
}
