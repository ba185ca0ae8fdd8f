import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimezoneOption } from '@volunteerkit/api-client';
import { TimezonePicker } from './TimezonePicker.js';

const zones: TimezoneOption[] = [
  { name: 'America/New_York', display_text: '(GMT-05:00) Eastern Time (US & Canada)' },
  { name: 'Europe/London', display_text: '(GMT+00:00) London' },
  { name: 'Europe/Paris', display_text: '(GMT+01:00) Paris' },
  { name: 'Asia/Kolkata', display_text: '(GMT+05:30) Chennai, Kolkata' },
];

const input = () => screen.getByRole('combobox', { name: 'Timezone' }) as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('TimezonePicker', () => {
  it('defaults to Europe/London, shown by display_text', () => {
    render(<TimezonePicker timezones={zones} name="timezone" />);
    expect(input().value).toBe('(GMT+00:00) London');
    expect((document.querySelector('input[name="timezone"]') as HTMLInputElement).value).toBe(
      'Europe/London',
    );
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('uses a configured default', () => {
    render(<TimezonePicker timezones={zones} defaultTimezone="Europe/Paris" />);
    expect(input().value).toBe('(GMT+01:00) Paris');
  });

  it("offers the user's own timezone", async () => {
    render(<TimezonePicker timezones={zones} userTimezone="Asia/Tokyo" />);
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(options()).toContain('Asia/Tokyo');
  });

  it('filters case-insensitively on escaped text', async () => {
    render(<TimezonePicker timezones={zones} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'PARIS');
    expect(options()).toEqual(['(GMT+01:00) Paris']);
    await userEvent.clear(input());
    await userEvent.type(input(), '(gmt+0');
    expect(options()).toHaveLength(3);
    await userEvent.clear(input());
    await userEvent.type(input(), 'us & canada');
    expect(options()).toEqual(['(GMT-05:00) Eastern Time (US & Canada)']);
    await userEvent.clear(input());
    await userEvent.type(input(), '.*');
    expect(options()).toEqual([]);
    expect(screen.getByText('No matching timezone')).not.toBeNull();
  });

  it('is keyboard-operable: arrows, Enter, Escape', async () => {
    const onValueChange = vi.fn();
    render(<TimezonePicker timezones={zones} onValueChange={onValueChange} />);
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const activeText = () =>
      document.getElementById(input().getAttribute('aria-activedescendant')!)?.textContent;
    expect(activeText()).toBe('(GMT+00:00) London'); // opens on the selected one
    await userEvent.keyboard('{ArrowDown}');
    expect(activeText()).toBe('(GMT+01:00) Paris');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Europe/Paris');
    expect(input().value).toBe('(GMT+01:00) Paris');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('kol{Escape}');
    expect(input().value).toBe('(GMT+01:00) Paris');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeText()).toBe('(GMT+05:30) Chennai, Kolkata');
    await userEvent.keyboard('{Home}');
    expect(activeText()).toBe('(GMT-05:00) Eastern Time (US & Canada)');
  });

  it('chooses with the mouse and can be controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <TimezonePicker timezones={zones} value="Asia/Kolkata" onValueChange={onValueChange} />,
    );
    expect(input().value).toBe('(GMT+05:30) Chennai, Kolkata');
    await userEvent.click(input());
    await userEvent.click(screen.getByRole('option', { name: '(GMT+01:00) Paris' }));
    expect(onValueChange).toHaveBeenLastCalledWith('Europe/Paris');
    rerender(
      <TimezonePicker timezones={zones} value="Europe/Paris" onValueChange={onValueChange} />,
    );
    expect(input().value).toBe('(GMT+01:00) Paris');
  });
});
