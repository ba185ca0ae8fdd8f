/**
 * The `demo` seed: one UK organisation with a realistic volunteering dataset.
 * Deterministic: the same records and ids on every run.
 *
 * @module
 */
import { permissionWords } from '@volunteerkit/api-client/permissions';
import { seedSafetyDemo } from './safetyDemo.js';
import { mulberry32 } from '../chaos.js';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, type SeedContext } from './context.js';
import {
  ALL_PERMISSIONS,
  COORDINATOR_PERMISSIONS,
  PERMISSION_CATEGORIES,
  VOLUNTEER_PERMISSIONS,
} from './permissions.js';
import { seedDemoRoles } from './demoRoles.js';
import { seedReceipts } from './receipts.js';
import { seedUpcomingResidential } from './residentialDemo.js';
import { ACTIVITIES, BASE_TOWNS, DEMO_PLACES, nearestBase } from './places.js';
import { seedTeamSites } from '../teamSite/seed.js';
import { seedActivity } from './activity.js';
import { dice, seedPeople } from './people.js';
import { seedRecruitment } from './recruitmentDemo.js';
import { seedValKeep, seedValReferences, seedVolunteerDemo } from './volunteerDemo.js';
import { seedGuardianDemo } from './guardianDemo.js';
import { seedRecordDemo } from './recordDemo.js';
import { seedApplicationDetails } from './applicationDetails.js';
import { seedDemoNotifications } from './demoNotifications.js';
import { linkOwnApplications } from '../domain/applicationCopy.js';
import { linkApplicationRecords } from '../domain/applicationRecords.js';
import { named, type CollectionName } from '../store/collections.js';

/** Number of generated people of the demo seed (besides the named demo logins). */
export const DEMO_PEOPLE_COUNT = 400;

/** Number of residential opportunities of the demo seed. */
export const DEMO_RESIDENTIAL_COUNT = 200;

