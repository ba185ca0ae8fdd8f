import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { useState } from 'react';
import { Harness, listPage } from '../../../registry/screens/testSupport.js';
import { PersonPicker } from './PersonPicker.js';
import type { PersonChoice } from './personChoice.js';

const person = (id: number, first: string, last: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first}.${last}@x.test`.toLowerCase(),
});

/** Answers people searches from `answers` by query; teams with an empty tree. */
function searchHttp(answers: Record<string, unknown[]>): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      const q = String((options.query as Record<string, unknown> | undefined)?.q ?? '');
      const body = /\/users\/?$/.test(options.path) ? listPage(answers[q] ?? []) : { data: [] };
      return Promise.resolve(body as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

function Picker({ onPick }: { onPick: (c: PersonChoice | null) => void }) {
  const [value, setValue] = useState<PersonChoice | null>(null);
  return (
    <PersonPicker
      label="Find anyone"
      value={value}
      onChange={(c) => {
        setValue(c);
        onPick(c);
      }}
      purpose="assign people"
    />
  );
}

const isla = { campbell: person(7, 'Isla', 'Campbell'), jones: person(8, 'Isla', 'Jones') };

it('keeps the highlight on the same person when a later answer reorders the list', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const picked: (PersonChoice | null)[] = [];
    render(
      <Harness
        path="/"
        http={searchHttp({
          Is: [isla.jones, isla.campbell],
          Isla: [isla.campbell, isla.jones],
        })}
      >
        <Picker onPick={(c) => picked.push(c)} />
      </Harness>,
    );
    const input = screen.getByRole('combobox', { name: 'Find anyone' });
    const highlighted = () =>
      screen
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.querySelector('.vkp-person-picker-name')?.textContent);
    // The answer for "Is" lists Jones, then Campbell.
    fireEvent.change(input, { target: { value: 'Is' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('option', { name: /^Isla Campbell/ });
    // The person types on and arrows down to Campbell before "Isla" is asked.
    fireEvent.change(input, { target: { value: 'Isla' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toEqual(['Isla Campbell']);
    // The answer for "Isla" lists Campbell first: the highlight stays on her, and
    // Enter chooses her, not whoever is now in her old row.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/^Isla Campbell/);
    expect(highlighted()).toEqual(['Isla Campbell']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked.at(-1)?.name).toBe('Isla Campbell');
  } finally {
    vi.useRealTimers();
  }
});

it('shows the chosen person as a chip (initials without a photo), and typing after a choice keeps what is typed', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const picked: (PersonChoice | null)[] = [];
    const { container } = render(
      <Harness path="/" http={searchHttp({ Isla: [isla.campbell, isla.jones] })}>
        <Picker onPick={(c) => picked.push(c)} />
      </Harness>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Find anyone' });
    fireEvent.change(input, { target: { value: 'Isla' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(await screen.findByRole('option', { name: /^Isla Jones/ }));
    expect(input.value).toBe('Isla Jones');
    const chip = container.querySelector('.vkp-person-picker-chosen')!;
    expect(chip.textContent).toBe('isla.jones@x.test');
    expect(chip.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('IJ');
    // Typing again clears the choice but never what was typed.
    fireEvent.change(input, { target: { value: 'Isla C' } });
    expect(picked.at(-1)).toBeNull();
    expect(input.value).toBe('Isla C');
    expect(container.querySelector('.vkp-person-picker-chosen')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
