import { catalogue } from '@volunteerkit/api-client';
import type { PortalUser } from '../auth/types.js';
import { buildSections, screenLabel, sectionOfPath } from './navModel.js';
import { buildRegistry } from './registry.js';
import { findSection, SECTIONS, sectionOfArea } from './sections.js';
import { NAV_AREAS } from './navigation.js';

const registry = buildRegistry(catalogue);

function user(permissions: readonly string[], features: Record<string, number> = {}): PortalUser {
  return {
    id: 1,
    name: 'Test',
    permissions: [...permissions],
    timezone: 'Europe/London',
    organisation: { package_features: features },
  };
}

const ADMIN = user(
  [
    'view-users',
    'view-opportunities',
    'view-applications',
    'view-rotas',
    'view-residential',
    'manage-organisation',
    'manage-integrations',
    'view-analytics',
  ],
  { residential: 1, rotas: 1, events: 1, analytics: 1 },
);

describe('sections (information architecture)', () => {
  it('has at most 16 top-level sections with unique ids, marks and URLs', () => {
    expect(SECTIONS.length).toBeLessThanOrEqual(16);
    for (const key of ['id', 'short', 'to', 'label'] as const)
      expect(new Set(SECTIONS.map((s) => s[key])).size).toBe(SECTIONS.length);
  });

  it('puts every catalogue area in exactly one section', () => {
    for (const area of NAV_AREAS)
      expect(
        SECTIONS.filter((s) => s.areas.includes(area.id)),
        area.id,
      ).toHaveLength(1);
  });

  it('names only list resources that exist in the catalogue, in the section’s areas', () => {
    for (const s of SECTIONS)
      for (const l of s.lists) {
        const def = registry.byAccessor.get(l.resource);
        expect(def, l.resource).toBeDefined();
        expect(s.areas, l.resource).toContain(def!.navArea);
        expect(def!.operations.has('list'), l.resource).toBe(true);
        expect(l.add, l.resource).toMatch(/^[A-Z]/);
      }
  });

  it.each([
    ['people', 'people'],
    ['configuration', 'settings'],
    ['integrations', 'settings'],
    ['dashboard', 'home'],
    ['settings', 'settings'],
    ['nope', undefined],
  ])('findSection(%s) is %s', (id, want) => {
    expect(findSection(id)?.id).toBe(want);
  });

  it('gives an administrator all 16 and a volunteer only the open ones', () => {
    expect(buildSections(ADMIN).map((s) => s.section.id)).toEqual(SECTIONS.map((s) => s.id));
    const volunteer = buildSections(user([])).map((s) => s.section.id);
    expect(volunteer).toEqual([
      'home',
      'expenses',
      'tasks',
      'communication',
      'content',
      'safety',
      'development',
    ]);
    // The Data explorer is for administrators only.
    expect(buildSections(user(['view-users'])).map((s) => s.section.id)).not.toContain('explorer');
  });

  it('lists a section’s bespoke screens under it, by their own rules', () => {
    const rotas = buildSections(ADMIN).find((s) => s.section.id === 'rotas')!;
    expect(rotas.items).toEqual([{ label: 'Rota calendar', to: '/rotas/planner' }]);
    // The kiosk records attendance: only for those who may edit rotas (issue 48).
    const editor = buildSections({
      ...ADMIN,
      permissions: [...ADMIN.permissions, 'edit-rotas'],
    }).find((s) => s.section.id === 'rotas')!;
    expect(editor.items).toEqual([
      { label: 'Rota calendar', to: '/rotas/planner' },
      { label: 'Check-in kiosk', to: '/kiosk' },
    ]);
    const people = buildSections(ADMIN).find((s) => s.section.id === 'people')!;
    expect(people.items[0]).toEqual({ label: 'All people', to: '/people' });
    expect(screenLabel('Room occupancy', findSection('residential')!)).toBe('Room occupancy');
  });

  it.each([
    ['/', 'home'],
    ['/area/people', 'people'],
    ['/area/configuration', 'settings'],
    ['/people', 'people'],
    ['/people/12/notes', 'people'],
    ['/rotas/planner', 'rotas'],
    ['/residential-occupancy', 'residential'],
    ['/teams', 'settings'],
    ['/analytics/starters-leavers', 'analytics'],
    ['/manage/organisation/webhooks', 'settings'],
    ['/manage/users/12', 'people'],
    ['/manage/applications/new', 'recruitment'],
    ['/call/GET%20reports%2Fusers%2Fby-role', 'analytics'],
    ['/explorer/people', 'explorer'],
    ['/portal/team/3', 'settings'],
    ['/no/such/page', undefined],
    ['/manage/%E0%A4%A', undefined],
  ])('sectionOfPath(%s) is %s', (path, want) => {
    expect(sectionOfPath(path, registry)?.id).toBe(want);
  });

  it('maps an area with no section rule to its section', () => {
    expect(sectionOfArea('integrations').id).toBe('settings');
  });
});
