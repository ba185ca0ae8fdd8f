import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './DatePicker.js';
import { formatDisplayDate, parseIsoDate, toIsoDate } from './dates.js';

// Wednesday 10 June 2026.
const today = new Date(2026, 5, 10);

const day = (n: number) =>
  screen
    .getByRole('grid')
    .querySelector<HTMLElement>(`[data-day="2026-06-${String(n).padStart(2, '0')}"]`)!;

describe('DatePicker', () => {
  it('is a modal dialog with one month, weeks starting on Sunday', () => {
    render(<DatePicker today={today} initialFocus={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const headers = dialog.querySelectorAll('.rdp-weekday');
    expect(headers).toHaveLength(7);
    expect(headers[0]!.getAttribute('aria-label') ?? headers[0]!.textContent).toMatch(/^Su/);
  });

  it('takes weekStartsOn as a prop', () => {
    render(<DatePicker today={today} weekStartsOn={1} initialFocus={false} />);
    const headers = document.querySelectorAll('.rdp-weekday');
    expect(headers[0]!.getAttribute('aria-label') ?? headers[0]!.textContent).toMatch(/^Mo/);
  });

  it('disables past days and today', () => {
    render(<DatePicker today={today} initialFocus={false} />);
    expect(day(9).querySelector('button')!.disabled).toBe(true);
    expect(day(10).querySelector('button')!.disabled).toBe(true);
    expect(day(11).querySelector('button')!.disabled).toBe(false);
  });

  it('defaults to 3 days of flexibility and offers 7, 14, 30 and 90', () => {
    render(<DatePicker today={today} initialFocus={false} />);
    const select = screen.getByRole('combobox', { name: 'Flexibility:' }) as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      '+/- 3 days',
      '+/- 7 days',
      '+/- 14 days',
      '+/- 1 month (30 days)',
      '+/- 3 months (90 days)',
    ]);
  });

  it('a controlled flexibility of 7 (the URL default) shows only the spec options', () => {
    render(<DatePicker today={today} flexibility={7} initialFocus={false} />);
    const select = screen.getByRole('combobox', { name: 'Flexibility:' }) as HTMLSelectElement;
    expect(select.value).toBe('7');
    expect(select.options).toHaveLength(4);
  });

  it('chooses a date and highlights the flexibility window', async () => {
    const onValueChange = vi.fn();
    const onFlexibilityChange = vi.fn();
    render(
      <DatePicker
        today={today}
        initialFocus={false}
        onValueChange={onValueChange}
        onFlexibilityChange={onFlexibilityChange}
      />,
    );
    const user = userEvent.setup();
    await user.click(day(20).querySelector('button')!);
    expect(onValueChange).toHaveBeenCalledWith('2026-06-20');
    const inWindow = (n: number) => day(n).classList.contains('vk-day--window');
    expect([16, 17, 20, 23, 24].map(inWindow)).toEqual([false, true, true, true, false]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flexibility:' }), '7');
    expect(onFlexibilityChange).toHaveBeenCalledWith(7);
    expect([12, 13, 27, 28].map(inWindow)).toEqual([false, true, true, false]);
  });

  it('OK and Escape close', async () => {
    const onClose = vi.fn();
    render(<DatePicker today={today} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses a day on open, moves with arrow keys and keeps Tab inside', async () => {
    render(<DatePicker today={today} defaultValue="2026-06-20" />);
    const user = userEvent.setup();
    expect(document.activeElement).toBe(day(20).querySelector('button'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(21).querySelector('button'));
    await user.keyboard('{Enter}');
    expect(day(21).getAttribute('aria-selected')).toBe('true');
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});

describe('date helpers', () => {
  it('parse, format and display', () => {
    expect(toIsoDate(parseIsoDate('2026-02-28')!)).toBe('2026-02-28');
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(formatDisplayDate('2026-07-04')).toBe('04/07/2026');
  });
});