/** Slug of a text. */
export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Seeds the organisation, permissions, users, role families, roles and teams (shared by demo and large). */
export function seedOrganisation(ctx: SeedContext) {
  const org = ctx.insert(named('organisation'), {
    name: 'Highlands and Hills Volunteers',
    timezone: 'Europe/London',
    date_format: 'DD/MM/YYYY',
    features: ['residential', 'rotas', 'events'],
    package_features: { residential: 200, events: 50, rotas: 10, analytics: 1, query_builder: 1 },
    tech_features: { two_factor: true, public_search: true, telemetry: false },
    logo_url: '/api/_media/partners/1-hh.svg',
    // The organisation's contact address.
    contact_email: 'volunteer@highlandsandhills.example',
  });
  for (const [category, names] of Object.entries(PERMISSION_CATEGORIES)) {
    const cat = ctx.insert(named('organisation.permissionCategories'), { name: category });
    for (const name of names)
      ctx.insert(named('organisation.permissions'), {
        name,
        category_id: cat.id,
        display_name: permissionWords(name)?.label ?? name,
        description: permissionWords(name)?.description ?? '',
      });
  }
  const administrators = ctx.insert(named('organisation.permissionGroups'), {
    name: 'Administrators',
    permissions: ALL_PERMISSIONS,
  });
  const coordinators = ctx.insert(named('organisation.permissionGroups'), {
    name: 'Coordinators',
    permissions: COORDINATOR_PERMISSIONS,
  });

  const admin = ctx.user(
    {
      email: DEMO_LOGINS.admin,
      first_name: 'Ada',
      last_name: 'Admin',
      role: 'administrator',
      timezone: 'Europe/London',
      permissions: ALL_PERMISSIONS,
      permission_group_ids: [administrators.id],
      status: 'active',
    },
    { password: DEMO_PASSWORD },
  );
  const coordinator = ctx.user(
    {
      email: DEMO_LOGINS.coordinator,
      first_name: 'Cory',
      last_name: 'Coordinator',
      role: 'coordinator',
      timezone: 'Europe/London',
      permissions: COORDINATOR_PERMISSIONS,
      permission_group_ids: [coordinators.id],
      status: 'active',
    },
    { password: DEMO_PASSWORD },
  );
  const twoFactor = ctx.user(
    {
      email: DEMO_LOGINS.twoFactor,
      first_name: 'Tova',
      last_name: 'Twofactor',
      role: 'coordinator',
      timezone: 'Europe/London',
      permissions: ['view-users', ...VOLUNTEER_PERMISSIONS],
      status: 'active',
      two_factor_enabled: true,
    },
    { password: DEMO_PASSWORD, totpSecret: DEMO_TOTP_SECRET },
  );
  ctx.user(
    {
      email: DEMO_LOGINS.locked,
      first_name: 'Lou',
      last_name: 'Locked',
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'locked',
    },
    { password: DEMO_PASSWORD, locked: true },
  );
  const volunteer = ctx.user(
    {
      email: DEMO_LOGINS.volunteer,
      first_name: 'Val',
      last_name: 'Volunteer',
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'active',
    },
    { password: DEMO_PASSWORD },
  );
  const names = [
    ['Isla', 'Campbell'],
    ['Rhys', 'Evans'],
    ['Aoife', 'Byrne'],
    ['Oliver', 'Smith'],
    ['Priya', 'Patel'],
    ['Callum', 'MacLeod'],
    ['Megan', 'Jones'],
    ['Noah', 'Williams'],
  ];
  for (const [first, last] of names) {
    ctx.user({
      email: `${(first ?? '').toLowerCase()}.${(last ?? '').toLowerCase()}@volunteerkit.test`,
      first_name: first,
      last_name: last,
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'active',
    });
  }
  const guardian = ctx.user(
    {
      email: DEMO_LOGINS.guardian,
      first_name: 'Morag',
      last_name: 'Fraser',
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'active',
      date_of_birth: '1980-03-02',
    },
    { password: DEMO_PASSWORD },
  );
  const minor = ctx.user(
    {
      email: DEMO_LOGINS.minor,
      first_name: 'Ewan',
      last_name: 'Fraser',
      role: 'volunteer',
      timezone: 'Europe/London',
      permissions: VOLUNTEER_PERMISSIONS,
      status: 'active',
      date_of_birth: '2011-05-14',
      is_minor: true,
      guardian_id: guardian.id,
    },
    { password: DEMO_PASSWORD },
  );
  ctx.insert(
    named('users.guardians'),
    {
      guardian_id: guardian.id,
      name: 'Morag Fraser',
      relationship: 'Parent',
      email: guardian.email,
      consent_given: true,
    },
    { userId: String(minor.id) },
  );
  ctx.insert(
    named('users.guardians.logs'),
    {
      action: 'consent_given',
      guardian_id: guardian.id,
      summary: 'Gave consent for Ewan to volunteer',
    },
    { userId: String(minor.id) },
  );
  ctx.insert(
    named('users.inductions'),
    { name: 'Welcome and safeguarding', status: 'pending' },
    { userId: String(volunteer.id) },
  );

  // Role families and roles of the three types.
  const families = [
    'Outdoor and conservation',
    'Care and support',
    'Events',
    'Office and administration',
  ].map((name) => ctx.insert(named('organisation.roleFamilies'), { name }));
  const roles: [string, string, number, string?][] = [
    ['Conservation volunteer', 'volunteer', 0],
    ['Trail builder', 'volunteer', 0],
    ['Ranger', 'non-volunteer', 0],
    ['Wildlife surveyor', 'volunteer', 0, 'inactive'],
    ['Holiday support volunteer', 'volunteer', 1],
    ['Care coordinator', 'non-volunteer', 1],
    ['Event steward', 'volunteer', 2],
    ['Event manager', 'non-volunteer', 2],
    ['Receptionist', 'volunteer', 3],
    ['Volunteer manager', 'non-volunteer', 3],
    ['Administrator', 'system', 3],
    ['API integration', 'system', 3],
  ];
  roles.forEach(([name, type, family, status], i) => {
    const f = families[family];
    ctx.insert(named('organisation.roleProfiles'), {
      name,
      type,
      status: status ?? 'active',
      family: f ? { id: f.id, name: f.name } : null,
      account_code: `RP-${String(100 + i)}`,
    });
  });

  // Teams, four levels deep.
  const team = (
    name: string,
    parent_id: number | null,
    icon: string,
    extra: Record<string, unknown> = {},
  ) =>
    ctx.insert(named('organisation.teams'), {
      name,
      parent_id,
      icon,
      disabled: false,
      hidden: false,
      ...extra,
    });
  const root = team('Highlands and Hills Volunteers', null, 'organisation');
  const regions: Record<string, Record<string, string[]>> = {
    Scotland: {
      Highlands: ['Aviemore base', 'Fort William base', 'Ullapool base', 'Skye base'],
      'Central Scotland': ['Callander base', 'Pitlochry base', 'Stirling base'],
    },
    England: {
      'North of England': ['Keswick base', 'Hexham base', 'Ambleside base', 'Alnwick base'],
      'South West': ['Okehampton base', 'Bodmin base', 'Exmoor base'],
      Midlands: ['Bakewell base', 'Buxton base', 'Malvern base'],
    },
    Wales: {
      'North Wales': ['Betws-y-Coed base', 'Bala base', 'Llanberis base'],
      'South Wales': ['Brecon base', 'Abergavenny base', 'Gower base'],
    },
    'Northern Ireland': {
      Fermanagh: ['Enniskillen base', 'Belleek base'],
      Antrim: ['Ballycastle base'],
    },
  };
  for (const [region, areas] of Object.entries(regions)) {
    const r = team(region, root.id, 'region');
    for (const [area, sites] of Object.entries(areas)) {
      const a = team(area, r.id, 'area');
      for (const site of sites)
        team(site, a.id, 'site', { disabled: site === 'Bala base', changeover_day: 6 });
    }
  }

  // One record each in the collections the demo only needs an example of.
  const examples: [CollectionName, Record<string, unknown>][] = [
    ['exports', { name: 'Volunteers (all)', format: 'csv', status: 'sent', user_id: admin.id }],
    ['integrations.service', { name: 'Mailing list sync', service: 'mailchimp', enabled: true }],
    ['organisation.recruitment.categories', { name: 'Residential volunteers' }],
    [
      'organisation.rotas',
      { name: 'Weekend rangers', start_time: '09:00', end_time: '17:00', team_id: root.id },
    ],
    [
      'organisation.emailTemplates',
      { name: 'New user', subject: 'Welcome to Highlands and Hills Volunteers' },
    ],
  ];
  for (const [collection, data] of examples) ctx.insert(named(collection), data);
  return { org, admin, coordinator, twoFactor, volunteer, minor, guardian, rootTeam: root };
}

