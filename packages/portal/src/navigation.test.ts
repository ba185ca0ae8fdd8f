import { catalogue } from '@volunteerkit/api-client';
import type { PortalUser } from './auth/types.js';
import { sectionOfPath, visibleSections } from './app/navigation/navigationModel.js';
import { breadcrumbTrail } from './app/Page.js';
import { portalNavigation } from './navigation.js';
import { buildRegistry } from './registry/registry.js';

const model = portalNavigation(buildRegistry(catalogue));
const FULL: PortalUser['organisation'] = {
  package_features: { residential: 200, events: 50, rotas: 10, analytics: 1 },
};

function user(permissions: readonly string[]): PortalUser {
  return { id: 7, name: 'Test', permissions, timezone: 'Europe/London', organisation: FULL };
}

const VOLUNTEER = user(['view-rotas', 'view-opportunities']);
const COORDINATOR = user(['view-users', 'edit-rotas', 'view-rotas']);

describe('navigation by who signs in', () => {
  it('gives a volunteer only their own section, with their own screens', () => {
    const sections = visibleSections(model, VOLUNTEER);
    expect(sections.map((s) => s.section.id)).toEqual(['own']);
    expect(sections[0]!.items.map((i) => i.to)).toEqual([
      '/my/shifts',
      '/my/opportunities',
      '/my/residential',
      '/my/expenses',
      '/my/inductions',
      '/my/messages',
      '/my/contact',
      '/my/availability',
      '/my/skills',
      '/my/recognitions',
      '/my/settings',
      '/me',
    ]);
    expect(model.palette?.(VOLUNTEER)).toBe(false);
  });

  it('gives staff the staff sections, "My own" under home, and the palette', () => {
    const sections = visibleSections(model, COORDINATOR);
    const ids = sections.map((s) => s.section.id);
    expect(ids).toContain('home');
    expect(ids).toContain('people');
    expect(ids).not.toContain('own');
    expect(sections.find((s) => s.section.id === 'home')!.items.map((i) => i.to)).toContain('/my');
    expect(model.palette?.(COORDINATOR)).toBe(true);
  });

  it('starts an own screen’s breadcrumbs at "My own", not the staff dashboard', () => {
    const section = sectionOfPath(model, '/my/shifts');
    expect(section?.id).toBe('own');
    expect(breadcrumbTrail('/my/shifts', 'My shifts', [], section, model)).toEqual([
      { label: 'My own', href: '/my' },
      { label: 'My shifts' },
    ]);
    expect(breadcrumbTrail('/my', 'Home', [], sectionOfPath(model, '/my'), model)).toEqual([]);
  });

  it('places one’s own record (/me) under "My own" for a volunteer, under home for staff', () => {
    expect(sectionOfPath(model, '/me', COORDINATOR)?.id).toBe('home');
    for (const path of ['/me', '/me/expenses', '/my/settings']) {
      const section = sectionOfPath(model, path, VOLUNTEER);
      expect(section?.id).toBe('own');
      expect(breadcrumbTrail(path, 'Val Volunteer', [], section, model)).toEqual([
        { label: 'My own', href: '/my' },
        { label: 'Val Volunteer' },
      ]);
    }
  });
});
