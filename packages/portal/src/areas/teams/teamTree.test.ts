import { readTeamTree, teamTrail } from './teamTree.js';

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
