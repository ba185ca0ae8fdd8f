import type { ChangeEvent } from 'react';
import { draftControl } from './draftControl.js';

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('draftControl', () => {
  it('gives the id, the value and a handler that stores a copy with the field replaced', () => {
    const draft = { guest: 'Ada', roomId: '2', nights: 3 };
    let stored: typeof draft | null = null;
    const control = draftControl('form', draft, (next) => (stored = next));
    const guest = control('guest');
    expect(guest.id).toBe('form-guest');
    expect(guest.value).toBe('Ada');
    guest.onChange(change('Grace'));
    expect(stored).toEqual({ guest: 'Grace', roomId: '2', nights: 3 });
    expect(draft.guest).toBe('Ada');
  });
});
