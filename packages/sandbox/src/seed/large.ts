/**
 * The `large` seed for benchmarks: the demo organisation and logins plus a
 * generated volume of opportunities, teams and roles, deterministic from a seed
 * number. Everything is written in one transaction with cached statements.
 *
 * @module
 */
import { mulberry32 } from '../chaos.js';
import type { SeedContext } from './context.js';
import { makeOpportunity, seedOrganisation, seedPartners } from './demo.js';
import { DEMO_PLACES } from './places.js';
import { named } from '../store/collections.js';

/** Sizes of the large dataset. */
export interface LargeSeedOptions {
  /**
   * Seed number of the generator.
   * @default 1
   */
  seed?: number;
  /**
   * Residential opportunities.
   * @default 100000
   */
  opportunities?: number;
  /**
   * Teams (at most 4 levels deep).
   * @default 10000
   */
  teams?: number;
  /**
   * Role profiles.
   * @default 2000
   */
  roles?: number;
}

const TEAM_WORDS = [
  'North',
  'South',
  'East',
  'West',
  'Upper',
  'Lower',
  'Glen',
  'Vale',
  'Moor',
  'Forest',
  'River',
  'Coast',
];
const ROLE_WORDS = [
  'Ranger',
  'Steward',
  'Guide',
  'Surveyor',
  'Leader',
  'Helper',
  'Driver',
  'Cook',
  'Warden',
  'Mentor',
];
const ROLE_TYPES = ['volunteer', 'non-volunteer', 'system'];

/** The `large` seed. */
export function seedLarge(ctx: SeedContext, options: LargeSeedOptions = {}): void {
  const { seed = 1, opportunities = 100_000, teams = 10_000, roles = 2_000 } = options;
  const random = mulberry32(seed);
  const base = seedOrganisation(ctx);
  const partners = seedPartners(ctx);

  const families = Array.from({ length: 20 }, (_, i) =>
    ctx.insert(named('organisation.roleFamilies'), { name: `Family ${i + 1}` }),
  );
  for (let i = 0; i < roles; i++) {
    const family = families[Math.floor(random() * families.length)];
    ctx.insert(named('organisation.roleProfiles'), {
      name: `${ROLE_WORDS[i % ROLE_WORDS.length] ?? 'Role'} ${i + 1}`,
      type: ROLE_TYPES[Math.floor(random() * 3)] ?? 'volunteer',
      status: random() < 0.1 ? 'inactive' : 'active',
      family: family ? { id: family.id, name: family.name } : null,
      account_code: `RP-${1000 + (i % 250)}`,
    });
  }

  const teamDepth: { id: number; depth: number }[] = [{ id: base.rootTeam.id, depth: 1 }];
  for (let i = 0; i < teams; i++) {
    let parent = teamDepth[Math.floor(random() * teamDepth.length)] ?? teamDepth[0];
    while (parent && parent.depth >= 4) parent = teamDepth[Math.floor(random() * teamDepth.length)];
    const record = ctx.insert(named('organisation.teams'), {
      name: `${TEAM_WORDS[Math.floor(random() * TEAM_WORDS.length)] ?? 'Team'} team ${i + 1}`,
      parent_id: parent?.id ?? null,
      icon: 'site',
      disabled: random() < 0.05,
    });
    teamDepth.push({ id: record.id, depth: (parent?.depth ?? 0) + 1 });
  }

  for (let n = 1; n <= opportunities; n++) {
    const p = DEMO_PLACES[Math.floor(random() * DEMO_PLACES.length)] ?? DEMO_PLACES[0];
    if (!p) break;
    const [name, county, country, lat, lon] = p;
    const jLat = lat + (random() - 0.5) * 0.6;
    const jLon = lon + (random() - 0.5) * 0.9;
    ctx.residential(
      makeOpportunity(n, random, { name, county, country, lat: jLat, lon: jLon }, partners),
    );
  }
}
