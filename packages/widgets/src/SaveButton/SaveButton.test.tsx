import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveButton } from './SaveButton.js';

describe('SaveButton', () => {
  it.each([
    [0, 'Save', false, undefined],
    [1, 'Saving…', true, 'true'],
    [2, 'Saved!', true, undefined],
  ] as const)('state %s shows %s (disabled: %s)', (state, text, disabled, busy) => {
    render(<SaveButton state={state} />);
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', disabled);
    expect(button.textContent).toBe(text);
    expect(button.getAttribute('aria-busy') ?? undefined).toBe(busy);
    expect(button.getAttribute('data-state')).toBe(String(state));
    expect(button.querySelector('.vk-spinner') !== null).toBe(state === 1);
  });

  it('uses custom labels and fires only in state 0', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <SaveButton
        state={0}
        label="Save team"
        savedLabel="Team saved"
        onClick={onClick}
        type="button"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save team' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <SaveButton
        state={2}
        label="Save team"
        savedLabel="Team saved"
        onClick={onClick}
        type="button"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Team saved' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('never renders a style attribute', () => {
    const { container } = render(<SaveButton state={1} />);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows an icon before its label when ready and saved, the spinner alone while saving', () => {
    const icon = <svg aria-hidden="true" data-icon="" />;
    const { rerender } = render(<SaveButton state={0} label="Save team" icon={icon} />);
    expect(
      screen.getByRole('button', { name: 'Save team' }).querySelector('[data-icon]'),
    ).not.toBeNull();
    rerender(<SaveButton state={1} label="Save team" icon={icon} />);
    expect(screen.getByRole('button').querySelector('[data-icon]')).toBeNull();
    rerender(<SaveButton state={2} label="Save team" icon={icon} />);
    expect(
      screen.getByRole('button', { name: 'Saved!' }).querySelector('[data-icon]'),
    ).not.toBeNull();
  });
});
