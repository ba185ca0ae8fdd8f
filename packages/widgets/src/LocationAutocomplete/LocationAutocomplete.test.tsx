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
      expect(calls[0]).toMatchObject({
        path: 'geocode/',
        query: { q: 'Cum', type: 'geojson,city,county,region' },
      });
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

  it('says visibly that no place matches, with a hint when none is near', async () => {
    const { input, user } = setup({ search: async () => [] });
    await user.type(input, 'Zzzz');
    const text = "No places match 'Zzzz'. Check the spelling, or try a nearby town.";
    const visible = { selector: '.vk-combobox__message' };
    await vi.waitFor(() => expect(screen.getByText(text, visible)).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(text, visible).id);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Typing again hides it until the next answer.
    await user.clear(input);
    expect(screen.queryByText(/No places match/)).toBeNull();
  });

  it('offers the nearest places when none matches', async () => {
    const search = vi.fn(async (q: string) => (q === 'Kes' ? [results[1]!] : []));
    const { input, user, onSelect } = setup({ search });
    await user.type(input, 'Keswik');
    await screen.findByText("No places match 'Keswik'. Did you mean one of these?", {
      selector: '.vk-combobox__message',
    });
    const option = await screen.findByRole('option', { name: 'Keswick' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.click(option);
    expect(onSelect).toHaveBeenCalledWith(results[1]);
    expect(screen.queryByText(/No places match/)).toBeNull();
  });

  it('says visibly when places cannot be searched, and its retry recovers', async () => {
    let down = true;
    const search = vi.fn(async () => {
      if (down) throw new Error('down');
      return results;
    });
    const { input, user } = setup({ search });
    await user.type(input, 'Cu');
    await screen.findByText('Places could not be searched.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.queryByText('Places could not be searched.')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows the error it is given and marks the input invalid', () => {
    const { input } = setup({ error: 'Choose a place from the list.' });
    expect(screen.getByText('Choose a place from the list.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
