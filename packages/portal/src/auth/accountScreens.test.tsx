import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, type HttpClient } from '@volunteerkit/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../app/services.js';
import { SignInScreen } from './SignInScreen.js';
import { SetPasswordScreen, linkFromHash } from './SetPasswordScreen.js';
import { ACCOUNT_LANG_KEY, initialAccountLang } from './accountText.js';
import type { AuthState, PortalAuth } from './types.js';

function fakeAuth(overrides: Partial<PortalAuth> = {}): PortalAuth {
  const state: AuthState = { user: null, expired: false };
  return {
    getState: () => state,
    subscribe: () => () => {},
    signIn: async () => ({ status: 'signed-in' }),
    signOut: async () => {},
    requestPasswordReset: vi.fn(async () => {}),
    setPassword: vi.fn(async () => ({ status: 'signed-in' as const })),
    ...overrides,
  };
}

function withServices(auth: PortalAuth, element: React.ReactElement) {
  return render(
    <ServicesProvider services={{ http: {} as HttpClient, auth }}>{element}</ServicesProvider>,
  );
}

function apiError(status: number, body: unknown): ApiError {
  return new ApiError({ status, body, method: 'POST', url: '/api/x' });
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Forgot your password?', () => {
  it('asks for a link for the typed address and answers the same for any address', async () => {
    const auth = fakeAuth();
    withServices(auth, <SignInScreen />);
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'val@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    // The address typed is kept.
    const email = await screen.findByLabelText('E-mail address');
    expect((email as HTMLInputElement).value).toBe('val@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('val@example.org', 'en-GB');
    expect(screen.getByRole('status').textContent).toContain('If val@example.org belongs');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('heading', { name: 'Sign in to VolunteerKit' });
    expect(document.body.textContent).not.toMatch(/ask an administrator/i);
  });

  it('refuses a malformed address beside the field, and says how long to wait after 429', async () => {
    const requestPasswordReset = vi
      .fn()
      .mockRejectedValueOnce(apiError(429, { code: 'rate_limited', retry_after_seconds: 600 }));
    withServices(fakeAuth({ requestPasswordReset }), <SignInScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const email = await screen.findByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText('Enter an e-mail address like name@example.org.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(requestPasswordReset).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'val@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText('Too many requests for a link. Wait 10 minutes and try again.');
    expect((email as HTMLInputElement).value).toBe('val@example.org');
  });

  it('speaks Welsh when chosen, and remembers it', async () => {
    const auth = fakeAuth();
    const { unmount } = withServices(auth, <SignInScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Cymraeg' }));
    await screen.findByRole('heading', { name: 'Mewngofnodi i VolunteerKit' });
    expect(screen.getByRole('main').getAttribute('lang')).toBe('cy');
    expect(window.localStorage.getItem(ACCOUNT_LANG_KEY)).toBe('cy');
    fireEvent.click(screen.getByRole('button', { name: 'Wedi anghofio eich cyfrinair?' }));
    fireEvent.change(await screen.findByLabelText('Cyfeiriad e-bost'), {
      target: { value: 'val@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anfon y ddolen' }));
    await screen.findByRole('heading', { name: 'Gwiriwch eich e-bost' });
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('val@example.org', 'cy');
    unmount();
    withServices(fakeAuth(), <SignInScreen />);
    expect(await screen.findByRole('heading', { name: 'Mewngofnodi i VolunteerKit' })).toBeTruthy();
  });

  it('takes the language from the link, then the choice, then the browser', () => {
    expect(initialAccountLang({ search: '?lang=cy', hash: '' }, ['en-GB'])).toBe('cy');
    expect(initialAccountLang({ search: '', hash: '#user=1&lang=cy' }, [])).toBe('cy');
    expect(initialAccountLang({ search: '', hash: '' }, ['fr', 'cy-GB', 'en'])).toBe('cy');
    expect(initialAccountLang({ search: '', hash: '' }, ['de'])).toBe('en-GB');
    window.localStorage.setItem(ACCOUNT_LANG_KEY, 'cy');
    expect(initialAccountLang({ search: '', hash: '' }, ['en-GB'])).toBe('cy');
  });
});

describe('the set-password page', () => {
  const open = (hash: string, auth = fakeAuth(), onSignedIn = vi.fn()) => {
    window.history.replaceState(null, '', `/set-password${hash}`);
    withServices(auth, <SetPasswordScreen onSignedIn={onSignedIn} />);
    return { auth, onSignedIn };
  };

  it('reads the link from the fragment', () => {
    expect(linkFromHash('#user=12&link=34&token=abc')).toEqual({
      userId: '12',
      linkId: '34',
      token: 'abc',
    });
    expect(linkFromHash('#user=12&token=abc')).toBeNull();
    expect(linkFromHash('')).toBeNull();
  });

  it('checks the password beside its fields, then sets it and signs in', async () => {
    const { auth, onSignedIn } = open('#user=12&link=34&token=abc');
    const password = screen.getByLabelText('New password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByText('Use at least 8 characters.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password, { target: { value: 'long enough words' } });
    fireEvent.change(screen.getByLabelText('Type it again'), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByText('The two passwords are different: type the same one twice.');
    expect(auth.setPassword).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Type it again'), {
      target: { value: 'long enough words' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(auth.setPassword).toHaveBeenCalledWith({
      userId: '12',
      linkId: '34',
      token: 'abc',
      password: 'long enough words',
      confirmation: 'long enough words',
    });
  });

  it('a used link says so and offers a new one on the spot', async () => {
    const setPassword = vi.fn().mockRejectedValue(apiError(410, { code: 'link_used' }));
    const { onSignedIn } = open('#user=12&link=34&token=abc', fakeAuth({ setPassword }));
    for (const label of ['New password', 'Type it again'])
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'long enough words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByText(/This link has already been used/);
    expect(screen.getByRole('heading', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("a link without its parts is refused at once, in the link's language", async () => {
    open('#user=12&lang=cy');
    expect(await screen.findByText(/Nid yw'r ddolen hon yn gyflawn/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gofyn am ddolen newydd' })).toBeTruthy();
  });
});
