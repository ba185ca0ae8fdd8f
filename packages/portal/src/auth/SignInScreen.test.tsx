import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@volunteerkit/api-client';
import { ServicesProvider } from '../app/services.js';
import { SignInScreen } from './SignInScreen.js';
import type { AuthState, PortalAuth, SignInInput } from './types.js';

function fakeAuth(signIn: (input: SignInInput) => Promise<{ status: 'signed-in' }>): PortalAuth {
  const state: AuthState = { user: null, expired: false };
  return {
    getState: () => state,
    subscribe: () => () => {},
    signIn,
    signOut: async () => {},
    requestPasswordReset: async () => {},
    setPassword: async () => ({ status: 'signed-in' }),
  };
}

function renderForm(auth: PortalAuth, onSubmit: () => void, onSignedIn = () => {}) {
  render(
    <ServicesProvider services={{ http: {} as HttpClient, auth }}>
      <SignInScreen onSubmit={onSubmit} onSignedIn={onSignedIn} />
    </ServicesProvider>,
  );
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const fill = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  };
  return { send, fill };
}

describe('SignInScreen onSubmit (what signing in opens is fetched while the password is checked)', () => {
  it('is told once the form is sent with an e-mail and a password, before the answer', async () => {
    const events: string[] = [];
    let answer!: (r: { status: 'signed-in' }) => void;
    const auth = fakeAuth(() => {
      events.push('signIn');
      return new Promise((resolve) => (answer = resolve));
    });
    const { send, fill } = renderForm(
      auth,
      () => events.push('onSubmit'),
      () => events.push('signedIn'),
    );
    fill('admin@volunteerkit.test', 'secret');
    send();
    await waitFor(() => expect(events).toEqual(['onSubmit', 'signIn']));
    answer({ status: 'signed-in' });
    await waitFor(() => expect(events).toEqual(['onSubmit', 'signIn', 'signedIn']));
  });

  it('is not told for a form the screen refuses (nothing to sign in with)', async () => {
    const onSubmit = vi.fn();
    const signIn = vi.fn(async () => ({ status: 'signed-in' as const }));
    const { send } = renderForm(fakeAuth(signIn), onSubmit);
    send();
    await screen.findByText('Enter your e-mail address and password.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });
});
