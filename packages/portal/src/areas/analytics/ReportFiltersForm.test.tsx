import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportFiltersForm } from './ReportFiltersForm.js';

function open() {
  const onApply = vi.fn();
  render(
    <ReportFiltersForm
      value={{ range: 'custom', from: '2026-01-01', to: '2026-12-31' }}
      teams={[]}
      today={new Date(2026, 10, 28)}
      onApply={onApply}
    />,
  );
  return onApply;
}

const from = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'From' });
const to = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'To' });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

describe('ReportFiltersForm custom period', () => {
  it('shows the period day first and applies days typed day first as ISO dates', () => {
    const onApply = open();
    expect(from().value).toBe('01/01/2026');
    expect(to().value).toBe('31/12/2026');
    fireEvent.change(from(), { target: { value: '05/11/2026' } });
    fireEvent.change(to(), { target: { value: '2026-11-30' } });
    apply();
    expect(onApply).toHaveBeenCalledWith({ range: 'custom', from: '2026-11-05', to: '2026-11-30' });
  });

  it('does not apply a month-first day, and says so with the field marked', () => {
    const onApply = open();
    fireEvent.change(to(), { target: { value: '11/28/2026' } });
    apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Enter the end date as dd\/mm\/yyyy/);
    expect(to().getAttribute('aria-invalid')).toBe('true');
  });

  it('does not apply a start after the end', () => {
    const onApply = open();
    fireEvent.change(from(), { target: { value: '01/12/2026' } });
    fireEvent.change(to(), { target: { value: '30/11/2026' } });
    apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/on or before the end date/);
  });
});
