import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoStepDeleteButton } from './TwoStepDeleteButton.js';

describe('TwoStepDeleteButton', () => {
  it('asks first, then deletes on the second click', async () => {
    const onDelete = vi.fn();
    render(<TwoStepDeleteButton onDelete={onDelete} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Delete');
    expect(button.dataset.step).toBe('initial');
    await userEvent.click(button);
    expect(button.textContent).toBe('Are you sure?');
    expect(button.dataset.step).toBe('confirm');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Delete');
  });

  it('returns to "Delete" when the pointer leaves', async () => {
    const onDelete = vi.fn();
    render(<TwoStepDeleteButton onDelete={onDelete} />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    fireEvent.mouseLeave(button);
    expect(button.textContent).toBe('Delete');
    await userEvent.click(button);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('returns to "Delete" when focus leaves (keyboard)', async () => {
    const onDelete = vi.fn();
    render(
      <>
        <TwoStepDeleteButton onDelete={onDelete} />
        <button type="button">Next</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.textContent).toBe('Are you sure?');
    await userEvent.tab();
    expect(button.textContent).toBe('Delete');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('takes custom texts', async () => {
    render(
      <TwoStepDeleteButton
        onDelete={() => {}}
        messages={{ delete: 'Remove', confirmDelete: 'Really?' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button').textContent).toBe('Really?');
  });

  it('shows an icon before its label in both steps, the name unchanged', async () => {
    render(
      <TwoStepDeleteButton onDelete={() => {}} icon={<svg aria-hidden="true" data-icon="" />} />,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.firstElementChild?.getAttribute('data-icon')).toBe('');
    await userEvent.click(button);
    expect(
      screen.getByRole('button', { name: 'Are you sure?' }).querySelector('[data-icon]'),
    ).not.toBeNull();
  });
});
