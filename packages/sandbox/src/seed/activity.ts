/**
 * The demo organisation's activity over 18 months and the next six weeks:
 * repeating shifts and their shifts with attendance, events with sessions and
 * attendees, tasks with history, news, documents, inbox items for the demo
 * logins and recent actions. Deterministic from the dice and the anchor day.
 *
 * @module
 */
import type { SeedContext } from './context.js';
import { day, type DemoPerson, type Dice } from './people.js';
import { seedResidential } from './residentialDemo.js';
import { subjectTypeOf } from '../domain/recentActions.js';
import { entryOf, named } from '../store/collections.js';

const TITLES = [
  'Path repairs',
  'Tree planting',
  'Litter pick',
  'Visitor welcome',
  'Wildlife survey',
  'Fence building',
  'Garden care',
];
const EVENT_NAMES = [
  'Volunteer open day',
  'Beach clean',
  'Bioblitz',
  'Summer fair stewarding',
  'Winter tree planting',
  'Volunteer awards night',
];
/** The months (1–12) an event of a season is held in; the others in any month. */
const EVENT_SEASONS: Readonly<Record<string, readonly number[]>> = {
  Bioblitz: [4, 5, 6, 7, 8, 9],
  'Summer fair stewarding': [6, 7, 8],
  'Winter tree planting': [11, 12, 1, 2],
};

/** An event name that fits its month: no summer fair in February, no winter planting in July. */
export function seasonalEventName(picked: string, month: number): string {
  const months = EVENT_SEASONS[picked];
  if (!months || months.includes(month)) return picked;
  if ([11, 12, 1, 2].includes(month)) return 'Winter tree planting';
  if ([6, 7, 8].includes(month)) return 'Summer fair stewarding';
  return month >= 4 && month <= 9 ? 'Bioblitz' : 'Volunteer open day';
}
const HISTORY_DAYS = 548;
const AHEAD_DAYS = 42;

const activeOn = (p: DemoPerson, date: string) =>
  !!p.start && p.start <= date && (!p.leave || p.leave >= date) && p.status !== 'applicant';

/** A recent action about a person (started, left) at `at`. */
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function personAction(action: string, p: DemoPerson, at: string) {
  return {
    action,
    subject_type: subjectTypeOf(entryOf('users')),
    subject_id: p.id,
    subject: p.name,
    // The person's team: a team leader's recent actions are their teams' (authz/teamScope.ts).
    team_ids: [p.team],
    at,
  };
}

