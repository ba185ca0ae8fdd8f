import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimePicker } from './TimePicker.js';

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o as HTMLOptionElement)
    .filter((o) => o.value !== '');
const enabledValues = (select: HTMLElement) =>
  options(select)
    .filter((o) => !o.disabled)
    .map((o) => Number(o.value));

describe('TimePicker', () => {
  it('offers every 5 minutes plus 59 by default', () => {
    render(<TimePicker label="Start" />);
    expect(enabledValues(screen.getByLabelText('Minute'))).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 59,
    ]);
    expect(enabledValues(screen.getByLabelText('Hour'))).toHaveLength(24);
  });

  it('offers 0, 15, 30, 45, 59 with a 15-minute step, or every minute', () => {
    const { unmount } = render(<TimePicker label="Start" fifteenMinuteStep />);
    expect(enabledValues(screen.getByLabelText('Minute'))).toEqual([0, 15, 30, 45, 59]);
    unmount();
    render(<TimePicker label="Start" everyMinute />);
    expect(enabledValues(screen.getByLabelText('Minute'))).toHaveLength(60);
  });

  it('disables end hours before the start hour and minutes up to the start minute', async () => {
    const onValueChange = vi.fn();
    render(<TimePicker label="End" start="09:30" onValueChange={onValueChange} />);
    const hour = screen.getByLabelText('Hour');
    expect(enabledValues(hour)[0]).toBe(9);
    await userEvent.selectOptions(hour, '9');
    expect(enabledValues(screen.getByLabelText('Minute'))).toEqual([35, 40, 45, 50, 55, 59]);
    await userEvent.selectOptions(screen.getByLabelText('Minute'), '45');
    expect(onValueChange).toHaveBeenLastCalledWith('09:45');
    await userEvent.selectOptions(hour, '10');
    expect(enabledValues(screen.getByLabelText('Minute'))).toHaveLength(13);
  });

  it('disables the start hour itself when the start minute is 55', () => {
    render(<TimePicker label="End" start={{ hour: 9, minute: 55 }} />);
    expect(enabledValues(screen.getByLabelText('Hour'))[0]).toBe(10);
  });

  it('reports "" until both parts are chosen, and is keyboard-operable', async () => {
    const onValueChange = vi.fn();
    render(<TimePicker label="Start" name="start_time" onValueChange={onValueChange} />);
    const hour = screen.getByLabelText('Hour');
    hour.focus();
    await userEvent.selectOptions(hour, '7');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Minute'));
    await userEvent.selectOptions(screen.getByLabelText('Minute'), '5');
    expect(onValueChange).toHaveBeenLastCalledWith('07:05');
    expect((document.querySelector('input[name="start_time"]') as HTMLInputElement).value).toBe(
      '07:05',
    );
    expect(screen.getByRole('group', { name: 'Start' }).getAttribute('data-value')).toBe('07:05');
  });

  it('shows a controlled value, keeping an off-step minute visible', () => {
    render(<TimePicker label="Start" value="10:07" onValueChange={() => {}} />);
    expect((screen.getByLabelText('Hour') as HTMLSelectElement).value).toBe('10');
    expect((screen.getByLabelText('Minute') as HTMLSelectElement).value).toBe('7');
  });
});
