import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from './useForm.js';

function Form({ onValid }: { onValid: (values: Record<string, unknown>) => void }) {
  const { register, errors, errorId, handleSubmit, submitCount } = useForm({
    email: 'required|email',
    website: { rules: 'url', label: 'Web site' },
    agree: { rules: 'required', messages: { required: 'Please agree' } },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label htmlFor={register('email').id}>Email</label>
      <input {...register('email')} />
      {errors.email ? <span id={errorId('email')}>{errors.email}</span> : null}
      <label htmlFor={register('website').id}>Website</label>
      <input {...register('website')} />
      {errors.website ? <span id={errorId('website')}>{errors.website}</span> : null}
      <label htmlFor={register('agree').id}>Agree</label>
      <input type="checkbox" {...register('agree', { type: 'checkbox' })} />
      {errors.agree ? <span id={errorId('agree')}>{errors.agree}</span> : null}
      <output>{submitCount}</output>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows nothing until a field is left or filled', async () => {
    render(<Form onValid={() => {}} />);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(email);
    await userEvent.tab();
    expect(screen.getByText('Email is required')).not.toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email is required',
    );
  });

  it('validates a field holding a value while typing', async () => {
    render(<Form onValid={() => {}} />);
    await userEvent.type(screen.getByLabelText('Website'), 'http://127.0.0.1');
    expect(screen.getByText('Please enter a valid URL')).not.toBeNull();
    await userEvent.clear(screen.getByLabelText('Website'));
    await userEvent.type(screen.getByLabelText('Website'), 'https://example.org');
    expect(screen.queryByText('Please enter a valid URL')).toBeNull();
  });

  it('submits only when valid, touching every field', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Email is required')).not.toBeNull();
    expect(screen.getByText('Please agree')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByLabelText('Agree'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ann@example.com', agree: true });
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});