/** Writes the activity; returns the last scheduled shift start per person. */
export function seedActivity(
  ctx: SeedContext,
  d: Dice,
  people: DemoPerson[],
  sites: number[],
  anchor: string,
  logins: { admin: number; volunteer: number },
) {
  const byTeam = new Map<number, DemoPerson[]>();
  for (const p of people) byTeam.set(p.team, [...(byTeam.get(p.team) ?? []), p]);
  const lastScheduled = new Map<number, string>();
  const first = day(anchor, -HISTORY_DAYS);
  for (const team of sites) {
    const weekdays = [d.pick([6, 0]), ...(d.chance(0.5) ? [d.int(2, 4)] : [])];
    const startHour = d.pick([9, 10]);
    const hours = d.int(3, 6);
    const places = d.int(3, 8);
    const title = d.pick(TITLES);
    const rep = ctx.insert(named('repeatingShifts'), {
      team_id: team,
      title,
      start_time: `${String(startHour).padStart(2, '0')}:00`,
      end_time: `${String(startHour + hours).padStart(2, '0')}:00`,
      places,
      weekdays,
      starts_on: first,
      ends_on: day(anchor, 180),
      timezone: 'Europe/London',
    });
    const members = byTeam.get(team) ?? [];
    for (let offset = -HISTORY_DAYS; offset <= AHEAD_DAYS; offset++) {
      const date = day(anchor, offset);
      if (!weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      const start = `${date}T${String(startHour).padStart(2, '0')}:00:00.000Z`;
      const available = members.filter((p) => activeOn(p, date) && p.status !== 'blocked');
      const chosen = available
        .filter(() => d.chance(Math.min(0.9, places / Math.max(1, available.length))))
        .slice(0, places);
      const past = offset < 0;
      const cancelled = d.chance(0.03);
      for (const p of chosen)
        if (!cancelled && (lastScheduled.get(p.id) ?? '') < start) lastScheduled.set(p.id, start);
      ctx.insert(named('shifts'), {
        team_id: team,
        title,
        start,
        end: `${date}T${String(startHour + hours).padStart(2, '0')}:00:00.000Z`,
        places,
        assignments: chosen.map((p) => ({
          user_id: p.id,
          status: past ? (d.chance(0.88) ? 'attended' : 'no_show') : 'assigned',
        })),
        repeating_shift_id: rep.id,
        status: cancelled ? 'cancelled' : 'scheduled',
        notes: cancelled ? 'Cancelled: weather warning.' : '',
      });
    }
  }
  for (let i = 0; i < 20; i++) {
    const offset = -HISTORY_DAYS + 20 + Math.round((i * (HISTORY_DAYS + AHEAD_DAYS - 30)) / 19);
    const date = day(anchor, offset);
    const team = d.pick(sites);
    const event = ctx.insert(named('events'), {
      // The month in words ("Volunteer open day, June 2025"), never an ISO month.
      // Named for its season (the same draw as before, so every other record stays the same).
      name: `${seasonalEventName(d.pick(EVENT_NAMES), Number(date.slice(5, 7)))}, ${MONTH_YEAR.format(new Date(`${date}T12:00:00Z`))}`,
      team_id: team,
      start: `${date}T10:00:00.000Z`,
      end: `${date}T16:00:00.000Z`,
      status: offset < 0 ? 'completed' : 'published',
    });
    for (let s = 0; s < d.int(1, 3); s++) {
      const session = ctx.insert(
        named('events.sessions'),
        {
          name: s === 0 ? 'Morning' : s === 1 ? 'Afternoon' : 'Evening',
          start: `${date}T${10 + s * 3}:00:00.000Z`,
          end: `${date}T${12 + s * 3}:00:00.000Z`,
          places: 20,
        },
        { eventId: String(event.id) },
      );
      const pool = people.filter((p) => activeOn(p, date));
      const seen = new Set<number>();
      for (let a = 0; a < d.int(5, 16) && pool.length; a++) {
        const p = d.pick(pool);
        if (seen.has(p.id)) continue;
        seen.add(p.id);
        ctx.insert(
          named('events.sessions.attendees'),
          {
            user_id: p.id,
            status:
              offset < 0
                ? d.chance(0.85)
                  ? 'attended'
                  : 'no_show'
                : d.pick(['confirmed', 'confirmed', 'invited']),
          },
          { eventId: String(event.id), sessionId: String(session.id) },
        );
      }
    }
  }
  const staff = people
    .filter((p) => p.status === 'active')
    .slice(0, 12)
    .map((p) => p.id)
    .concat([logins.admin]);
  for (let i = 0; i < 60; i++) {
    const status = i < 18 ? 'open' : i < 28 ? 'in_progress' : i < 56 ? 'done' : 'cancelled';
    const created = day(anchor, -d.int(0, 200));
    // Drawn in the order they always were, so every later record of the seed stays the same.
    const title = `${d.pick(['Order', 'Repair', 'Check', 'Plan', 'Renew'])} ${d.pick(['tools', 'first aid kits', 'minibus', 'signage', 'rota', 'risk assessment'])}`;
    const priority = d.pick(['low', 'normal', 'normal', 'high', 'urgent']);
    const drawn = d.pick(staff);
    const team = d.pick(sites);
    // A team's task goes to one of that team's active people (its leader's board reads
    // their names), else to one of the staff.
    const crew = people.filter((p) => p.team === team && p.status === 'active');
    const task = ctx.insert(named('tasks'), {
      title,
      status,
      priority,
      assignee_id: crew.length > 0 ? crew[drawn % crew.length]!.id : drawn,
      team_id: team,
      due_date: day(created, d.int(7, 60)),
      created_on: created,
    });
    ctx.insert(
      named('tasks.history'),
      { action: 'created', at: `${created}T09:00:00.000Z`, user_id: logins.admin },
      { taskId: String(task.id) },
    );
    if (status !== 'open')
      ctx.insert(
        named('tasks.history'),
        {
          action: `status changed to ${status}`,
          at: `${day(created, 3)}T09:00:00.000Z`,
          user_id: d.pick(staff),
        },
        { taskId: String(task.id) },
      );
  }
  for (let i = 0; i < 12; i++)
    ctx.insert(named('news'), {
      title: `Volunteer news ${i + 1}`,
      body: 'What our volunteers did this month.',
      published_at: `${day(anchor, -i * 40 - d.int(0, 20))}T08:00:00.000Z`,
    });
  for (const [i, type] of [
    'Policy',
    'Policy',
    'Form',
    'Guide',
    'Guide',
    'Risk assessment',
    'Minutes',
  ].entries())
    ctx.insert(named('documents'), {
      name: `${type} ${i + 1}`,
      type,
      folder: type === 'Minutes' ? 'Meetings' : 'Handbook',
    });
  seedResidential(ctx, d, people, sites.slice(0, 6), anchor);
  ctx.insert(named('organisation.loginMessages'), {
    title: 'Updated safeguarding policy',
    body: 'Please read the updated policy in the hub.',
    active: true,
  });
  for (const userId of [logins.admin, logins.volunteer]) {
    const scope = { userId: String(userId) };
    for (let i = 0; i < 6; i++)
      ctx.insert(
        named('users.notifications'),
        {
          title: d.pick([
            'New shift available',
            'Rota updated',
            'Expense approved',
            'Induction due',
            'Event reminder',
          ]),
          body: 'Open VolunteerKit for details.',
          read: i > 2,
          dismissed: false,
          sent_at: `${day(anchor, -i * 2)}T08:30:00.000Z`,
        },
        scope,
      );
    for (let i = 0; i < 4; i++)
      ctx.insert(
        named('users.messaging'),
        {
          subject: d.pick(['Thank you!', 'Next work party', 'Kit list', 'Minibus pick-up']),
          body: 'See you on site.',
          from_id: d.pick(staff),
          read: i > 1,
          sent_at: `${day(anchor, -i * 3)}T12:00:00.000Z`,
        },
        scope,
      );
  }
  const recent = people
    .filter((p) => p.start && p.start > day(anchor, -30))
    .slice(0, 10)
    .map((p) => personAction('Person started', p, `${p.start}T09:00:00.000Z`));
  const left = people
    .filter((p) => p.leave && p.leave > day(anchor, -30))
    .slice(0, 10)
    .map((p) => personAction('Person left', p, `${p.leave}T17:00:00.000Z`));
  for (const a of [...recent, ...left].sort((x, y) => y.at.localeCompare(x.at)))
    ctx.insert(named('dashboard.recentActions'), { ...a, user_id: logins.admin });
  return lastScheduled;
}
