/**
 * Val Volunteer's own history and future for the volunteer portal (issue 28):
 * attended shifts this year, places on upcoming shifts, open shifts in Val's
 * team (one with a single place left), expense claims in every state with a
 * named authoriser, a completed and a pending induction, contact details, an
 * application in progress, and a second volunteer login in the same team
 * (`volunteer2@volunteerkit.test`) who competes for the last place, and an
 * upcoming residential stay (a free room, changeover day to changeover day).
 *
 * @module
 */
import { DEMO_LOGINS, DEMO_PASSWORD, type SeedContext } from './context.js';
import { VOLUNTEER_PERMISSIONS } from './permissions.js';
import { day } from './people.js';
import { named } from '../store/collections.js';
import { syncUserBookingCopy } from '../domain/userBookingCopy.js';

/** The second volunteer login of the demo, in Val's team. */
export const SECOND_VOLUNTEER = 'volunteer2@volunteerkit.test';

const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Writes Val's records; `anchor` is the demo's today (YYYY-MM-DD). */
export function seedVolunteerDemo(ctx: SeedContext, anchor: string): void {
  const users = ctx.store.all(named('users'));
  const val = users.find((u) => u.email === DEMO_LOGINS.volunteer);
  const coordinator = users.find((u) => u.email === DEMO_LOGINS.coordinator);
  if (!val || !coordinator) return;
  const team = Array.isArray(val.team_ids) ? Number(val.team_ids[0]) : NaN;
  if (!Number.isInteger(team)) return;
  const teamName = String(ctx.store.get(named('organisation.teams'), {}, team)?.name ?? 'base');
  const sam = ctx.user(
    {
      email: SECOND_VOLUNTEER,
      first_name: 'Sam',
      last_name: 'Second',
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'active',
      start_date: '2024-02-01',
      team_ids: [team],
    },
    { password: DEMO_PASSWORD },
  );
  const shift = (
    offset: number,
    title: string,
    hours: [number, number],
    places: number,
    people: number[],
    extra: Record<string, unknown> = {},
  ) => {
    const date = day(anchor, offset);
    ctx.insert(named('shifts'), {
      team_id: team,
      title,
      start: at(date, hours[0]),
      end: at(date, hours[1]),
      places,
      location: `${teamName} yard`,
      what_to_bring: 'Boots, waterproofs and a packed lunch',
      assignments: people.map((user_id) => ({
        user_id,
        status: offset < 0 ? 'attended' : 'assigned',
      })),
      status: 'scheduled',
      notes: '',
      ...extra,
    });
  };
  // Attended shifts since the start of the anchor's year (hours this year).
  const yearStart = `${anchor.slice(0, 4)}-01-01`;
  for (let offset = -3; offset >= -120; offset -= 17) {
    if (day(anchor, offset) < yearStart) break;
    shift(offset, 'Path repairs', [9, 13], 6, [val.id, sam.id]);
  }
  // Val's upcoming places, and open shifts in Val's team.
  shift(5, 'Tree planting', [9, 15], 8, [val.id]);
  shift(12, 'Visitor welcome', [10, 14], 4, [val.id, sam.id]);
  shift(8, 'Litter pick', [10, 13], 6, [sam.id]);
  shift(15, 'Wildlife survey', [8, 12], 2, [sam.id], { title: 'Wildlife survey (last place)' });
  shift(22, 'Fence building', [9, 16], 5, []);
  // Expense claims in every state, decided by Cory Coordinator, Val's named authoriser.
  ctx.insert(
    named('users.expenses.authorisers'),
    { authoriser_id: coordinator.id, name: 'Cory Coordinator' },
    { userId: String(val.id) },
  );
  const claims: [string, number, string, number][] = [
    ['Travel', 18.4, 'pending', -4],
    ['Meals', 9.5, 'approved', -20],
    ['Equipment', 42, 'paid', -60],
    ['Travel', 120, 'rejected', -75],
  ];
  for (const [expense_type, amount, status, offset] of claims)
    ctx.insert(named('claims'), {
      user_id: val.id,
      team_id: team,
      expense_type,
      amount,
      date: day(anchor, offset - 1),
      description: expense_type === 'Travel' ? 'Bus to the work party' : '',
      status,
      submitted_at: at(day(anchor, offset), 18),
      authoriser_id: status === 'pending' ? null : coordinator.id,
      decided_at: status === 'pending' ? null : at(day(anchor, offset + 3), 10),
      ...(status === 'rejected'
        ? { decision_reason: 'Please claim the return fare only and attach the ticket.' }
        : {}),
      ...(status === 'paid'
        ? { paid_at: at(day(anchor, offset + 10), 12), paid_by: coordinator.id }
        : {}),
      receipts: [],
    });
  const scope = { userId: String(val.id) };
  ctx.insert(
    named('users.inductions'),
    {
      name: 'Tool safety',
      status: 'completed',
      compulsory: true,
      completed_at: at(day(anchor, -200), 11),
    },
    scope,
  );
  ctx.insert(named('users.phoneNumbers'), { type: 'mobile', number: '07700 900123' }, scope);
  ctx.insert(named('users.emailAddresses'), { type: 'home', email: DEMO_LOGINS.volunteer }, scope);
  ctx.insert(
    named('users.emergencyContacts'),
    { name: 'Rowan Volunteer', relationship: 'Partner', phone: '07700 900456' },
    scope,
  );
  ctx.insert(
    named('users.postalAddresses'),
    { line_1: '4 Birch Lane', town: 'Aviemore', postcode: 'PH22 1AB', country: 'United Kingdom' },
    scope,
  );
  const opportunities: [string, string][] = [
    ['Trail team volunteer', 'Build and mend paths with the ranger team, one day a week.'],
    ['Visitor centre welcomer', 'Greet visitors, answer questions and help at events.'],
    ['Wildlife survey helper', 'Count birds and butterflies on set routes, spring to autumn.'],
  ];
  for (const [display_name, short_advert] of opportunities)
    ctx.insert(named('opportunities'), {
      display_name,
      short_advert,
      ...(display_name.startsWith('Wildlife')
        ? {
            application_form: {
              documents: [
                { key: 'id_document', label: 'Proof of identity', required: true },
                { key: 'survey_record', label: 'A past survey record', required: false },
              ],
            },
          }
        : {}),
      team_id: team,
      type: 'Volunteering',
      advert_target: 'internal',
      location: { name: teamName },
      published: true,
    });
  // Filed under a category with stages, at its references stage, so the board shows it.
  const category = ctx.store
    .all(named('organisation.recruitment.categories'))
    .find((c) => c.name === 'General volunteering');
  ctx.insert(
    named('users.applications'),
    {
      category_id: category?.id ?? null,
      name: 'Residential volunteers',
      stage: 'references',
      status: 'pending',
      applied_at: day(anchor, -9),
      references_received: 1,
      references_needed: 2,
    },
    scope,
  );
  seedValStay(ctx, anchor, Number(val.id), `${String(val.first_name)} ${String(val.last_name)}`);
}

