import { useEffect, useId, useRef, useState } from 'react';
import { useAuth, useBaseServices } from '../app/services.js';
import { SignInError, signInErrorOf } from './createPortalAuth.js';
import { TextField } from '../app/ui/FormField.js';

/** Only same-portal paths are followed after sign-in (no open redirects). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    value.startsWith('/sign-in')
  )
    return '/';
  return value;
}

/**
 * Sign-in: e-mail and password, then (for two-factor users) the code with
 * "Trust this computer". Errors say what went wrong: wrong credentials, a
 * locked account, a wrong code. Needs no router (the first screen ships
 * without one): once signed in, the sign-in store's new state opens the portal;
 * `onSignedIn` is told too.
 */
export function SignInScreen({
  onSignedIn,
  onSubmit,
}: {
  /** Told once the password (and code) are accepted. */
  onSignedIn?: () => void;
  /**
   * Told when the form is sent with what it needs, before the answer: the caller
   * can fetch, while the server checks the password, what signing in opens.
   */
  onSubmit?: () => void;
} = {}) {
  const { auth } = useBaseServices();
  const { expired } = useAuth();
  const uid = useId();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async () => {
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    if (step === 'code' && !/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    onSubmit?.();
    try {
      const result = await auth.signIn(
        step === 'code' ? { email, password, code, trustComputer: trust } : { email, password },
      );
      if (result.status === 'two-factor') {
        setStep('code');
        setBusy(false);
        return;
      }
      onSignedIn?.();
    } catch (e) {
      setError(e instanceof SignInError ? e.message : signInErrorOf(e).message);
      setBusy(false);
    }
  };

  return (
    <main className="vkp-signin" id="main">
      <form
        className="vkp-signin-card"
        aria-labelledby={`${uid}-title`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 id={`${uid}-title`}>
          {step === 'password' ? 'Sign in to VolunteerKit' : 'Two-factor authentication'}
        </h1>
        {expired && step === 'password' ? (
          <p className="vkp-note" role="status">
            Your session has ended. Sign in again to carry on; anything you were typing has been
            kept.
          </p>
        ) : null}
        {error ? (
          <p
            className="vkp-form-error"
            role="alert"
            tabIndex={-1}
            ref={errorRef}
            id={`${uid}-error`}
          >
            {error}
          </p>
        ) : null}
        {step === 'password' ? (
          <>
            <TextField
              id={`${uid}-email`}
              label="E-mail address"
              type="email"
              autoComplete="username"
              required
              value={email}
              onValue={setEmail}
            />
            <TextField
              id={`${uid}-password`}
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onValue={setPassword}
            />
          </>
        ) : (
          <>
            <p>Enter the 6-digit code from your authenticator app.</p>
            <TextField
              id={`${uid}-code`}
              label="Code"
              ref={codeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={7}
              required
              value={code}
              onValue={setCode}
            />
            <label className="vkp-checkbox">
              <input type="checkbox" checked={trust} onChange={(e) => setTrust(e.target.checked)} />
              Trust this computer
            </label>
          </>
        )}
        <div className="vkp-form-actions">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Signing in…' : step === 'password' ? 'Sign in' : 'Verify'}
          </button>
          {step === 'code' ? (
            <button
              type="button"
              className="vkp-button"
              onClick={() => {
                setStep('password');
                setCode('');
                setError(null);
              }}
            >
              Back
            </button>
          ) : null}
        </div>
        {step === 'password' ? (
          <div className="vkp-forgot">
            <button
              type="button"
              className="vkp-link-button"
              aria-expanded={forgotOpen}
              aria-controls={`${uid}-forgot`}
              onClick={() => setForgotOpen(!forgotOpen)}
            >
              Forgot your password?
            </button>
            <div id={`${uid}-forgot`} hidden={!forgotOpen}>
              <p>
                Ask an administrator or your coordinator at your organisation to send you a password
                reset. They can do it from your record in VolunteerKit; you will get an e-mail with
                a link to choose a new password.
              </p>
            </div>
          </div>
        ) : null}
      </form>
    </main>
  );
}
