/**
 * The demo's safeguarding (issue 50): disclosure types with levels, clearance
 * flags, risk activities, vetting checks (some expiring in the next 30, 60
 * and 90 days, Sam's expired), a youth-camp shift in Val's team that needs an
 * Enhanced disclosure (Val is placed on it, and her check expires before it),
 * an internal opportunity that needs one from two weeks on, and an applicant
 * whose e-mail address is on the blacklist. Seeded last, so
 * every other demo record keeps its id.
 *
 * @module
 */
import { DEMO_LOGINS, type SeedContext } from './context.js';
import { day } from './people.js';
import { named } from '../store/collections.js';
import { SECOND_VOLUNTEER } from './volunteerDemo.js';

/** The e-mail address of the demo's blacklisted applicant. */
export const BLACKLISTED_APPLICANT = 'rory.blackwood@example.test';

/** The demo's internal opportunity that needs an Enhanced disclosure (issue 50). */
export const YOUTH_CAMP_OPPORTUNITY = 'Youth camp leader';

/** The title of the demo's youth-camp shift (needs an Enhanced disclosure). */
export const YOUTH_CAMP_SHIFT = 'Youth camp: night walk';

const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Writes the demo's safeguarding records; `anchor` is the demo's today (YYYY-MM-DD). */
export function seedSafetyDemo(ctx: SeedContext, anchor: string): void {
  const users = ctx.store.all(named('users'));
  const val = users.find((u) => u.email === DEMO_LOGINS.volunteer);
  const sam = users.find((u) => u.email === SECOND_VOLUNTEER);
  if (!val || !sam) return;
  const type = (name: string, level: number, description: string) =>
    ctx.insert(named('organisation.disclosureTypes'), { name, level, description }).id;
  const basic = type('Basic disclosure', 1, 'Unspent convictions only.');
  const standard = type('Standard disclosure', 2, 'Spent and unspent convictions and cautions.');
  const enhanced = type(
    'Enhanced disclosure',
    3,
    'As standard, with information held by the police; for work with children or adults at risk.',
  );
  const flag = (name: string, description: string) =>
    ctx.insert(named('organisation.clearanceFlags'), { name, description }).id;
  const children = flag(
    'Cleared to work with children',
    'Checked against the children’s barred list.',
  );
  flag('Cleared to work with adults at risk', 'Checked against the adults’ barred list.');
  const minibus = flag('Minibus driver', 'D1 licence seen and a driving assessment passed.');
  ctx.insert(named('organisation.riskActivities'), {
    name: 'Working with children',
    description: 'Supervising or looking after people under 18.',
    works_with_children: true,
    disclosure_type_id: enhanced,
  });
  ctx.insert(named('organisation.riskActivities'), {
    name: 'Driving the minibus',
    description: 'Driving volunteers or visitors in the organisation’s minibus.',
    clearance_flag_ids: [minibus],
  });
  ctx.insert(named('organisation.riskActivities'), {
    name: 'Lone working',
    description: 'Working out of sight and earshot of other volunteers.',
    disclosure_type_id: basic,
  });
  const check = (
    userId: number,
    disclosure: number,
    expiresIn: number,
    extra: Record<string, unknown> = {},
  ) => {
    // The person's vetting summary (the vetting reports read it) follows their check.
    ctx.store.update(named('users'), {}, userId, {
      vetting_status: 'cleared',
      vetting_expires: day(anchor, expiresIn),
    });
    return ctx.insert(named('vetting'), {
      user_id: userId,
      disclosure_type_id: disclosure,
      clearance_flag_ids: disclosure === enhanced ? [children] : [],
      reference: `0019${String(userId).padStart(8, '0')}`,
      issued_on: day(anchor, expiresIn - 3 * 365),
      expires_on: day(anchor, expiresIn),
      status: 'cleared',
      ...extra,
    });
  };
  // Val's Enhanced disclosure runs out before the youth camp; Sam's has already expired.
  check(val.id, enhanced, 40);
  check(sam.id, enhanced, -35);
  const team = Array.isArray(val.team_ids) ? Number(val.team_ids[0]) : NaN;
  const active = users.filter(
    (u) =>
      u.status === 'active' &&
      u.id !== val.id &&
      u.id !== sam.id &&
      typeof u.email === 'string' &&
      !Object.values(DEMO_LOGINS).includes(u.email as never),
  );
  const inTeam = active.filter((u) => Array.isArray(u.team_ids) && u.team_ids.includes(team));
  const others = active.filter((u) => !inTeam.includes(u));
  // Two cleared people in Val's team for the camp, and checks due across the next 90 days.
  const campers = inTeam.slice(0, 2);
  for (const u of campers) check(u.id, enhanced, 700);
  const due: [number, number][] = [
    [12, standard],
    [21, enhanced],
    [27, basic],
    [38, enhanced],
    [52, standard],
    [66, enhanced],
    [80, basic],
    [88, standard],
  ];
  for (const [n, [expiresIn, disclosure]] of due.entries()) {
    const person = others[n * 7];
    if (person) check(person.id, disclosure, expiresIn);
  }
  const pending = others[70];
  if (pending)
    ctx.insert(named('vetting'), {
      user_id: pending.id,
      disclosure_type_id: enhanced,
      clearance_flag_ids: [],
      reference: '',
      issued_on: null,
      expires_on: null,
      status: 'pending',
      applied_on: day(anchor, -10),
    });
  // The youth camp needs an Enhanced disclosure; Val and two cleared people are placed on it.
  if (Number.isInteger(team)) {
    const date = day(anchor, 60);
    ctx.insert(named('shifts'), {
      team_id: team,
      title: YOUTH_CAMP_SHIFT,
      start: at(date, 18),
      end: at(date, 22),
      places: 6,
      location: 'Glenmore youth camp',
      what_to_bring: 'Head torch, warm layers',
      assignments: [val, ...campers].map((u) => ({ user_id: u.id, status: 'assigned' })),
      status: 'scheduled',
      notes: 'Leaders for a night walk with the 11 to 14 year olds.',
      requirements: { disclosure_type_id: enhanced },
    });
  }
  // An internal opportunity that needs an Enhanced disclosure from its start in two weeks: the
  // volunteers see what it needs beside it, and Val that hers is valid until after that day.
  if (Number.isInteger(team))
    ctx.insert(named('opportunities'), {
      display_name: YOUTH_CAMP_OPPORTUNITY,
      short_advert: 'Lead small groups at the February youth camp: walks, games and campfires.',
      team_id: team,
      type: 'Volunteering',
      advert_target: 'internal',
      published: true,
      starts_on: day(anchor, 14),
      requirements: { disclosure_type_id: enhanced },
    });
  // An applicant at interview whose e-mail address is on the blacklist.
  const category = ctx.store
    .all(named('organisation.recruitment.categories'))
    .find((c) => c.name === 'General volunteering');
  const rory = ctx.insert(named('users'), {
    email: BLACKLISTED_APPLICANT,
    first_name: 'Rory',
    last_name: 'Blackwood',
    role: 'volunteer',
    timezone: 'Europe/London',
    permissions: ['view-opportunities', 'view-residential', 'view-rotas'],
    status: 'applicant',
    team_ids: Number.isInteger(team) ? [team] : [],
    date_of_birth: '1988-04-17',
    vetting_status: 'none',
  });
  ctx.insert(named('applications'), {
    user_id: rory.id,
    category_id: category?.id ?? null,
    stage: 'interview',
    status: 'pending',
    applied_at: day(anchor, -12),
    team_id: Number.isInteger(team) ? team : null,
  });
  ctx.insert(named('organisation.blacklist'), {
    email: BLACKLISTED_APPLICANT,
    name: 'Rory Blackwood',
    reason: 'Referred to the barring service by a previous organisation (2025).',
    added_on: day(anchor, -400),
  });
}
