import { catalogue, featureAmount } from '@volunteerkit/api-client';
import type { PortalOrganisation, PortalUser } from '../auth/types.js';
import { canAccess } from './access.js';
import { buildNavigation, isStaffScreen, type NavGroup } from './navModel.js';
import { NAV_AREAS, type AccessRule, type NavAreaId } from './navigation.js';
import { buildRegistry, resolveManagePath } from './registry.js';

const registry = buildRegistry(catalogue);

/** Every permission a nav rule names (the sandbox demo's names). */
const EVERY_PERMISSION = [
  'view-users',
  'view-opportunities',
  'view-applications',
  'view-rotas',
  'view-residential',
  'view-teams',
  'manage-organisation',
  'manage-integrations',
  'view-analytics',
  'view-reports',
];
const FULL_PACKAGE: PortalOrganisation = {
  package_features: { residential: 200, events: 50, rotas: 10, analytics: 1 },
};
const ALL_AREAS = NAV_AREAS.map((a) => a.id);
const OPEN_AREAS: NavAreaId[] = [
  'dashboard',
  'expenses',
  'tasks',
  'communication',
  'content',
  'safety',
  'development',
];

function user(permissions: readonly string[], organisation: PortalOrganisation): PortalUser {
  return { id: 1, name: 'Test', permissions, timezone: 'Europe/London', organisation };
}

const without = (list: readonly string[], ...drop: string[]) =>
  list.filter((x) => !drop.includes(x));
const areasOf = (groups: NavGroup[]) => groups.map((g) => g.area.id);
const linksOf = (groups: NavGroup[]) => groups.flatMap((g) => g.items.map((i) => i.to));
const inOrder = (ids: NavAreaId[]) => ALL_AREAS.filter((a) => ids.includes(a));

/** The spec 3.1 amount rule: a legacy organisation (features, no package_features) has amount -1. */
const LEGACY = { features: ['rotas', 'events'] } satisfies PortalOrganisation;

const USERS: ReadonlyArray<{ who: string; user: PortalUser; areas: NavAreaId[] }> = [
  {
    who: 'admin with every permission, full package',
    user: user(EVERY_PERMISSION, FULL_PACKAGE),
    areas: ALL_AREAS,
  },
  {
    who: "coordinator without 'view-users'",
    user: user(without(EVERY_PERMISSION, 'view-users'), FULL_PACKAGE),
    areas: without(ALL_AREAS, 'people') as NavAreaId[],
  },
  {
    who: 'admin of an organisation whose package has residential at amount 0 and no analytics',
    user: user(EVERY_PERMISSION, { package_features: { residential: 0, rotas: 10, events: 1 } }),
    areas: without(ALL_AREAS, 'residential', 'analytics') as NavAreaId[],
  },
  {
    who: 'admin of a legacy organisation (amount -1; features rotas, events)',
    user: user(EVERY_PERMISSION, LEGACY),
    areas: without(ALL_AREAS, 'residential', 'analytics') as NavAreaId[],
  },
  {
    who: 'admin whose package grants every feature at -1 (unlimited)',
    user: user(EVERY_PERMISSION, {
      package_features: { residential: -1, rotas: -1, events: -1, analytics: -1 },
    }),
    areas: ALL_AREAS,
  },
  {
    who: 'admin whose analytics is a tech feature switched on, residential switched off',
    user: user(EVERY_PERMISSION, {
      package_features: { rotas: 1, events: 1 },
      tech_features: { analytics: true, residential: false },
    }),
    areas: without(ALL_AREAS, 'residential') as NavAreaId[],
  },
  {
    who: "reports user ('view-reports' only: any one permission of an area is enough)",
    user: user(['view-reports'], FULL_PACKAGE),
    areas: inOrder([...OPEN_AREAS, 'events', 'analytics']),
  },
  {
    who: 'volunteer (opportunities, residential, rotas) with an empty package',
    user: user(['view-opportunities', 'view-residential', 'view-rotas'], { package_features: {} }),
    areas: inOrder([...OPEN_AREAS, 'opportunities']),
  },
  {
    who: 'user with no permissions and no organisation package',
    user: user([], {}),
    areas: OPEN_AREAS,
  },
];

