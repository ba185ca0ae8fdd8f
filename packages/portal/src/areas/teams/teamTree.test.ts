import { readTeamTree, teamOptions, teamTrail } from './teamTree.js';

const tree = readTeamTree({
  data: [
    {
      id: 1,
      name: 'Org',
      children: [
        { id: 2, name: 'England', children: [{ id: 4, name: 'North', children: [] }] },
        { id: 3, name: 'Wales' },
      ],
    },
  ],
});

describe('teamTrail', () => {
  it('walks from the root to the team', () => {
    expect(teamTrail(tree, '4').map((t) => t.name)).toEqual(['Org', 'England', 'North']);
    expect(teamTrail(tree, '1').map((t) => t.name)).toEqual(['Org']);
  });

  it('is empty for a team outside the tree', () => {
    expect(teamTrail(tree, '99')).toEqual([]);
  });
});

describe('teamOptions', () => {
  const deep = readTeamTree({
    data: [
      {
        id: 1,
        name: 'Org',
        children: [
          {
            id: 2,
            name: 'Scotland',
            children: [{ id: 5, name: 'Central', children: [{ id: 6, name: 'Callander base' }] }],
          },
          { id: 3, name: 'Wales' },
        ],
      },
    ],
  });

  it('labels each team by its parent and name, never by dashes of depth', () => {
    expect(teamOptions(deep).map((o) => o.label)).toEqual([
      'Org',
      'Scotland',
      'Scotland › Central',
      'Central › Callander base',
      'Wales',
    ]);
  });

  it('names the teams at the top of the list alone, whatever their depth in the organisation', () => {
    // A team leader's teams: bases deep in the tree, listed without their ancestors.
    const led = [...teamTrail(deep, '6').slice(-1), ...teamTrail(deep, '3').slice(-1)];
    expect(teamOptions(led).map((o) => o.label)).toEqual(['Callander base', 'Wales']);
    const scotland = teamTrail(deep, '2').slice(-1);
    expect(teamOptions(scotland).map((o) => o.label)).toEqual([
      'Scotland',
      'Central',
      'Central › Callander base',
    ]);
  });
});
