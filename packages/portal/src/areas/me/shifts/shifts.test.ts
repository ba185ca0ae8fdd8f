import { fieldProblem, OWN_KINDS } from '../record/ownRecords.js';
import { receiptProblem } from '../expenses/receipts.js';
import { shiftsCalendar } from './shiftCalendar.js';
import { canCancel, hoursThisYear, past, readShift, upcoming } from './shifts.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const shift = (id: number, start: string, end: string, who: [number, string][], extra = {}) =>
  readShift(
    {
      id,
      title: `Shift ${id}`,
      start,
      end,
      team_id: 7,
      places: 3,
      assignments: who.map(([user_id, status]) => ({ user_id, status })),
      ...extra,
    },
    '5',
  );

describe("a volunteer's shifts", () => {
  const list = [
    shift(1, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', [[5, 'assigned']]),
    shift(2, '2026-06-17T09:00:00Z', '2026-06-17T12:00:00Z', [
      [5, 'assigned'],
      [6, 'assigned'],
    ]),
    shift(3, '2026-05-01T09:00:00Z', '2026-05-01T13:30:00Z', [[5, 'attended']]),
    shift(4, '2025-12-01T09:00:00Z', '2025-12-01T13:00:00Z', [[5, 'attended']]),
    shift(5, '2026-04-01T09:00:00Z', '2026-04-01T13:00:00Z', [[5, 'no_show']]),
    shift(6, '2026-06-18T09:00:00Z', '2026-06-18T13:00:00Z', [[6, 'assigned']]),
    shift(7, '2026-06-19T09:00:00Z', '2026-06-19T13:00:00Z', [[5, 'assigned']], {
      status: 'cancelled',
    }),
  ];

  it('reads places left and my own status', () => {
    expect(list[1]).toMatchObject({ placesLeft: 1, myStatus: 'assigned', teamId: '7' });
    expect(list[5]?.myStatus).toBeNull();
  });

  it('lists my upcoming shifts soonest first, without cancelled ones or others', () => {
    expect(upcoming(list, NOW).map((s) => s.id)).toEqual(['2', '1']);
    expect(past(list, NOW).map((s) => s.id)).toEqual(['3', '5', '4']);
  });

  it('counts hours attended in the current year only', () => {
    expect(hoursThisYear(list, NOW)).toBe(4.5);
  });

  it('allows a cancellation only more than 24 hours ahead', () => {
    expect(canCancel(list[1]!, NOW)).toBe(true);
    expect(canCancel(list[1]!, Date.parse('2026-06-16T10:00:00Z'))).toBe(false);
  });

  it('writes an iCalendar file with one event per shift', () => {
    const ics = shiftsCalendar(upcoming(list, NOW), () => 'Aviemore base', 'Highlands');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:shift-2@volunteerkit');
    expect(ics).toContain('DTSTART:20260617T090000Z');
    expect(ics).toContain('LOCATION:Aviemore base');
  });

  it('lets no carriage return in a shift end a line of the calendar file (issue 43, hole 23)', () => {
    const [first] = upcoming(list, NOW);
    const evil = {
      ...first!,
      title: 'Beach clean\rBEGIN:VEVENT',
      location: 'Shore\r\nX-EVIL:1',
      whatToBring: 'Gloves\rEND:VCALENDAR',
    };
    const ics = shiftsCalendar([evil], () => 'Aviemore base', 'Highlands');
    // Every CR in the file is part of a CRLF line ending, and no injected line starts a property.
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(
      lines.some(
        (l) =>
          l.startsWith('X-EVIL') || (l === 'END:VCALENDAR' && lines.indexOf(l) < lines.length - 2),
      ),
    ).toBe(false);
    expect(ics).toContain('Beach clean BEGIN:VEVENT');
  });
});

describe('own record fields and receipts', () => {
  const phone = OWN_KINDS.find((k) => k.accessor === 'phoneNumbers')!.fields[1]!;
  const email = OWN_KINDS.find((k) => k.accessor === 'emailAddresses')!.fields[1]!;
  it.each([
    [phone, '07700 900123', null],
    [phone, '+44 (0)1479 810000', null],
    [phone, 'call me', 'Enter a phone number of digits, spaces and an optional leading +'],
    [phone, '', 'Number is required'],
    [email, 'val@example.org', null],
    [email, 'val@', 'Please enter a valid email address'],
  ])('%# checks a value', (field, value, problem) => {
    expect(fieldProblem(field, value)).toBe(problem);
  });

  it('refuses receipts of other types or over 2 MB', () => {
    expect(receiptProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(receiptProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatch(/not a PDF/);
    expect(receiptProblem({ name: 'b.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toMatch(
      /larger than 2 MB/,
    );
  });
});

describe('a shift with a waitlist, as a volunteer reads it', () => {
  it("takes the server's places left (a volunteer's copy holds only their own assignment)", () => {
    const s = shift(9, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', [], { places_left: 0 });
    expect(s.placesLeft).toBe(0);
    expect(shift(9, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', []).placesLeft).toBe(3);
  });

  it('reads their own position and the deadline of a place offered to them', () => {
    const waiting = shift(9, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', [], {
      waitlist: [{ user_id: 5, position: 2, joined_at: '2026-06-10T09:00:00Z' }],
    });
    expect(waiting).toMatchObject({ waitPosition: 2, offeredUntil: null });
    const offered = shift(9, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', [], {
      waitlist: [{ user_id: 5, position: 1, offer_expires_at: '2026-06-16T00:00:00Z' }],
    });
    expect(offered).toMatchObject({ waitPosition: 1, offeredUntil: '2026-06-16T00:00:00Z' });
    const someoneElse = shift(9, '2026-06-20T09:00:00Z', '2026-06-20T13:00:00Z', [], {
      waitlist: [{ user_id: 6, position: 1 }],
    });
    expect(someoneElse).toMatchObject({ waitPosition: null, offeredUntil: null });
  });
});
