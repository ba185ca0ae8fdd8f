import {
  filterByTeams,
  groupByDay,
  readAttachments,
  readEvents,
  readInvitations,
  readSessions,
  scheduleProblems,
  splitSchedule,
} from './eventRecords.js';
import { draftBody } from './ScheduleForm.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const events = readEvents({
  data: [
    {
      id: 1,
      name: 'Old fair',
      team_id: 5,
      start: '2026-01-10T10:00:00Z',
      end: '2026-01-10T16:00:00Z',
    },
    {
      id: 2,
      name: 'Next week',
      team_id: 6,
      start: '2026-12-01T10:00:00Z',
      end: '2026-12-01T16:00:00Z',
    },
    {
      id: 3,
      name: 'Today, running',
      team_id: 5,
      start: '2026-11-24T09:00:00Z',
      end: '2026-11-24T17:00:00Z',
    },
    { id: 4, name: 'Last month', start: '2026-10-10T10:00:00Z', end: '2026-10-10T12:00:00Z' },
    { id: 'bad id!', name: 'dropped' },
    { id: 5 },
  ],
});

describe('event records', () => {
  it('reads events defensively: bad ids dropped, names defaulted', () => {
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(events[4]).toMatchObject({ name: 'Event 5', start: null, teamId: null });
  });

  it('orders the schedule: upcoming (still running included) by start, then past most recent first, undated last', () => {
    const { upcoming, past } = splitSchedule(events, NOW);
    expect(upcoming.map((e) => e.name)).toEqual(['Today, running', 'Next week']);
    expect(past.map((e) => e.name)).toEqual(['Last month', 'Old fair', 'Event 5']);
  });

  it('filters by a set of teams and groups by day in the timezone', () => {
    expect(filterByTeams(events, new Set(['5'])).map((e) => e.id)).toEqual(['1', '3']);
    expect(filterByTeams(events, null)).toHaveLength(5);
    const late = readEvents([
      { id: 1, start: '2026-06-30T23:30:00Z', end: '2026-07-01T01:00:00Z' },
      { id: 2, start: '2026-07-01T08:00:00Z', end: '2026-07-01T09:00:00Z' },
    ]);
    // 23:30 UTC is 00:30 the next day in London (summer time).
    expect(groupByDay(late, 'Europe/London').map((g) => [g.day, g.events.length])).toEqual([
      ['2026-07-01', 2],
    ]);
    expect(groupByDay(late, 'UTC').map((g) => g.day)).toEqual(['2026-06-30', '2026-07-01']);
  });

  it('reads sessions in start order, invitations of people and teams, and attachments', () => {
    expect(
      readSessions([
        { id: 2, name: 'PM', start: '2026-01-01T13:00:00Z', places: 4 },
        { id: 1, start: '2026-01-01T09:00:00Z', places: -1 },
      ]),
    ).toMatchObject([
      { id: '1', name: 'Session 1', places: null },
      { id: '2', name: 'PM', places: 4 },
    ]);
    expect(
      readInvitations([
        { id: 1, user_id: 9, status: 'accepted' },
        { id: 2, team_id: 3 },
        { id: 3 },
      ]),
    ).toEqual([
      { id: '1', kind: 'person', targetId: '9', status: 'accepted' },
      { id: '2', kind: 'team', targetId: '3', status: 'invited' },
    ]);
    expect(
      readAttachments([
        {
          id: 1,
          file: {
            file_name: 'a.pdf',
            mime_type: 'application/pdf',
            size: 10,
            url: '/api/_files/abc',
          },
        },
        { id: 2, file: { file_name: 'x', url: 'javascript:alert(1)' } },
      ]),
    ).toMatchObject([
      { name: 'a.pdf', mimeType: 'application/pdf', size: 10, url: '/api/_files/abc' },
      { name: 'x', url: null },
    ]);
  });

  it.each([
    [{ name: '', start: '2026-01-01T10:00Z', end: '2026-01-01T11:00Z' }, { name: 'Enter a name.' }],
    [{ name: 'A', start: '', end: '2026-01-01T11:00Z' }, { start: 'Enter when it starts.' }],
    [
      { name: 'A', start: '2026-01-01T10:00Z', end: '2026-01-01T10:00Z' },
      { end: 'The end must be after the start.' },
    ],
    [{ name: 'A', start: '2026-01-01T10:00Z', end: '2026-01-01T11:00Z' }, {}],
  ])('checks a schedule draft %#', (draft, problems) => {
    expect(scheduleProblems(draft)).toEqual(problems);
  });

  it('turns a form draft into UTC instants in the timezone, or field problems', () => {
    const base = {
      name: ' Walk ',
      day: '2026-07-01',
      from: '09:30',
      to: '12:00',
      teamId: '7',
      places: '',
    };
    expect(draftBody(base, 'Europe/London', 'event')).toEqual({
      body: {
        name: 'Walk',
        start: '2026-07-01T08:30:00.000Z',
        end: '2026-07-01T11:00:00.000Z',
        team_id: 7,
      },
    });
    expect(draftBody({ ...base, places: '12' }, 'UTC', 'session')).toEqual({
      body: {
        name: 'Walk',
        start: '2026-07-01T09:30:00.000Z',
        end: '2026-07-01T12:00:00.000Z',
        places: 12,
      },
    });
    expect(draftBody({ ...base, to: '09:00', places: '-2' }, 'UTC', 'session')).toEqual({
      problems: {
        to: 'The end must be after the start.',
        places: 'Enter a whole number from 0 to 10000.',
      },
    });
    expect(draftBody({ ...base, day: '' }, 'UTC', 'event')).toEqual({
      problems: { day: 'Enter the day.' },
    });
    // The day field gives its text when it is not a day (a month-first day among them).
    expect(draftBody({ ...base, day: '07/13/2026' }, 'UTC', 'event')).toEqual({
      problems: { day: 'Enter the day as dd/mm/yyyy.' },
    });
  });
});
