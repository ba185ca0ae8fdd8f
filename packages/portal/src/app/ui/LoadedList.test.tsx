import { fireEvent, render, screen } from '@testing-library/react';
import { LoadedList } from './LoadedList.js';

const items = [
  { id: '1', name: 'First' },
  { id: '2', name: 'Second' },
];

function list(load: Parameters<typeof LoadedList>[0]['load'], shown = items) {
  return (
    <LoadedList
      load={load}
      items={shown}
      loading="Loading things…"
      empty="Nothing yet."
      label="Things"
      className="things"
    >
      {(item) => <li>{item.name}</li>}
    </LoadedList>
  );
}

describe('LoadedList', () => {
  it('lists the items under its accessible name once loaded', () => {
    render(list({ status: 'success', data: [], reload: () => {} }));
    const ul = screen.getByRole('list', { name: 'Things' });
    expect(ul.className).toBe('things');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('says when it is loading, empty, or failed (with Try again)', () => {
    const reload = vi.fn();
    const { rerender } = render(list({ status: 'loading', reload }));
    expect(screen.getByRole('status').textContent).toContain('Loading things…');
    rerender(list({ status: 'success', data: [], reload }, []));
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(list({ status: 'error', error: new Error('Down'), reload }));
    expect(screen.getByRole('alert').textContent).toContain('Down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
