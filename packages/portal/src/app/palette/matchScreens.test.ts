import { matchScreens, type ScreenEntry } from './matchScreens.js';

const ENTRIES: ScreenEntry[] = [
  { label: 'Rotas', to: '/area/rotas', section: 'Section' },
  { label: 'Rota calendar', to: '/rotas/planner', section: 'Rotas' },
  { label: 'Shift patterns', to: '/manage/organisation/shift-patterns', section: 'Rotas' },
  { label: 'People', to: '/area/people', section: 'Section' },
  { label: 'All people', to: '/people', section: 'People' },
  { label: 'Team hierarchy', to: '/teams', section: 'Settings' },
  { label: 'Teams', to: '/manage/organisation/teams', section: 'Settings' },
  { label: 'Teams', to: '/manage/organisation/teams', section: 'Configuration' },
  { label: 'Résidential admin', to: '/residential', section: 'Residential' },
  { label: 'Sifftiau Siân', to: '/sian', section: 'Fy nhudalennau' },
];

describe('matchScreens', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['rota cal', ['/rotas/planner']],
    ['ROTA', ['/area/rotas', '/rotas/planner', '/manage/organisation/shift-patterns']],
    ['shift', ['/manage/organisation/shift-patterns']],
    ['team', ['/manage/organisation/teams', '/teams']],
    ['people', ['/area/people', '/people']],
    ['residential', ['/residential']],
    ['settings hier', ['/teams']],
    ['zzz', []],
    ['sian', ['/sian']],
    ['SIÂN sifft', ['/sian']],
    ['nhudalennau', ['/sian']],
  ])('“%s” finds %j', (query, want) => {
    expect(matchScreens(ENTRIES, query).map((e) => e.to)).toEqual(want);
  });

  it('keeps to the limit', () => {
    expect(matchScreens(ENTRIES, 'e', 3)).toHaveLength(3);
  });
});