describe('navigation gating (canAccess / buildNavigation)', () => {
  it.each(USERS)('$who sees exactly its areas', ({ user: u, areas }) => {
    const groups = buildNavigation(registry, u);
    expect(areasOf(groups)).toEqual(areas);
    for (const area of NAV_AREAS) expect(canAccess(area, u), area.id).toBe(areas.includes(area.id));
  });

  it('the legacy organisation really is the spec 3.1 amount -1 case', () => {
    expect(featureAmount(LEGACY, 'rotas')).toBe(-1);
    expect(featureAmount(LEGACY, 'residential')).toBe(-1);
    // ...but only the features in its legacy list are granted.
    const u = user(EVERY_PERMISSION, LEGACY);
    expect(canAccess({ feature: 'rotas' }, u)).toBe(true);
    expect(canAccess({ feature: 'residential' }, u)).toBe(false);
  });

  it('shows no navigation and grants nothing without a user', () => {
    expect(buildNavigation(registry, null)).toEqual([]);
    expect(canAccess({}, null)).toBe(false);
  });

  it.each<[string, AccessRule, readonly string[], PortalOrganisation, boolean]>([
    ['no rule', {}, [], {}, true],
    ['any one permission', { permissions: ['a', 'b'] }, ['b'], {}, true],
    ['none of the permissions', { permissions: ['a', 'b'] }, ['c'], {}, false],
    ['empty permission list = no permission needed', { permissions: [] }, [], {}, true],
    ['permission but not the feature', { permissions: ['a'], feature: 'f' }, ['a'], {}, false],
    ['feature at amount 0', { feature: 'f' }, [], { package_features: { f: 0 } }, false],
    ['feature at amount 3', { feature: 'f' }, [], { package_features: { f: 3 } }, true],
    [
      'feature and permission',
      { permissions: ['a'], feature: 'f' },
      ['a'],
      { features: ['f'] },
      true,
    ],
  ])('canAccess: %s', (_what, rule, permissions, organisation, expected) => {
    expect(canAccess(rule, user(permissions, organisation))).toBe(expected);
  });

  it('offers the bespoke screens by their own rules, and People instead of the users list', () => {
    const admin = buildNavigation(registry, user(EVERY_PERMISSION, FULL_PACKAGE));
    const items = (id: NavAreaId) => admin.find((g) => g.area.id === id)!.items;
    expect(items('dashboard')[0]).toEqual({ label: 'Overview', to: '/' });
    expect(items('people').map((i) => i.to)).toContain('/people');
    expect(items('people').map((i) => i.to)).not.toContain('/manage/users');
    expect(items('configuration').map((i) => i.label)).toContain('Team hierarchy');
    expect(items('residential').map((i) => i.label)).toContain('Residential admin');
    for (const g of admin) expect(g.items.at(-1)!.to).toBe(`/explorer/${g.area.id}`);

    const coordinator = buildNavigation(
      registry,
      user(without(EVERY_PERMISSION, 'view-users'), FULL_PACKAGE),
    );
    expect(linksOf(coordinator)).not.toContain('/people');
    expect(linksOf(coordinator).some((to) => to.startsWith('/manage/users'))).toBe(false);
    // 'view-teams' alone does not open Configuration, so no team hierarchy link.
    const teamsOnly = buildNavigation(registry, user(['view-teams'], FULL_PACKAGE));
    expect(linksOf(teamsOnly)).not.toContain('/teams');
  });

  it.each(USERS)('$who: every generic link opens a screen of an area it may see', ({ user: u }) => {
    const groups = buildNavigation(registry, u);
    const visible = new Set(areasOf(groups));
    for (const g of groups)
      for (const item of g.items) {
        if (!item.to.startsWith('/manage/')) continue;
        const route = resolveManagePath(registry, item.to.slice('/manage/'.length).split('/'));
        expect(route, item.to).not.toBeNull();
        expect(visible.has(route!.resource.navArea), item.to).toBe(true);
        expect(route!.resource.navArea, item.to).toBe(g.area.id);
      }
  });
});

describe('landing pages offer screens, not the calls that serve them', () => {
  it.each([
    ['organisation.teams.recursive', false],
    ['organisation.teams.teamRecursive', false],
    ['opportunities.detailed', false],
    ['geocode.retrieve', false],
    ['multiRegion', false],
    ['organisation.safeguarding', true],
    ['organisation.tags', true],
  ])('%s is a staff screen: %s', (accessor, staff) => {
    expect(isStaffScreen(accessor)).toBe(staff);
  });
});
