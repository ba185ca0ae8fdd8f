/**
 * The demo organisation's people: about 400 volunteers, applicants and
 * leavers with 18 months of history (start and leave dates, teams, roles,
 * skills, vetting, inductions, expense claims, applications), generated
 * deterministically from a seed number and an anchor day.
 *
 * @module
 */
import type { SeedContext } from './context.js';
import { seedPersonRecords } from './personRecords.js';
import { named } from '../store/collections.js';

/** Random helpers over a seeded generator. */
export interface Dice {
  r: () => number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** Dice over `random`. */
export function dice(random: () => number): Dice {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return {
    r: random,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    chance: (p) => random() < p,
  };
}

/** Adds days to a YYYY-MM-DD day. */
export const day = (anchor: string, offset: number) =>
  new Date(Date.parse(`${anchor}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const FIRST = [
  'Isla',
  'Rhys',
  'Aoife',
  'Oliver',
  'Priya',
  'Callum',
  'Megan',
  'Noah',
  'Ava',
  'Ewan',
  'Freya',
  'Harry',
  'Niamh',
  'Owen',
  'Sophie',
  'Arjun',
  'Grace',
  'Jack',
  'Lucy',
  'Mohammed',
  'Ruby',
  'Sam',
  'Zara',
  'Dylan',
  'Eilidh',
  'Finn',
  'Hannah',
  'Kai',
  'Layla',
  'Rory',
];
const LAST = [
  'Campbell',
  'Evans',
  'Byrne',
  'Smith',
  'Patel',
  'MacLeod',
  'Jones',
  'Williams',
  'Brown',
  'Taylor',
  'Davies',
  'Wilson',
  'Murphy',
  'Thomas',
  'Roberts',
  'Khan',
  'Walker',
  'Wright',
  'Thompson',
  'Hughes',
  'Kelly',
  'Morgan',
  'Stewart',
  'Reid',
  'Ali',
];
/** Leaving reasons of the demo organisation. */
export const LEAVING_REASONS = [
  'Moved away',
  'Found paid work',
  'Time commitments',
  'Health',
  'Family reasons',
  'Other',
];
/** Motivations of the demo organisation. */
export const MOTIVATIONS = [
  'Give something back',
  'Learn new skills',
  'Meet people',
  'Career experience',
  'Love the outdoors',
];
const SKILLS: Record<string, string[]> = {
  Safety: ['First aid', 'Food hygiene', 'Manual handling'],
  Outdoors: ['Chainsaw', 'Dry-stone walling', 'Tree planting', 'Map reading'],
  People: ['Leading groups', 'British Sign Language', 'Welsh speaker', 'Mentoring'],
  Transport: ['Minibus driving', '4x4 driving'],
};
const MODULES: [string, boolean][] = [
  ['Welcome and safeguarding', true],
  ['Health and safety', true],
  ['Data protection', true],
  ['Tool care', false],
  ['Leading a work party', false],
];
const GENDERS = ['Woman', 'Man', 'Non-binary', 'Prefer not to say'];
const ETHNICITY = [
  'Asian',
  'Black',
  'Mixed',
  'White',
  'White',
  'White',
  'Other',
  'Prefer not to say',
];

/** A generated person with what the activity generator needs. */
export interface DemoPerson {
  id: number;
  /** First and last name. */
  name: string;
  team: number;
  start?: string;
  leave?: string;
  status: string;
}

/**
 * Writes the people and their records. `sites` are the team ids people belong
 * to; `anchor` is "today" of the history (YYYY-MM-DD).
 */
export function seedPeople(
  ctx: SeedContext,
  d: Dice,
  sites: number[],
  anchor: string,
  count: number,
  staff: number[],
) {
  for (const name of LEAVING_REASONS) ctx.insert(named('organisation.leavingReasons'), { name });
  for (const name of MOTIVATIONS) ctx.insert(named('organisation.motivations'), { name });
  for (const [category, names] of Object.entries(SKILLS)) {
    const cat = ctx.insert(named('organisation.skillCategories'), { name: category });
    for (const name of names)
      ctx.insert(named('organisation.skills'), { name, category_id: cat.id });
  }
  const allSkills = Object.values(SKILLS).flat();
  const modules = MODULES.map(([name, compulsory]) =>
    ctx.insert(named('organisation.inductionModules'), { name, compulsory }),
  );
  const recruitment = ctx.insert(named('organisation.recruitment.categories'), {
    name: 'General volunteering',
  });
  const STAGES = ['applied', 'screening', 'interview', 'references', 'offered', 'accepted'];
  for (const [i, name] of STAGES.entries())
    ctx.insert(
      named('organisation.recruitment.categories.stages'),
      { name, position: i + 1 },
      { categoryId: String(recruitment.id) },
    );

  const people: DemoPerson[] = [];
  for (let n = 0; n < count; n++) {
    const first = d.pick(FIRST);
    const last = d.pick(LAST);
    const team = d.pick(sites);
    const roll = d.r();
    const status =
      roll < 0.12
        ? 'applicant'
        : roll < 0.3
          ? 'leaver'
          : roll < 0.36
            ? 'inactive'
            : roll < 0.37
              ? 'blocked'
              : 'active';
    // 55% started before the 18 months, the rest during them.
    const start =
      status === 'applicant'
        ? undefined
        : d.chance(0.55)
          ? day(anchor, -d.int(548, 1800))
          : day(anchor, -d.int(7, 547));
    const leave =
      status === 'leaver' && start
        ? day(
            anchor,
            -d.int(
              1,
              Math.min(
                547,
                Math.max(2, Math.round((Date.parse(anchor) - Date.parse(start)) / 86_400_000) - 1),
              ),
            ),
          )
        : undefined;
    const roleRoll = d.r();
    const role = roleRoll < 0.85 ? 'volunteer' : roleRoll < 0.95 ? 'team leader' : 'coordinator';
    const vettingRoll = d.r();
    const vetting =
      status === 'applicant'
        ? d.chance(0.4)
          ? 'pending'
          : 'none'
        : vettingRoll < 0.65
          ? 'cleared'
          : vettingRoll < 0.8
            ? 'pending'
            : 'none';
    const record = ctx.insert(named('users'), {
      email: `${first}.${last}.${n + 1}@volunteerkit.test`.toLowerCase(),
      first_name: first,
      last_name: last,
      role,
      roles:
        role === 'volunteer'
          ? ['Conservation volunteer']
          : ['Conservation volunteer', 'Event steward'],
      timezone: 'Europe/London',
      permissions: ['view-opportunities', 'view-residential', 'view-rotas'],
      status,
      start_date: start ?? null,
      leave_date: leave ?? null,
      leaving_reason: leave ? d.pick(LEAVING_REASONS) : null,
      motivation: d.chance(0.9) ? d.pick(MOTIVATIONS) : null,
      team_ids: [team],
      // Diversity answers live in `diversity` only (authz/policy.ts DIVERSITY_FIELDS). Two
      // draws, as when a top-level `gender` came first: the demo data after them stays the same.
      diversity: {
        gender: [d.pick(GENDERS), d.pick(GENDERS)][1],
        ethnicity: d.pick(ETHNICITY),
        disability: d.chance(0.12) ? 'Yes' : 'No',
      },
      date_of_birth: d.chance(0.92) ? day(anchor, -d.int(16 * 365 + 10, 78 * 365)) : null,
      phone: d.chance(0.9) ? `07${d.int(100000000, 999999999)}` : '',
      postcode: d.chance(0.85)
        ? `${d.pick(['IV', 'PH', 'CA', 'EX', 'LL', 'LD', 'BT'])}${d.int(1, 40)} ${d.int(1, 9)}${d.pick(['AB', 'XY', 'QT'])}`
        : '',
      emergency_contact: d.chance(0.75) ? `${d.pick(FIRST)} ${last}` : '',
      vetting_status: vetting,
      vetting_expires: vetting === 'cleared' ? day(anchor, d.int(-60, 1000)) : null,
      skills: Array.from({ length: d.int(0, 3) }, () => d.pick(allSkills)).filter(
        (s, i, a) => a.indexOf(s) === i,
      ),
      last_login_at:
        status === 'active' && d.chance(0.8)
          ? `${day(anchor, -d.int(0, 120))}T${String(d.int(7, 21)).padStart(2, '0')}:15:00.000Z`
          : null,
      blocked: status === 'blocked',
      blocked_reason: status === 'blocked' ? 'Repeated no-shows' : null,
    });
    people.push({ id: record.id, name: `${first} ${last}`, team, start, leave, status });
    seedPersonRecords(ctx, d, record, {
      team,
      start,
      leave,
      status,
      anchor,
      modules,
      staff,
      recruitment: recruitment.id,
      stages: STAGES,
    });
  }
  return people;
}
