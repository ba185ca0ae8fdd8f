import { render, screen } from '@testing-library/react';
import { FormEnd } from './FormEnd.js';

describe('FormEnd', () => {
  it('shows the problem as an alert before the submit row', () => {
    const { container } = render(
      <form>
        <FormEnd problem="Give a name." busy={false}>
          Save task
        </FormEnd>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Give a name.');
    const form = container.querySelector('form')!;
    expect(form.firstElementChild?.getAttribute('role')).toBe('alert');
    expect(form.lastElementChild?.className).toBe('vkp-form-actions');
    expect(screen.getByRole('button', { name: 'Save task' })).toHaveProperty('disabled', false);
  });

  it('without a problem is just the submit row, busy while the write runs', () => {
    render(
      <FormEnd problem={null} busy busyLabel="Saving…" danger>
        Block Ada
      </FormEnd>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.className).toBe('vkp-button vkp-danger');
  });
});
