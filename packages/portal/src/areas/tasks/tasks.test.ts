import { compareTasks, isOverdue, labelOf, readHistory, readTask, TASK_STATUSES } from './tasks.js';

const task = (r: Record<string, unknown>) => readTask(r)!;

describe('tasks', () => {
  test('reads a record with defaults; refuses one without an id', () => {
    expect(task({ id: 3, title: ' ', due_date: '2026-03-01T00:00:00Z' })).toEqual({
      id: 3,
      title: 'Task 3',
      status: 'open',
      priority: 'normal',
      assigneeId: null,
      dueDate: '2026-03-01',
      etag: undefined,
    });
    expect(readTask({ title: 'x' })).toBeNull();
  });

  test('orders by priority, then the earliest due date (none last), then id', () => {
    const list = [
      task({ id: 1, priority: 'low', due_date: '2026-01-01' }),
      task({ id: 2, priority: 'urgent' }),
      task({ id: 3, priority: 'urgent', due_date: '2026-05-01' }),
      task({ id: 4, priority: 'normal', due_date: '2026-02-01' }),
      task({ id: 5, priority: 'normal', due_date: '2026-02-01' }),
    ];
    expect(list.sort(compareTasks).map((t) => t.id)).toEqual([3, 2, 4, 5, 1]);
  });

  test.each([
    ['open', '2026-01-01', true],
    ['in_progress', '2026-01-01', true],
    ['done', '2026-01-01', false],
    ['open', '2026-06-01', false],
    ['open', null, false],
  ])('%s due %s is overdue on 2026-03-01: %s', (status, due, overdue) => {
    expect(isOverdue(task({ id: 1, status, due_date: due }), '2026-03-01')).toBe(overdue);
  });

  test('labels, and the history oldest first', () => {
    expect(labelOf(TASK_STATUSES, 'in_progress')).toBe('In progress');
    expect(labelOf(TASK_STATUSES, '')).toBe('-');
    expect(
      readHistory([
        { id: 9, action: 'status changed to done', at: '2026-02-01T10:00:00Z', user_id: 1 },
        { id: 8, action: 'created', at: '2026-01-01T10:00:00Z' },
        { action: 'no id' },
      ]).map((h) => h.action),
    ).toEqual(['created', 'status changed to done']);
  });
});
