// What a volunteer keeps, read from the server's records (issue 49).
import { expect, it } from 'vitest';
import { nextMilestone, readFavourites, readRecognitions, readTodos } from './keep.js';

it('reads recognitions newest first, milestones with their hours, on the day in the timezone', () => {
  const read = readRecognitions(
    [
      { id: 1, name: 'Thanks', awarded_at: '2026-11-07T12:00:00Z' },
      { id: 2, name: '★ 10 hours', milestone_hours: 10, awarded_at: '2026-12-06T23:30:00Z' },
      { id: 'x', name: 'no id' },
    ],
    'Europe/Paris',
  );
  expect(read.map((r) => [r.id, r.milestone, r.day])).toEqual([
    ['2', 10, '2026-12-07'],
    ['1', undefined, '2026-11-07'],
  ]);
});

it('names the next hour milestone, none after 250', () => {
  expect(nextMilestone(0)).toBe(10);
  expect(nextMilestone(10)).toBe(50);
  expect(nextMilestone(249.9)).toBe(250);
  expect(nextMilestone(250)).toBeUndefined();
});

it('lists open to-dos first by due day, then the done ones', () => {
  const todos = readTodos([
    { id: 1, title: 'Done', done: true, due_date: '2026-01-01' },
    { id: 2, title: 'Later', due_date: '2026-12-20' },
    { id: 3, title: 'Undated' },
    { id: 4, title: 'Soon', due_date: '2026-12-10', etag: 'v1' },
  ]);
  expect(todos.map((t) => t.title)).toEqual(['Soon', 'Later', 'Undated', 'Done']);
  expect(todos[0]).toMatchObject({ due: '2026-12-10', done: false, etag: 'v1' });
});

it('keeps one favourite per opportunity and drops unusable rows', () => {
  expect(
    readFavourites([
      { id: 1, opportunity_id: 7, title: 'Survey' },
      { id: 2, opportunity_id: '7', title: 'Again' },
      { id: 3, opportunity_id: 'x' },
      { id: 4, opportunity_id: 9 },
    ]),
  ).toEqual([
    { id: '1', opportunityId: '7', title: 'Survey' },
    { id: '4', opportunityId: '9', title: '' },
  ]);
});
