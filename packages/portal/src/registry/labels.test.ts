import { catalogue } from '@volunteerkit/api-client';
import { columnLabel, humanize } from './labels.js';
import { buildNavigation, uniqueLabels } from './navModel.js';
import { NAV_AREAS } from './navigation.js';
import { buildRegistry } from './registry.js';

const registry = buildRegistry(catalogue);
const everything = {
  id: 1,
  name: 'Ada Admin',
  permissions: NAV_AREAS.flatMap((a) => a.permissions ?? []),
  timezone: 'Europe/London',
  organisation: { package_features: { residential: 1, rotas: 1, events: 1, analytics: 1 } },
};

describe('column headers', () => {
  it.each([
    [{ field: 'first_name' }, 'First name'],
    [{ field: 'created_at' }, 'Created at'],
    [{ field: 'user_id' }, 'User ID'],
    [{ field: 'organisation.name' }, 'Organisation name'],
    [{ field: 'homepageUrl' }, 'Homepage URL'],
    [{ field: 'email', label: 'E-mail' }, 'E-mail'],
  ])('%j reads %s', (column, label) => {
    expect(columnLabel(column)).toBe(label);
  });

  it('keeps a raw field name out of every humanized label', () => {
    expect(humanize('skillCategories')).toBe('Skill categories');
  });
});

describe('navigation labels over the whole catalogue', () => {
  const groups = buildNavigation(registry, everything);

  it('never repeats a label inside an area, nor the area name with "All of"', () => {
    for (const g of groups) {
      const labels = g.items.map((i) => i.label);
      expect(new Set(labels).size, `${g.area.label}: ${labels.join(', ')}`).toBe(labels.length);
      expect(
        labels.some((l) => l.startsWith('All of')),
        g.area.label,
      ).toBe(false);
    }
  });

  it('reads like a person wrote it under People', () => {
    const people = groups.find((g) => g.area.id === 'people');
    expect(people?.items.map((i) => i.label)).toEqual([
      'People',
      'Activities',
      'Overlapping activities',
      'Activity map',
      'All people screens',
    ]);
  });

  it('disambiguates labels that still collide by their URL', () => {
    const items = uniqueLabels([
      { label: 'Teams', to: '/manage/teams' },
      { label: 'Teams', to: '/manage/organisation/teams' },
      { label: 'Teams', to: '/manage/organisation/teams' },
    ]);
    expect(items.map((i) => i.label)).toEqual([
      'Teams',
      'Teams (organisation)',
      'Teams (organisation) 2',
    ]);
  });
});
