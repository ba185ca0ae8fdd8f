import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditTaskDialog } from './EditTaskDialog.js';
import type { Task } from './tasks.js';

const task: Task = {
  id: 7,
  title: 'Count the gloves',
  status: 'open',
  priority: 'normal',
  assigneeId: null,
  dueDate: '2026-11-05',
  etag: undefined,
};

function open(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <EditTaskDialog
      task={task}
      people={[]}
      assigneeName=""
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const due = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Due date' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save task' }));

describe('EditTaskDialog due date', () => {
  it('shows the stored day day first and sends a day typed day first as the ISO date', async () => {
    const onSubmit = open();
    expect(due().value).toBe('05/11/2026');
    fireEvent.change(due(), { target: { value: '28/11/2026' } });
    save();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ due_date: '2026-11-28' })),
    );
  });

  it('holds back a month-first day and says how to type it', () => {
    const onSubmit = open();
    fireEvent.change(due(), { target: { value: '11/28/2026' } });
    save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a day as dd/mm/yyyy, for example 28/11/2026')).toBeTruthy();
    expect(document.activeElement).toBe(due());
  });

  it('clears the due date when the field is emptied', async () => {
    const onSubmit = open();
    fireEvent.change(due(), { target: { value: '' } });
    save();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ due_date: null })),
    );
  });
});
