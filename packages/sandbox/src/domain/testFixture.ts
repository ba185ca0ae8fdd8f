/**
 * A small known dataset for the report table tests (not part of the build).
 *
 * @module
 */
import type { SeedContext } from '../seed/context.js';
import { ALL_PERMISSIONS } from '../seed/permissions.js';
import { addDays } from './report.js';
import { named } from '../store/collections.js';

/** Ids of the fixture's records. */
export interface Fixture {
  root: number;
  alpha: number;
  alphaOne: number;
  bravo: number;
  ann: number;
  ben: number;
  cat: number;
  dan: number;
  safety: number;
  s1: number;
  upcoming: number;
  session: number;
}

const full = {
  phone: '01234',
  date_of_birth: '1990-01-01',
  postcode: 'AB1 2CD',
  emergency_contact: 'Kim',
};

/** Writes the fixture; `today` places the upcoming shift and session tomorrow. */
export function seedFixture(ctx: SeedContext, out: Partial<Fixture>, today: string): void {
  ctx.insert(named('organisation'), { name: 'Fixture org', timezone: 'Europe/London' });
  ctx.user(
    {
      email: 'admin@volunteerkit.test',
      first_name: 'Ada',
      last_name: 'Admin',
      role: 'administrator',
      status: 'active',
      permissions: ALL_PERMISSIONS,
    },
    { password: 'volunteerkit-demo' },
  );
  const team = (name: string, parent_id: number | null) =>
    ctx.insert(named('organisation.teams'), { name, parent_id, icon: 'site', disabled: false }).id;
  const root = team('Org', null);
  const alpha = team('Alpha', root);
  const alphaOne = team('Alpha One', alpha);
  const bravo = team('Bravo', root);
  const safety = ctx.insert(named('organisation.skillCategories'), { name: 'Safety' }).id;
  const transport = ctx.insert(named('organisation.skillCategories'), { name: 'Transport' }).id;
  ctx.insert(named('organisation.skills'), { name: 'First aid', category_id: safety });
  ctx.insert(named('organisation.skills'), { name: 'Driving', category_id: transport });
  const person = (first: string, last: string, data: Record<string, unknown>) =>
    ctx.insert(named('users'), {
      first_name: first,
      last_name: last,
      email: `${first}@x.test`,
      ...data,
    }).id;
  const ann = person('Ann', 'Active', {
    ...full,
    status: 'active',
    start_date: '2025-02-10',
    team_ids: [alphaOne],
    role: 'volunteer',
    diversity: { gender: 'Woman' },
    motivation: 'Give back',
    skills: ['First aid', 'Driving'],
    vetting_status: 'cleared',
    vetting_expires: '2099-01-01',
    last_login_at: '2025-03-05T10:00:00Z',
  });
  const ben = person('Ben', 'Leaver', {
    ...full,
    status: 'leaver',
    start_date: '2024-06-01',
    leave_date: '2025-03-15',
    leaving_reason: 'Moved away',
    team_ids: [bravo],
    role: 'volunteer',
    gender: 'Man',
    motivation: 'Meet people',
  });
  const cat = person('Cat', 'Applicant', {
    ...full,
    phone: '',
    status: 'applicant',
    team_ids: [alpha],
    role: 'volunteer',
    skills: ['First aid'],
  });
  const dan = person('Dan', 'Doe', {
    ...full,
    status: 'active',
    start_date: '2025-03-20',
    team_ids: [bravo],
    role: 'coordinator',
    diversity: { gender: 'Man', ethnicity: null },
    motivation: 'Give back',
    vetting_status: 'pending',
  });
  const shift = (
    team_id: number,
    day: string,
    from: string,
    to: string,
    places: number,
    assignments: unknown[],
    status = 'scheduled',
  ) =>
    ctx.insert(named('shifts'), {
      team_id,
      title: `Shift ${day}`,
      start: `${day}T${from}:00.000Z`,
      end: `${day}T${to}:00.000Z`,
      places,
      assignments,
      status,
    }).id;
  const s1 = shift(alphaOne, '2025-03-01', '09:00', '12:00', 3, [
    { user_id: ann, status: 'attended' },
    { user_id: dan, status: 'no_show' },
  ]);
  shift(bravo, '2025-03-10', '10:00', '11:30', 2, [
    { user_id: dan, status: 'attended' },
    { user_id: ben, status: 'attended' },
  ]);
  shift(
    bravo,
    '2025-03-11',
    '10:00',
    '11:00',
    2,
    [{ user_id: dan, status: 'attended' }],
    'cancelled',
  );
  const tomorrow = addDays(today, 1);
  const upcoming = shift(alpha, tomorrow, '09:00', '10:00', 4, []);
  const event = ctx.insert(named('events'), { name: 'Beach clean', team_id: bravo }).id;
  const session = ctx.insert(
    named('events.sessions'),
    {
      name: 'Beach clean morning',
      start: `${tomorrow}T11:00:00.000Z`,
      end: `${tomorrow}T12:00:00.000Z`,
      places: 10,
    },
    { eventId: String(event) },
  ).id;
  ctx.insert(
    named('events.sessions.attendees'),
    { user_id: ann, status: 'confirmed' },
    { eventId: String(event), sessionId: String(session) },
  );
  const claim = (
    user_id: number,
    amount: number,
    expense_type: string,
    status: string,
    day: string,
    team_id: number,
    authoriser_id: number | null = null,
  ) =>
    ctx.insert(named('claims'), {
      user_id,
      amount,
      expense_type,
      status,
      submitted_at: `${day}T12:00:00.000Z`,
      team_id,
      authoriser_id,
    });
  claim(ann, 12.5, 'Travel', 'pending', '2025-03-02', alphaOne);
  claim(dan, 30, 'Meals', 'approved', '2025-03-12', bravo, ann);
  claim(ann, 7.5, 'Travel', 'approved', '2025-03-20', alphaOne, ann);
  ctx.insert(named('applications'), {
    user_id: cat,
    stage: 'interview',
    status: 'pending',
    applied_at: '2025-03-03',
    team_id: alpha,
  });
  const m1 = ctx.insert(named('organisation.inductionModules'), {
    name: 'Safeguarding',
    compulsory: true,
  }).id;
  const m2 = ctx.insert(named('organisation.inductionModules'), {
    name: 'Manual handling',
    compulsory: false,
  }).id;
  const induction = (
    user: number,
    module_id: number,
    name: string,
    data: Record<string, unknown>,
  ) =>
    ctx.insert(named('users.inductions'), { module_id, name, ...data }, { userId: String(user) });
  induction(ann, m1, 'Safeguarding', { status: 'completed', completed_at: '2025-03-04T09:00:00Z' });
  induction(ann, m2, 'Manual handling', { status: 'pending' });
  induction(dan, m1, 'Safeguarding', { status: 'pending', due_date: '2025-01-01' });
  ctx.insert(named('tasks'), {
    title: 'Fix the gate',
    status: 'open',
    priority: 'high',
    team_id: alphaOne,
  });
  ctx.insert(named('tasks'), {
    title: 'Order gloves',
    status: 'done',
    priority: 'low',
    team_id: bravo,
  });
  for (const type of ['Policy', 'Policy', 'Form'])
    ctx.insert(named('documents'), { name: `${type} doc`, type });
  for (const day of ['2025-03-01', '2025-03-15', '2025-04-02'])
    ctx.insert(named('news'), { title: `News ${day}`, published_at: `${day}T08:00:00Z` });
  ctx.insert(
    named('users.touchpoints'),
    { date: '2025-03-05', type: 'call' },
    { userId: String(ann) },
  );
  ctx.insert(
    named('users.touchpoints'),
    { date: '2025-04-01', type: 'visit' },
    { userId: String(dan) },
  );
  Object.assign(out, {
    root,
    alpha,
    alphaOne,
    bravo,
    ann,
    ben,
    cat,
    dan,
    safety,
    s1,
    upcoming,
    session,
  });
}
