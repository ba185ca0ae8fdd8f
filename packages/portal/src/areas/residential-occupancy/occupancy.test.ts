import {
  bookingProblem,
  nightState,
  readBookings,
  readChangeoverDays,
  readRooms,
  readUnavailable,
} from './occupancy.js';

const bookings = readBookings({
  data: [
    {
      id: 1,
      room_id: 7,
      starts_on: '2026-12-03',
      ends_on: '2026-12-05',
      guest_name: 'Isla',
      status: 'booked',
    },
    { id: 2, room_id: 7, starts_on: '2026-12-10', ends_on: '2026-12-12', status: 'cancelled' },
    { id: 3, room_id: 7, starts_on: 'soon', ends_on: '2026-12-12' },
  ],
});
const unavailable = readUnavailable(
  [{ starts_on: '2026-12-07', ends_on: '2026-12-08', reason: 'Repairs' }],
  '7',
);

describe('residential occupancy', () => {
  it('reads rooms, bookings (dropping bad dates) and changeover days', () => {
    expect(readRooms([{ id: 7, name: 'Bothy' }, { id: '../x' }])).toEqual([
      { id: '7', name: 'Bothy' },
    ]);
    expect(bookings.map((b) => [b.id, b.guest, b.status])).toEqual([
      ['1', 'Isla', 'booked'],
      ['2', 'Guest', 'cancelled'],
    ]);
    expect(
      readChangeoverDays({ data: [{ weekday: 6 }, { day: 'Wednesday' }, { weekday: 9 }] }),
    ).toEqual([3, 6]);
  });

  it.each([
    ['2026-12-02', 'free'],
    ['2026-12-03', 'booked'],
    ['2026-12-04', 'booked'],
    ['2026-12-05', 'free'], // departure day
    ['2026-12-07', 'unavailable'],
    ['2026-12-08', 'unavailable'], // last day included
    ['2026-12-10', 'free'], // cancelled booking
  ])('room 7 on %s is %s', (night, kind) => {
    expect(nightState('7', night, bookings, unavailable).kind).toBe(kind);
  });

  it.each([
    [{ roomId: '7', startsOn: '2026-12-05', endsOn: '2026-12-07' }, [], null],
    [
      { roomId: '7', startsOn: '2026-12-01', endsOn: '2026-12-04' },
      [],
      'The room is already booked on 2026-12-03 (Isla)',
    ],
    [
      { roomId: '7', startsOn: '2026-12-06', endsOn: '2026-12-08' },
      [],
      'The room is unavailable on 2026-12-07 (Repairs)',
    ],
    [
      { roomId: '7', startsOn: '2026-12-06', endsOn: '2026-12-06' },
      [],
      'The departure must be after the arrival',
    ],
    [{ roomId: '', startsOn: '2026-12-06', endsOn: '2026-12-09' }, [], 'Choose a room'],
    [
      { roomId: '7', startsOn: '2026-12-05', endsOn: '2026-12-07' },
      [6],
      'Arrivals and departures must be on a changeover day',
    ],
    [{ roomId: '7', startsOn: '2026-12-12', endsOn: '2026-12-19' }, [6], null],
  ])('booking %j with changeover days %j: %s', (draft, changeover, problem) => {
    expect(bookingProblem(draft, bookings, unavailable, changeover)).toBe(problem);
  });
});
