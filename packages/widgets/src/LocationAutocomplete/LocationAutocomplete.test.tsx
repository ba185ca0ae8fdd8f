import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeocodeResult, HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { LocationAutocomplete } from './LocationAutocomplete.js';

const results: GeocodeResult[] = [
  { name: 'Cumbria', lat: 54.5, long: -3.2, type: 'geojson', id: 7 },
  { name: 'Keswick', lat: 54.6, long: -3.1, type: 'place', id: 8 },
];

function setup(props: Partial<Parameters<typeof LocationAutocomplete>[0]> = {}) {
  const onSelect = vi.fn();
  const onClear = vi.fn();
  const search = vi.fn(async () => results);
  render(
    <LocationAutocomplete
      search={search}
      onSelect={onSelect}
      onClear={onClear}
      delay={0}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
  return { onSelect, onClear, search, input, user: userEvent.setup() };
}

describe('LocationAutocomplete', () => {
  it('is a labelled combobox with placeholder "Anywhere"', () => {
    const { input } = setup();
    expect(input.getAttribute('placeholder')).toBe('Anywhere');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(
      document.getElementById(input.getAttribute('aria-controls')!)!.getAttribute('role'),
    ).toBe('listbox');
  });

  it('searches 350 ms after typing stops (default delay) through the geocode call', async () => {
    vi.useFakeTimers();
    try {
      const calls: RequestOptions[] = [];
      const http: HttpClient = {
        request: async <T,>(o: RequestOptions) => {
          calls.push(o);
          return { data: results } as T;
        },
        cancel: () => undefined,
        cancelAll: () => undefined,
      };
      render(<LocationAutocomplete http={http} onSelect={() => undefined} />);
      const input = screen.getByRole('combobox');
      fireEvent.change(input, { target: { value: 'Cum' } });
      await act(() => vi.advanceTimersByTimeAsync(349));
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ path: 'geocode/', query: { q: 'Cum', type: 'geojson' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a circle icon for polygons and a marker otherwise, and announces the count', async () => {
    const { input, user } = setup();
    await user.type(input, 'Cu');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cumbria', 'Keswick']);
    expect(options[0]!.querySelector('circle')).toBeTruthy();
    expect(options[1]!.querySelector('circle')).toBeNull();
    expect(options[1]!.querySelector('path')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 results available.');
  });

  it('moves with the arrow keys via aria-activedescendant and chooses with Enter', async () => {
    const { input, user, onSelect } = setup();
    await user.type(input, 'Ke');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}'); // wraps to the first
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(results[1]);
    expect((input as HTMLInputElement).value).toBe('Keswick');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { input, user } = setup();
    await user.type(input, 'Ke');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('chooses with the mouse', async () => {
    const { input, user, onSelect } = setup();
    await user.type(input, 'Cu');
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(onSelect).toHaveBeenCalledWith(results[0]);
  });

  it('clears lat/lon/geojson on blur only when empty', async () => {
    const { input, user, onClear } = setup();
    await user.click(input);
    await user.tab();
    expect(onClear).toHaveBeenCalledTimes(1);
    await user.type(input, 'Ke');
    await user.tab();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('announces "Searching…" while the geocoder is answering', async () => {
    const { input, user } = setup({ search: () => new Promise(() => undefined) });
    await user.type(input, 'Ke');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching…'));
  });

  it('announces no results and fails quietly', async () => {
    const { input, user } = setup({ search: async () => [] });
    await user.type(input, 'Zz');
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No results found.'),
    );
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const { unmount } = render(
      <LocationAutocomplete search={failing} onSelect={() => undefined} delay={0} id="other" />,
    );
    const other = document.getElementById('other')!;
    await user.type(other, 'x');
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(document.body.textContent).not.toMatch(/error|failed/i);
    expect(other.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });
});
