import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieSettings } from './CookieSettings.js';

describe('CookieSettings', () => {
  beforeEach(() => {
    document.cookie = 'cookie-settings=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('starts with both choices off', () => {
    render(<CookieSettings />);
    expect((screen.getByLabelText('Functional cookies') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Analytical cookies') as HTMLInputElement).checked).toBe(false);
  });

  it('stores the choices as JSON in the cookie-settings cookie', async () => {
    const onSave = vi.fn();
    render(<CookieSettings onSave={onSave} />);
    await userEvent.click(screen.getByLabelText('Analytical cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(onSave).toHaveBeenCalledWith({ functional: false, analytical: true });
    const raw = document.cookie.split('; ').find((c) => c.startsWith('cookie-settings='))!;
    expect(JSON.parse(decodeURIComponent(raw.slice('cookie-settings='.length)))).toEqual({
      functional: false,
      analytical: true,
    });
    expect(screen.getByRole('button').textContent).toBe('Saved!');
    await userEvent.click(screen.getByLabelText('Functional cookies'));
    expect(screen.getByRole('button').textContent).toBe('Save cookie settings');
  });

  it('reads stored choices', () => {
    render(
      <CookieSettings read={() => ({ functional: true, analytical: false })} write={() => {}} />,
    );
    expect((screen.getByLabelText('Functional cookies') as HTMLInputElement).checked).toBe(true);
  });

  it('falls back to both off for a broken cookie', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'cookie-settings=%7Bbroken; path=/';
    render(<CookieSettings />);
    expect((screen.getByLabelText('Functional cookies') as HTMLInputElement).checked).toBe(false);
    spy.mockRestore();
  });
});
