import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayInput } from './DayInput.js';
import { FormField } from './FormField.js';

function Harness({
  initial = '',
  min,
  max,
  formError,
  onSend = () => undefined,
}: {
  initial?: string;
  min?: string;
  max?: string;
  formError?: string;
  onSend?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend(value);
      }}
    >
      <FormField id="day" label="Due date">
        <DayInput
          id="day"
          value={value}
          min={min}
          max={max}
          aria-invalid={formError ? true : undefined}
          onValue={setValue}
        />
      </FormField>
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-01-16')}>
        Set from outside
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Due date' });
/** The text the field's aria-describedby points at, in order. */
const description = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`)
    .join(' ');
const value = () => screen.getByTestId('value').textContent;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('DayInput', () => {
  it('is a labelled text field with the order under it, whatever the browser language', () => {
    render(<Harness initial="2026-11-05" />);
    expect(field().type).toBe('text');
    expect(field().value).toBe('05/11/2026');
    expect(description()).toBe('dd/mm/yyyy');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('gives the form the ISO date of a day typed day first, or typed ISO', () => {
    render(<Harness />);
    type('05/11/2026');
    expect(value()).toBe('2026-11-05');
    type('2026-12-31');
    expect(value()).toBe('2026-12-31');
    type('');
    expect(value()).toBe('');
  });

  it('says beside the field, on Enter, that a month-first day is read day first', () => {
    render(<Harness />);
    type('11/28/2026');
    expect(value()).toBe('11/28/2026');
    // Not on leaving the field in a form: the error would move the button from under the pointer.
    fireEvent.blur(field());
    expect(screen.queryByText(/Enter a day as/)).toBeNull();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe('Enter a day as dd/mm/yyyy, for example 28/11/2026 dd/mm/yyyy');
    type('28/11/2026');
    expect(value()).toBe('2026-11-28');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an impossible day when the form is sent, and the form can hold it back', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    type('31/02/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('31/02/2027');
    expect(
      screen.getByText(/Enter a day as dd\/mm\/yyyy, for example \d\d\/\d\d\/\d{4}/),
    ).toBeTruthy();
  });

  it('checks the bounds a native input took from min and max', () => {
    render(<Harness min="2026-11-05" max="2026-11-30" />);
    type('04/11/2026');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(value()).toBe('04/11/2026');
    expect(screen.getByText('Choose 05/11/2026 or later')).toBeTruthy();
    type('01/12/2026');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByText('Choose 30/11/2026 or earlier')).toBeTruthy();
    type('30/11/2026');
    expect(value()).toBe('2026-11-30');
  });

  it('shows a day set from outside, and leaves the error to the form while it marks the field', () => {
    const { unmount } = render(<Harness initial="2026-11-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(field().value).toBe('16/01/2027');
    unmount();
    render(<Harness formError="Enter the due date" />);
    type('soon');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Enter a day as/)).toBeNull();
  });

  it('outside a form, says what is wrong once the field is left', () => {
    function Alone() {
      const [day, setDay] = useState('2026-11-05');
      return (
        <FormField id="go" label="Go to date">
          <DayInput id="go" value={day} onValue={setDay} />
        </FormField>
      );
    }
    render(<Alone />);
    const go = screen.getByRole<HTMLInputElement>('textbox', { name: 'Go to date' });
    fireEvent.change(go, { target: { value: '31/11/2026' } });
    expect(screen.queryByText(/Enter a day as/)).toBeNull();
    fireEvent.blur(go);
    expect(screen.getByText(/Enter a day as dd\/mm\/yyyy/)).toBeTruthy();
  });
});