/** The address of the demo partner page `npm start` serves (its default port), a partner's `website`. */
export const DEMO_PARTNER_SITE = 'http://127.0.0.1:4030/';

/** Seeds the partners; returns them. */
export function seedPartners(ctx: SeedContext) {
  const partners = [
    'Mountain Trust',
    'Wild Coasts',
    'Rivers Alive',
    'Heritage Gardens UK',
    'Open Country Holidays',
    'Bog Savers',
  ];
  return partners.map((name, i) =>
    ctx.insert(named('organisation.partners'), {
      name,
      logo_url: `/api/_media/partners/${i + 1}-${name
        .split(/\s+/)
        .map((w) => w[0])
        .join('')
        .toLowerCase()
        .replace(/[^a-z]/g, '')}.svg`,
    }),
  );
}

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/**
 * One residential opportunity of a generated dataset: index `n` (from 1) with
 * the random source `random`. With `anchor` (YYYY-MM-DD, the seed's "today")
 * its dates follow the anchor: advertised in the year before it, the first
 * timeslot starting one to eighteen weeks after it, so a demo always has dates
 * to come. Without it the dates are fixed (2025 adverts, slots from June 2026),
 * as a benchmark's dataset needs.
 */
export function makeOpportunity(
  n: number,
  random: () => number,
  place: { name: string; county: string; country: string; lat: number; lon: number },
  partners: readonly Record<string, unknown>[],
  anchor?: string,
): Record<string, unknown> {
  const anchorMs = anchor ? Date.parse(`${anchor}T00:00:00Z`) : Number.NaN;
  const relative = Number.isFinite(anchorMs);
  const activity = ACTIVITIES[Math.floor(random() * ACTIVITIES.length)] ?? ACTIVITIES[0];
  const long = random() < 0.45;
  const title = `${activity?.[0] ?? 'Volunteering'} in ${place.name}`;
  const slug = `${slugify(title)}-${n}`;
  const advertised =
    (relative ? anchorMs - 365 * DAY_MS : Date.UTC(2025, 0, 1)) +
    Math.floor(random() * 365) * DAY_MS;
  const full = random() < 0.1;
  const slots: { start: string; end: string }[] = [];
  if (!full) {
    const count = 1 + Math.floor(random() * 3);
    let start =
      (relative ? anchorMs + 7 * DAY_MS : Date.UTC(2026, 5, 1)) +
      Math.floor(random() * 120) * DAY_MS;
    for (let i = 0; i < count; i++) {
      const days = long ? 28 + Math.floor(random() * 60) : 2 + Math.floor(random() * 12);
      slots.push({ start: isoDay(start), end: isoDay(start + days * 86_400_000) });
      start += (days + 14 + Math.floor(random() * 90)) * 86_400_000;
    }
  }
  const partner = random() < 0.5 ? partners[Math.floor(random() * partners.length)] : undefined;
  const internal = random() < 0.2;
  return {
    display_name: title,
    type: long ? 'Residential-long' : 'Residential-short',
    slug,
    public_url: `/opportunities/${slug}`,
    image: `/api/_media/opportunities/${n}.svg`,
    image_thumbnail_url: `/api/_media/opportunities/${n}-thumb.svg`,
    image_alt: `Hills and sky near ${place.name}`,
    short_advert: `${activity?.[1] ?? ''} Based near ${place.name}, ${place.county}. ${long ? 'More than 4 weeks.' : 'Less than 4 weeks.'}`,
    partner: partner ? { id: partner.id, name: partner.name, logo_url: partner.logo_url } : null,
    available_timeslots: slots,
    advert_target: internal ? 'internal' : 'external',
    date_advertised: isoDay(advertised),
    lat: Math.round((place.lat + (random() - 0.5) * 0.02) * 1e5) / 1e5,
    lon: Math.round((place.lon + (random() - 0.5) * 0.02) * 1e5) / 1e5,
    location: { name: place.name, county: place.county, country: place.country },
    accommodation: long ? 'Shared volunteer house' : 'Bunkhouse',
    minimum_age: random() < 0.3 ? 16 : 18,
  };
}

