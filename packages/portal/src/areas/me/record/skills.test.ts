import { readCategories, readMySkills } from './skills.js';

describe('skills', () => {
  const categories = readCategories(
    [
      { id: 1, name: 'Safety' },
      { id: 2, name: 'Languages' },
      { id: 3, name: 'Empty' },
    ],
    [
      { id: 10, name: 'Manual handling', category_id: 1 },
      { id: 11, name: 'First aid', category_id: 1 },
      { id: 20, name: 'Welsh', category_id: 2 },
    ],
  );

  it('lists languages first, skills by name, and leaves out empty categories', () => {
    expect(categories.map((c) => c.name)).toEqual(['Languages', 'Safety']);
    expect(categories[1]!.skills.map((s) => s.name)).toEqual(['First aid', 'Manual handling']);
  });

  it('groups my skill records by the category of their skill, with the bios', () => {
    const mine = readMySkills(
      categories,
      [
        { id: 100, skill_id: 11 },
        { id: 101, skill_id: 20 },
        { id: 102, skill_id: 999 },
      ],
      new Map([
        [2, { id: 7, bio: 'Fluent' }],
        [1, undefined],
      ]),
    );
    expect(mine.byCategory.get(1)).toEqual([{ id: 100, skillId: 11 }]);
    expect(mine.byCategory.get(2)).toEqual([{ id: 101, skillId: 20 }]);
    expect(mine.bios.get(2)).toEqual({ id: 7, text: 'Fluent' });
    expect(mine.bios.has(1)).toBe(false);
  });
});
