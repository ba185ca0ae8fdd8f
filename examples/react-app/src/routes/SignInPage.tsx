import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, NetworkError } from '@volunteerkit/api-client';
import { client } from '../api.js';

/** Email and password sign-in; on success, the user's shifts. */
export function SignInPage() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const result = await client.login({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (result.status === 'authenticated') void navigate('/my-shifts');
      else setError('This account needs a second step, which this example does not show.');
    } catch (e) {
      setError(
        e instanceof ApiError && (e.status === 401 || e.status === 422)
          ? 'The e-mail address or password is not right.'
          : e instanceof ApiError && e.status === 403
            ? 'This account is locked.'
            : e instanceof NetworkError
              ? 'The server cannot be reached. Check your connection.'
              : 'Signing in failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <form className="signin" onSubmit={(e) => void onSubmit(e)}>
        <label className="vk-label" htmlFor="email">
          E-mail address
        </label>
        <input
          className="vk-input"
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
        />
        <label className="vk-label" htmlFor="password">
          Password
        </label>
        <input
          className="vk-input"
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? (
          <p role="alert" style={{ color: 'var(--vk-color-danger)', margin: 0 }}>
            {error}
          </p>
        ) : null}
        <button className="vk-button" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