/** The application form of the demo's residential adverts: one optional document. */
export const DEMO_ADVERT_FORM = {
  documents: [
    { key: 'experience', label: 'Your CV or a note about your experience', required: false },
  ],
};

/**
 * The `demo` seed: the organisation, about 400 people over ~40 teams and 18
 * months of history up to `anchor` (YYYY-MM-DD, default today, so the dashboard
 * has upcoming shifts), plus residential opportunities. The same anchor gives
 * the same records and ids.
 */
export function seedDemo(ctx: SeedContext, anchor = new Date().toISOString().slice(0, 10)): void {
  const base = seedOrganisation(ctx);
  const partners = seedPartners(ctx);
  const siteTeams = ctx.store
    .all(named('organisation.teams'))
    .filter((t) => t.icon === 'site' && t.disabled !== true);
  const sites = siteTeams.map((t) => t.id);
  // An advert belongs to the team of the nearest base (Keswick -> Keswick base).
  const baseIds = new Map(siteTeams.map((t) => [String(t.name), t.id]));
  const baseOf = (place: string) => baseIds.get(nearestBase(place, [...baseIds.keys()]) ?? '');
  const teamNames = new Map(siteTeams.map((t) => [t.id, String(t.name)]));
  const d = dice(mulberry32(20240611));
  const staff = [base.admin.id, base.coordinator.id];
  const people = seedPeople(ctx, d, sites, anchor, DEMO_PEOPLE_COUNT, staff);
  const history = { start_date: '2023-04-01', team_ids: [sites[0] ?? base.rootTeam.id] };
  for (const login of [base.admin, base.coordinator, base.twoFactor, base.volunteer])
    ctx.store.update(named('users'), {}, login.id, { ...history, role: login.role });
  const lastScheduled = seedActivity(ctx, d, people, sites, anchor, {
    admin: base.admin.id,
    volunteer: base.volunteer.id,
  });
  for (const [userId, at] of lastScheduled)
    ctx.store.update(named('users'), {}, userId, { last_scheduled_at: at });
  const random = mulberry32(20260105);
  for (let n = 1; n <= DEMO_RESIDENTIAL_COUNT; n++) {
    const p = DEMO_PLACES[(n - 1) % DEMO_PLACES.length] ?? DEMO_PLACES[0];
    if (!p) break;
    // An advert belongs to the nearest base; a place with no base near it (Dorking,
    // Limoges…) is advertised at the town of the base that runs it instead, so place and
    // team agree (issue 46). The teams, and so the rooms and bookings, are as before.
    const team = baseOf(p[0]) ?? sites[(n - 1) % sites.length] ?? null;
    const here =
      baseOf(p[0]) === undefined && team !== null
        ? BASE_TOWNS[teamNames.get(team) ?? '']
        : undefined;
    const [name, county, country, lat, lon] = here ?? p;
    const opportunity = makeOpportunity(
      n,
      random,
      { name, county, country, lat, lon },
      partners,
      anchor,
    );
    // Each advert belongs to a site team; the demo's adverts are all published, and a
    // visitor applies online through their form (issue 44).
    ctx.residential({
      ...opportunity,
      team_id: team,
      published: true,
      application_form: DEMO_ADVERT_FORM,
    });
  }
  seedRecruitment(ctx, anchor);
  seedDemoRoles(ctx, base.coordinator.id, anchor);
  seedReceipts(ctx);
  seedUpcomingResidential(ctx, anchor);
  seedVolunteerDemo(ctx, anchor);
  seedGuardianDemo(ctx, anchor);
  seedRecordDemo(ctx, anchor);
  // Last, so the other records keep their ids: Val's and the minor's applications on the pipeline.
  linkOwnApplications(ctx.store);
  seedValReferences(ctx, anchor);
  // References and parental consent on both sides: the board's lists and the applicant's.
  linkApplicationRecords(ctx.store);
  // Mileage is claimed at the organisation's rates (HMRC's approved mileage allowance).
  for (const [name, rate] of [
    ['Car or van', 0.45],
    ['Motorcycle', 0.24],
    ['Bicycle', 0.2],
  ] as const)
    ctx.insert(named('organisation.expenses.rates'), {
      name,
      expense_type: 'Mileage',
      unit: 'mile',
      rate,
    });
  // The partner whose site is the demo partner page (`npm start` serves it): an
  // opportunity page opened from it carries its name and logo (issue 44).
  ctx.insert(named('organisation.partners'), {
    name: 'Fellside Trust',
    logo_url: '/api/_media/partners/7-ft.svg',
    website: DEMO_PARTNER_SITE,
  });
  // Last of all, so every record above keeps its id: checks, clearances, the youth camp, the blacklist.
  seedSafetyDemo(ctx, anchor);
  // After that: each application's opportunity, answers, stage history, own copy and documents.
  seedApplicationDetails(ctx, anchor);
  linkApplicationRecords(ctx.store);
  // Then the team sites (their own collection: no other record's id moves).
  seedTeamSites(ctx);
  // Last, so every record above keeps its id: Val's to-dos and a recognition (issue 49).
  seedValKeep(ctx, anchor);
  // The demo's notifications name what they are about (rewritten in place: ids kept).
  seedDemoNotifications(ctx, anchor);
}
