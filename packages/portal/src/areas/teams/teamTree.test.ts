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
  it('labels each team by its path under the organisation, never by dashes of depth', () => {
    expect(teamOptions(tree).map((o) => o.label)).toEqual([
      'Org',
      'England',
      'England › North',
      'Wales',
    ]);
  });

  it('starts the paths at the teams listed, whatever their depth in the organisation', () => {
    // A team leader's teams: two bases deep in the tree, listed without their ancestors.
    const led = teamTrail(tree, '4').slice(-1).concat(teamTrail(tree, '3').slice(-1));
    expect(teamOptions(led).map((o) => o.label)).toEqual(['North', 'Wales']);
    const england = teamTrail(tree, '2').slice(-1);
    expect(teamOptions(england).map((o) => o.label)).toEqual(['England', 'North']);
  });
});