/** Books Val a week in the first residential room free for it, Saturday to Saturday, from seven weeks ahead. */
function seedValStay(ctx: SeedContext, anchor: string, userId: number, name: string): void {
  let from = day(anchor, 49);
  while (new Date(`${from}T00:00:00Z`).getUTCDay() !== 6) from = day(from, 1);
  const to = day(from, 7);
  const clash = (b: Record<string, unknown>) =>
    String(b.starts_on) < to && String(b.ends_on) > from;
  const rows = ctx.store.db
    .prepare('SELECT id, scope FROM records WHERE collection = ? ORDER BY id')
    .all(named('organisation.teams.residentialRooms')) as { id: number; scope: string }[];
  for (const { id, scope } of rows) {
    const teamId = Number(/teamId=(\d+)/.exec(scope)?.[1]);
    const busy =
      ctx.store.findBy(named('residentialBookings'), 'room_id', id).some(clash) ||
      ctx.store
        .all(named('organisation.teams.residentialRooms.unavailablePeriods'), {
          teamId: String(teamId),
          roomId: String(id),
        })
        .some(clash);
    if (busy || !Number.isInteger(teamId)) continue;
    const room = ctx.store.get(
      named('organisation.teams.residentialRooms'),
      { teamId: String(teamId) },
      id,
    );
    const booking = ctx.insert(named('residentialBookings'), {
      team_id: teamId,
      room_id: id,
      room_name: room?.name ?? null,
      user_id: userId,
      guest_name: name,
      starts_on: from,
      ends_on: to,
      notes: 'Trail building week',
      status: 'booked',
    });
    syncUserBookingCopy(ctx.store, booking);
    return;
  }
}

/**
 * The references of Val's application in progress, one back and one awaited
 * (what her application's `references_received` says). Written after the
 * applications are linked, so the other records keep their ids; the staff
 * board's copies follow (domain/applicationRecords.ts).
 */
export function seedValReferences(ctx: SeedContext, anchor: string): void {
  const val = ctx.store.all(named('users')).find((u) => u.email === DEMO_LOGINS.volunteer);
  if (!val) return;
  const scope = { userId: String(val.id) };
  const application = ctx.store
    .all(named('users.applications'), scope)
    .find((a) => a.name === 'Residential volunteers' && a.status === 'pending');
  if (!application) return;
  const appScope = { ...scope, applicationId: String(application.id) };
  const referees = [
    { name: 'Morag Ross (former manager)', received: true },
    { name: 'Iain Munro (neighbour)', received: false },
  ];
  for (const r of referees)
    ctx.insert(
      named('users.applications.references'),
      {
        referee_name: r.name,
        status: r.received ? 'received' : 'requested',
        requested_at: at(day(anchor, -9), 10),
        received_at: r.received ? at(day(anchor, -3), 15) : null,
      },
      appScope,
    );
}

/**
 * What Val keeps on her own record besides (issue 49): two to-dos from her
 * coordinator, one done, and a recognition from staff. Her ★ hour milestones
 * are computed from her attended shifts when her recognitions are read
 * (domain/milestones.ts), not seeded.
 */
export function seedValKeep(ctx: SeedContext, anchor: string): void {
  const val = ctx.store.all(named('users')).find((u) => u.email === DEMO_LOGINS.volunteer);
  if (!val) return;
  const scope = { userId: String(val.id) };
  ctx.insert(
    named('users.todos'),
    { title: 'Read the lone working guidance', due_date: day(anchor, 6), done: false },
    scope,
  );
  ctx.insert(
    named('users.todos'),
    { title: 'Send a photo for your volunteer badge', due_date: day(anchor, -4), done: true },
    scope,
  );
  ctx.insert(
    named('users.recognitions'),
    {
      name: 'Path repairs team thanks',
      description: 'For rebuilding the steps at the yard after the October storms.',
      awarded_at: at(day(anchor, -30), 12),
    },
    scope,
  );
}
