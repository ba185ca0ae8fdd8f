import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTextInput, parseDateText } from './DateTextInput.js';

describe('DateTextInput', () => {
  it('defaults to name opportunity_date and placeholder dd/mm/YYYY', () => {
    render(<DateTextInput label="Date" />);
    const input = screen.getByLabelText('Date') as HTMLInputElement;
    expect(input.name).toBe('opportunity_date');
    expect(input.placeholder).toBe('dd/mm/YYYY');
  });

  it('reports the text and the parsed date', async () => {
    const onValueChange = vi.fn();
    render(<DateTextInput label="Date" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Date'), '05/01/2024');
    const [text, date] = onValueChange.mock.calls.at(-1)!;
    expect(text).toBe('05/01/2024');
    expect((date as Date).getFullYear()).toBe(2024);
    expect(onValueChange.mock.calls.at(-2)![1]).toBeNull();
  });

  it('shows an error linked to the input', () => {
    render(<DateTextInput label="Date" name="start" error="Please enter a valid date" />);
    const input = screen.getByLabelText('Date');
    expect(input.getAttribute('name')).toBe('start');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid date',
    );
  });

  it('is controllable', () => {
    render(<DateTextInput label="Date" value="01/02/2023" onValueChange={() => {}} />);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('01/02/2023');
  });

  it.each([
    ['05/01/2024', [2024, 0, 5]],
    ['5/1/2024', [2024, 0, 5]],
    ['29/02/2024', [2024, 1, 29]],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['2024-01-05', null],
    ['', null],
  ])('parseDateText(%j)', (text, parts) => {
    const d = parseDateText(text);
    expect(d ? [d.getFullYear(), d.getMonth(), d.getDate()] : null).toEqual(parts);
  });
});
