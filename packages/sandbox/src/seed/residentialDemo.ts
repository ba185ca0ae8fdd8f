/**
 * The demo organisation's residential side: rooms at some sites, their
 * unavailable periods and changeover days, and bookings by people.
 *
 * @module
 */
import type { SeedContext } from './context.js';
import { day, type DemoPerson, type Dice } from './people.js';
import { named } from '../store/collections.js';

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
        const from = day(anchor, d.int(-300, 90));
        const booking = {
          team_id: team,
          room_id: room.id,
          user_id: guest.id,
          guest_name: guest.name,
          starts_on: from,
          ends_on: day(from, d.pick([7, 14, 28])),
          status: from < anchor ? 'completed' : 'booked',
        };
        ctx.insert(named('residentialBookings'), booking);
        ctx.insert(named('users.residentialBookings'), booking, { userId: String(guest.id) });
      }
    }
  }
}
