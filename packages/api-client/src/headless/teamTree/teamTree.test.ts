import { buildTeamIndex, childIndexes, TeamTreeError, type Team } from './teamIndex.js';
import { createTeamTreeController } from './teamTree.js';
import { generateTeams } from '../../testing/teams.js';

// 1 North
//   2 Camden
//     4 Camden Youth
//     5 Camden Seniors (disabled)
//   3 Islington (disabled)
//     6 Islington Pantry
// 7 South
//   8 Lambeth
const teams: Team[] = [
  {
    id: 1,
    name: 'North',
    icon: 'map',
    children: [
      {
        id: 2,
        name: 'Camden',
        children: [
          { id: 4, name: 'Camden Youth' },
          { id: 5, name: 'Camden Seniors', disabled: true },
        ],
      },
      { id: 3, name: 'Islington', disabled: true, children: [{ id: 6, name: 'Islington Pantry' }] },
    ],
  },
  { id: 7, name: 'South', children: [{ id: 8, name: 'Lambeth' }] },
];

const visibleIds = (c: ReturnType<typeof createTeamTreeController>) =>
  c.getState().rows.map((r) => r.id);

describe('team index', () => {
  it('is pre-order with contiguous subtrees', () => {
    const index = buildTeamIndex(teams);
    expect(index.ids).toEqual([1, 2, 4, 5, 3, 6, 7, 8]);
    expect([...index.size]).toEqual([6, 3, 1, 1, 2, 1, 2, 1]);
    expect([...index.level]).toEqual([1, 2, 3, 3, 2, 3, 1, 2]);
    expect(childIndexes(index, 0).map((i) => index.ids[i])).toEqual([2, 3]);
    expect([...index.posInSet]).toEqual([1, 1, 1, 2, 2, 1, 2, 1]);
  });

  it('refuses duplicate ids', () => {
    expect(() => buildTeamIndex([{ id: 1, name: 'a', children: [{ id: 1, name: 'b' }] }])).toThrow(
      TeamTreeError,
    );
  });
});

describe('expansion', () => {
  it.each([
    [1, [1, 7]],
    [2, [1, 2, 3, 7, 8]], // default: level-1 nodes expanded
    [3, [1, 2, 4, 5, 3, 6, 7, 8]],
  ])('openLevel %s shows %j', (openLevel, ids) => {
    expect(visibleIds(createTeamTreeController({ teams, openLevel }))).toEqual(ids);
  });

  it('defaults openLevel to 2', () => {
    const c = createTeamTreeController({ teams });
    expect(c.getState().openLevel).toBe(2);
    expect(visibleIds(c)).toEqual([1, 2, 3, 7, 8]);
  });

  it('toggles, sets, expands and collapses all', () => {
    const c = createTeamTreeController({ teams });
    c.toggleExpanded(2);
    expect(visibleIds(c)).toEqual([1, 2, 4, 5, 3, 7, 8]);
    c.toggleExpanded(1);
    expect(visibleIds(c)).toEqual([1, 7, 8]);
    c.setExpanded(1, true);
    const before = c.getState();
    c.setExpanded(1, true);
    expect(c.getState()).toBe(before);
    c.collapseAll();
    expect(visibleIds(c)).toEqual([1, 7]);
    c.expandAll();
    expect(visibleIds(c)).toHaveLength(8);
  });

  it('describes rows for ARIA', () => {
    const row = createTeamTreeController({ teams }).getState().rows[2]!;
    expect(row).toMatchObject({
      id: 3,
      level: 2,
      posInSet: 2,
      setSize: 2,
      hasChildren: true,
      expanded: false,
      disabled: true,
      selectable: false,
    });
  });
});

