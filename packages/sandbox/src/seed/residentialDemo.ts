/**
 * The demo organisation's residential side: rooms at some sites, their
 * unavailable periods and changeover days, and bookings by people.
 *
 * @module
 */
import type { SeedContext } from './context.js';
import { day, dice, type DemoPerson, type Dice } from './people.js';
import { mulberry32 } from '../chaos.js';
import { named } from '../store/collections.js';
import { syncUserBookingCopy } from '../domain/userBookingCopy.js';

/** Rooms at six sites, their unavailable periods and changeover days, and bookings by people. */
export function seedResidential(
  ctx: SeedContext,
  d: Dice,
  people: DemoPerson[],
  sites: number[],
  anchor: string,
) {
  const guests = people.filter((p) => p.status === 'active');
  for (const team of sites) {
    const teamScope = { teamId: String(team) };
    ctx.insert(
      named('organisation.teams.changeoverDays'),
      { weekday: 6, name: 'Saturday' },
      teamScope,
    );
    for (let r = 1; r <= d.int(2, 4); r++) {
      const room = ctx.insert(
        named('organisation.teams.residentialRooms'),
        { name: `Room ${r}`, beds: d.int(1, 4), accessible: r === 1 },
        teamScope,
      );
      const roomScope = { teamId: String(team), roomId: String(room.id) };
      if (d.chance(0.4)) {
        const from = day(anchor, d.int(-30, 60));
        ctx.insert(
          named('organisation.teams.residentialRooms.unavailablePeriods'),
          {
            starts_on: from,
            ends_on: day(from, d.int(2, 14)),
            reason: d.pick(['Redecoration', 'Boiler repair', 'Deep clean']),
          },
          roomScope,
        );
      }
      for (let b = 0; b < d.int(1, 5) && guests.length; b++) {
        const guest = d.pick(guests);
        // A week from changeover day to changeover day (Saturday): a stay never runs across
        // one (issue 46). The draws are as before, so every other record stays the same.
        const from = changeoverOnOrBefore(day(anchor, d.int(-300, 90)));
        d.pick([7, 14, 28]);
        const booking = {
          team_id: team,
          room_id: room.id,
          user_id: guest.id,
          guest_name: guest.name,
          starts_on: from,
          ends_on: day(from, 7),
          status: from < anchor ? 'completed' : 'booked',
        };
        syncUserBookingCopy(ctx.store, ctx.insert(named('residentialBookings'), booking));
      }
    }
  }
}

/** The demo's changeover weekday (Saturday, as `getUTCDay` counts). */
export const DEMO_CHANGEOVER_WEEKDAY = 6;

/** The changeover day (Saturday) on or before `date` (YYYY-MM-DD). */
export function changeoverOnOrBefore(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day(date, -((weekday - DEMO_CHANGEOVER_WEEKDAY + 7) % 7));
}

/** How far ahead {@link seedUpcomingResidential} books rooms, in nights. */
export const UPCOMING_NIGHTS = 42;

/**
 * Gives every base that takes residential volunteers (every site with residential
 * adverts) rooms, and books each room for much of the next six weeks, so the
 * occupancy grid of any base shows guests from today. Written after the rest of
 * the demo (its own random sequence), so no other record changes.
 */
export function seedUpcomingResidential(ctx: SeedContext, anchor: string) {
  const d = dice(mulberry32(20261127));
  const teams = ctx.store.all(named('organisation.teams'));
  const residential = new Set(
    ctx.store.all(named('residentialOpportunities')).map((o) => Number(o.team_id)),
  );
  const bases = teams.filter(
    (t) => t.icon === 'site' && t.disabled !== true && residential.has(t.id),
  );
  const users = ctx.store
    .all(named('users'))
    .filter((u) => u.status === 'active' && u.role === 'volunteer');
  for (const base of bases) {
    const teamScope = { teamId: String(base.id) };
    let rooms = ctx.store.all(named('organisation.teams.residentialRooms'), teamScope);
    if (rooms.length === 0) {
      ctx.insert(
        named('organisation.teams.changeoverDays'),
        { weekday: 6, name: 'Saturday' },
        teamScope,
      );
      rooms = Array.from({ length: d.int(2, 4) }, (_, r) =>
        ctx.insert(
          named('organisation.teams.residentialRooms'),
          { name: `Room ${r + 1}`, beds: d.int(1, 4), accessible: r === 0 },
          teamScope,
        ),
      );
    }
    const local = users.filter(
      (u) => Array.isArray(u.team_ids) && (u.team_ids as unknown[]).includes(base.id),
    );
    const guests = local.length > 0 ? local : users;
    for (const room of rooms) {
      const taken = ctx.store
        .all(named('residentialBookings'))
        .filter((b) => b.room_id === room.id && b.status !== 'cancelled');
      // From the last changeover day, week-long stays changeover to changeover (a stay never
      // runs across a changeover day, issue 46), now and then a week empty.
      for (
        let from = changeoverOnOrBefore(day(anchor, -d.int(0, 4)));
        from < day(anchor, UPCOMING_NIGHTS);
      ) {
        const to = day(from, 7);
        const clash = taken.some((b) => String(b.starts_on) < to && String(b.ends_on) > from);
        if (!clash && guests.length > 0) {
          const guest = d.pick(guests);
          const name = [guest.first_name, guest.last_name].filter(Boolean).join(' ');
          const booking = {
            team_id: base.id,
            room_id: room.id,
            user_id: guest.id,
            guest_name: name,
            starts_on: from,
            ends_on: to,
            status: 'booked',
          };
          syncUserBookingCopy(ctx.store, ctx.insert(named('residentialBookings'), booking));
        }
        from = d.int(0, 5) >= 4 ? day(to, 7) : to;
      }
    }
  }
}
