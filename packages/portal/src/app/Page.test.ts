import { breadcrumbTrail } from './Page.js';

const PEOPLE = { label: 'People', to: '/area/people' };
const SETTINGS = { label: 'Settings', to: '/area/settings' };

describe('breadcrumbTrail', () => {
  it.each([
    ['the dashboard has none', '/', 'Dashboard', [], undefined, []],
    [
      "one's own home has none",
      '/my',
      'Hello, Val',
      [],
      { label: 'My own', to: '/my', root: true },
      [],
    ],
    [
      "one's own screens start at one's own home, not the dashboard",
      '/my/shifts',
      'My shifts',
      [],
      { label: 'My own', to: '/my', root: true },
      [{ label: 'My own', href: '/my' }, { label: 'My shifts' }],
    ],
    [
      'a landing page: Dashboard › section',
      '/area/people',
      'People',
      [],
      PEOPLE,
      [{ label: 'Dashboard', href: '/' }, { label: 'People' }],
    ],
    [
      'a bespoke screen gets its section',
      '/rotas/planner',
      'Rota calendar',
      [{ label: 'Rotas', to: '/area/rotas' }, { label: 'Rota calendar' }],
      { label: 'Rotas', to: '/area/rotas' },
      [
        { label: 'Dashboard', href: '/' },
        { label: 'Rotas', href: '/area/rotas' },
        { label: 'Rota calendar' },
      ],
    ],
    [
      'an old area crumb is replaced by the section',
      '/teams',
      'Team hierarchy',
      [{ label: 'Configuration', to: '/area/configuration' }, { label: 'Team hierarchy' }],
      SETTINGS,
      [
        { label: 'Dashboard', href: '/' },
        { label: 'Settings', href: '/area/settings' },
        { label: 'Team hierarchy' },
      ],
    ],
    [
      'deeper crumbs follow the section',
      '/people/7/notes',
      'Notes',
      [
        { label: 'People', to: '/people' },
        { label: 'Ada Admin', to: '/people/7' },
      ],
      PEOPLE,
      [
        { label: 'Dashboard', href: '/' },
        { label: 'People', href: '/area/people' },
        { label: 'Ada Admin', href: '/people/7' },
        { label: 'Notes' },
      ],
    ],
    [
      'an unknown section: Dashboard and the page',
      '/nowhere',
      'Not found',
      [],
      undefined,
      [{ label: 'Dashboard', href: '/' }, { label: 'Not found' }],
    ],
  ] as const)('%s', (_name, path, title, crumbs, section, want) => {
    expect(breadcrumbTrail(path, title, crumbs, section)).toEqual(want);
  });
});