describe('selection', () => {
  it('does not select disabled teams while mine is true (default)', () => {
    const c = createTeamTreeController({ teams, selected: [3, 4] });
    expect(c.getState().selectedIds).toEqual([4]);
    c.toggleSelected(5);
    expect(c.getState().selectedIds).toEqual([4]);
  });

  it('selects disabled teams when mine is false', () => {
    const c = createTeamTreeController({ teams, mine: false });
    c.toggleSelected(5);
    c.toggleSelected(3);
    expect(c.getState().selectedIds).toEqual([5, 3]);
    expect(c.getState().rows.find((r) => r.id === 3)?.selectable).toBe(true);
  });

  it('toggles and replaces the selection', () => {
    const c = createTeamTreeController({ teams });
    c.toggleSelected(1);
    c.toggleSelected(8);
    expect(c.getState().selectedIds).toEqual([1, 8]);
    c.toggleSelected(1);
    expect(c.getState().selectedIds).toEqual([8]);
    c.setSelection([2, 3, 99]);
    expect(c.getState().selectedIds).toEqual([2]);
    c.setSelected(2, false);
    expect(c.getState().selectedIds).toEqual([]);
  });

  it('shows tri-state on parents', () => {
    const c = createTeamTreeController({ teams, openLevel: 3 });
    c.toggleSelected(4);
    const checked = Object.fromEntries(c.getState().rows.map((r) => [r.id, r.checked]));
    expect(checked).toMatchObject({
      1: 'mixed',
      2: 'mixed',
      4: true,
      5: false,
      3: false,
      7: false,
    });
    c.toggleSelected(2);
    expect(c.getState().rows.find((r) => r.id === 2)?.checked).toBe(true);
  });
});

describe('bulk actions', () => {
  it.each([
    ['selectChildren', 1, [2]], // 3 is disabled
    ['selectDescendants', 1, [2, 4, 6]],
    ['selectChildren', 2, [4]],
    ['selectDescendants', 8, []],
  ] as const)('%s on %s selects %j', (action, id, expected) => {
    const c = createTeamTreeController({ teams });
    c.bulk(id, action);
    expect(c.getState().selectedIds).toEqual(expected);
  });

  it('deselects children or all descendants, never the team itself', () => {
    const c = createTeamTreeController({ teams, mine: false });
    c.setSelection([1, 2, 3, 4, 5, 6, 7, 8]);
    c.bulk(1, 'deselectChildren');
    expect(c.getState().selectedIds).toEqual([1, 4, 5, 6, 7, 8]);
    c.bulk(1, 'deselectDescendants');
    expect(c.getState().selectedIds).toEqual([1, 7, 8]);
  });

  it('selects disabled sub-teams in bulk when mine is false', () => {
    const c = createTeamTreeController({ teams, mine: false });
    c.bulk(1, 'selectDescendants');
    expect(c.getState().selectedIds).toEqual([2, 4, 5, 3, 6]);
  });

  it('does not notify when a bulk action changes nothing', () => {
    const c = createTeamTreeController({ teams });
    const listener = vi.fn();
    c.subscribe(listener);
    c.bulk(1, 'deselectDescendants');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('search', () => {
  it('shows matches with their ancestors, case-insensitive, and restores expansion after', () => {
    const c = createTeamTreeController({ teams });
    c.setQuery('PANTRY');
    expect(visibleIds(c)).toEqual([1, 3, 6]);
    expect(c.getState().matchCount).toBe(1);
    const rows = c.getState().rows;
    expect(rows.map((r) => r.match)).toEqual([false, false, true]);
    expect(rows[1]).toMatchObject({ posInSet: 1, setSize: 1 });
    c.setQuery('camden');
    expect(visibleIds(c)).toEqual([1, 2, 4, 5]);
    expect(c.getState().matchCount).toBe(3);
    c.setQuery('');
    expect(visibleIds(c)).toEqual([1, 2, 3, 7, 8]);
  });

  it('shows nothing for no match', () => {
    const c = createTeamTreeController({ teams });
    c.setQuery('zzz');
    expect(c.getState().rows).toEqual([]);
  });

  it('treats the query as text', () => {
    const c = createTeamTreeController({
      teams: [
        { id: 1, name: 'A.(b)*' },
        { id: 2, name: 'Ab' },
      ],
    });
    c.setQuery('.(b)*');
    expect(visibleIds(c)).toEqual([1]);
  });
});

describe('scale', () => {
  it('handles 10,000 teams, keeping selection across setTeams', () => {
    const big = generateTeams(10_000, 6);
    const c = createTeamTreeController({ teams: big });
    expect(c.getState().index.count).toBe(10_000);
    c.expandAll();
    expect(c.getState().rows).toHaveLength(10_000);
    c.bulk(1, 'selectDescendants');
    const n = c.getState().selectedIds.length;
    expect(n).toBeGreaterThan(1000);
    c.setTeams(big);
    expect(c.getState().selectedIds).toHaveLength(n);
    c.setQuery('team 9999');
    expect(c.getState().rows.at(-1)?.id).toBe(9999);
  });
});
