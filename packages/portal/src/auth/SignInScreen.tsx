import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAuth, useBaseServices } from '../app/services.js';
import { SignInError, signInErrorOf } from './createPortalAuth.js';
import { TextField } from '../app/ui/FormField.js';
import { useAccountText, type SignInText } from './accountText.js';
import { LanguageSwitch } from './LanguageSwitch.js';

// Asked for by few: its own chunk, loaded when "Forgot your password?" is chosen.
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm.js').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** A sign-in failure in the screen's language (by the server's code). */
function signInMessage(t: SignInText, error: SignInError): string {
  const known = t.signInErrors as Record<string, string>;
  return (
    known[error.code] ?? (error.code === 'network' ? t.signInErrors.network : t.signInErrors.other)
  );
}

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
 * locked account, a wrong code. "Forgot your password?" asks for a link to
 * choose a new one, e-mailed to the address (the same answer whether or not it
 * belongs to an account). In English or Welsh (the switch on the card, else the
 * browser's languages). Needs no router (the first screen ships without one):
 * once signed in, the sign-in store's new state opens the portal; `onSignedIn`
 * is told too.
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
  const { lang, t, setLang } = useAccountText();
  const uid = useId();
  const [step, setStep] = useState<'password' | 'code' | 'forgot'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<SignInError | 'missing' | 'code' | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const backFromForgot = useRef(false);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
    if (step === 'password' && backFromForgot.current) {
      backFromForgot.current = false;
      forgotRef.current?.focus();
    }
  }, [step]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async () => {
    setError(null);
    if (!email.trim() || !password) {
      setError('missing');
      return;
    }
    if (step === 'code' && !/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('code');
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
      setError(e instanceof SignInError ? e : signInErrorOf(e));
      setBusy(false);
    }
  };

  if (!t) return <main className="vkp-signin" id="main" lang={lang} aria-busy="true" />;

  const message =
    error === 'missing'
      ? t.enterEmailAndPassword
      : error === 'code'
        ? t.enterCode
        : error
          ? signInMessage(t, error)
          : null;

  return (
    <main className="vkp-signin" id="main" lang={lang}>
      <div className="vkp-signin-card">
        <LanguageSwitch t={t} lang={lang} onLang={setLang} />
        {step === 'forgot' ? (
          <Suspense fallback={<p aria-busy="true">{t.forgotTitle}</p>}>
            <ForgotPasswordForm
              t={t}
              lang={lang}
              initialEmail={email}
              onBack={() => {
                backFromForgot.current = true;
                setStep('password');
              }}
            />
          </Suspense>
        ) : (
          <form
            aria-labelledby={`${uid}-title`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <h1 id={`${uid}-title`}>{step === 'password' ? t.signInTitle : t.twoFactorTitle}</h1>
            {expired && step === 'password' ? (
              <p className="vkp-note" role="status">
                {t.sessionEnded}
              </p>
            ) : null}
            {message ? (
              <p
                className="vkp-form-error"
                role="alert"
                tabIndex={-1}
                ref={errorRef}
                id={`${uid}-error`}
              >
                {message}
              </p>
            ) : null}
            {step === 'password' ? (
              <>
                <TextField
                  id={`${uid}-email`}
                  label={t.email}
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onValue={setEmail}
                />
                <TextField
                  id={`${uid}-password`}
                  label={t.password}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onValue={setPassword}
                />
              </>
            ) : (
              <>
                <p>{t.codeHint}</p>
                <TextField
                  id={`${uid}-code`}
                  label={t.code}
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
                  <input
                    type="checkbox"
                    checked={trust}
                    onChange={(e) => setTrust(e.target.checked)}
                  />
                  {t.trustComputer}
                </label>
              </>
            )}
            <div className="vkp-form-actions">
              <button
                type="submit"
                className="vkp-button vkp-primary"
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? t.signingIn : step === 'password' ? t.signIn : t.verify}
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
                  {t.back}
                </button>
              ) : null}
            </div>
            {step === 'password' ? (
              <p className="vkp-forgot">
                <button
                  type="button"
                  ref={forgotRef}
                  className="vkp-link-button"
                  onClick={() => {
                    setError(null);
                    setStep('forgot');
                  }}
                >
                  {t.forgotLink}
                </button>
              </p>
            ) : null}
          </form>
        )}
      </div>
    </main>
  );
}
