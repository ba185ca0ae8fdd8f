import { useEffect, useId, useRef, useState } from 'react';
import { useBaseServices } from '../app/services.js';
import { TextField } from '../app/ui/FormField.js';
import { useAccountText, type AccountText } from './accountText.js';
import { MORE_ACCOUNT_TEXT } from './accountMoreText.js';
import { failureOf, ForgotPasswordForm } from './ForgotPasswordForm.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import type { SetPasswordInput } from './types.js';

/** The path of the set-password page (the e-mailed links open it). */
export const SET_PASSWORD_PATH = '/set-password';

/** The link's parts from the page's fragment (`#user=…&link=…&token=…`), or null when one is missing. */
export function linkFromHash(
  hash: string,
): Pick<SetPasswordInput, 'userId' | 'linkId' | 'token'> | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const userId = params.get('user') ?? '';
  const linkId = params.get('link') ?? '';
  const token = params.get('token') ?? '';
  return /^\d+$/.test(userId) && /^\d+$/.test(linkId) && token ? { userId, linkId, token } : null;
}

type LinkProblem = 'link_used' | 'link_expired' | 'link_invalid' | 'account_locked';

function problemText(t: AccountText, problem: LinkProblem): string {
  return {
    link_used: t.linkUsed,
    link_expired: t.linkExpired,
    link_invalid: t.linkInvalid,
    account_locked: t.accountBlocked,
  }[problem];
}

/** The texts of the server's password rules, by its messages. */
function serverFieldText(t: AccountText, messages: readonly string[] | undefined): string | null {
  const first = messages?.[0];
  if (!first) return null;
  if (/at least/.test(first)) return t.passwordTooShort;
  if (/at most/.test(first)) return t.passwordTooLong;
  if (/match/.test(first)) return t.passwordMismatch;
  return first;
}

/**
 * The set-password page the e-mailed links open (`/set-password#user=…&link=…&token=…`):
 * a new password typed twice (at least 8 characters), then signed in. A used,
 * expired or broken link says so and offers a new one on the spot. In the
 * language of the link (`lang=cy` for a Welsh speaker) or the one chosen here.
 */
export function SetPasswordScreen({
  onSignedIn,
  onSubmit,
}: {
  /** Told once the password is set and the person is signed in. */
  onSignedIn: () => void;
  /** Told when a valid form is sent, before the answer (the caller can warm up the portal). */
  onSubmit?: () => void;
}) {
  const { auth } = useBaseServices();
  const { lang, t: signInText, setLang } = useAccountText();
  const t: AccountText | null = signInText && { ...signInText, ...MORE_ACCOUNT_TEXT[lang] };
  const uid = useId();
  const [link] = useState(() => linkFromHash(window.location.hash));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(link ? null : 'link_invalid');
  const [twoFactor, setTwoFactor] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (alert || problem) alertRef.current?.focus();
  }, [alert, problem]);
  useEffect(() => {
    if (twoFactor) doneRef.current?.focus();
  }, [twoFactor]);

  const submit = async () => {
    if (!t) return;
    setAlert(null);
    const found: { password?: string; confirmation?: string } = {};
    if (!password) found.password = t.passwordRequired;
    else if (password.length < 8) found.password = t.passwordTooShort;
    else if (password.length > 1024) found.password = t.passwordTooLong;
    else if (confirmation !== password) found.confirmation = t.passwordMismatch;
    setErrors(found);
    if (found.password || found.confirmation) {
      (found.password ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    if (!link) return;
    setBusy(true);
    onSubmit?.();
    try {
      const result = await auth.setPassword({ ...link, password, confirmation });
      if (result.status === 'two-factor') {
        setTwoFactor(true);
        setBusy(false);
        return;
      }
      onSignedIn();
    } catch (e) {
      setBusy(false);
      const failure = failureOf(e);
      if (
        failure.code === 'link_used' ||
        failure.code === 'link_expired' ||
        failure.code === 'link_invalid' ||
        failure.code === 'account_locked'
      ) {
        setProblem(failure.code);
        return;
      }
      if (failure.status === 422) {
        const next = {
          password: serverFieldText(t, failure.fields.password) ?? undefined,
          confirmation: serverFieldText(t, failure.fields.password_confirmation) ?? undefined,
        };
        setErrors(next);
        (next.password ? passwordRef : confirmationRef).current?.focus();
        return;
      }
      setAlert(failure.status === undefined ? t.network : t.somethingWrong);
    }
  };

  if (!t) return <main className="vkp-signin" id="main" lang={lang} aria-busy="true" />;

  return (
    <main className="vkp-signin" id="main" lang={lang}>
      <div className="vkp-signin-card">
        <LanguageSwitch t={t} lang={lang} onLang={setLang} />
        {problem ? (
          <>
            <h1>{t.setTitle}</h1>
            <p className="vkp-form-error" role="alert" tabIndex={-1} ref={alertRef}>
              {problemText(t, problem)}
            </p>
            {problem === 'account_locked' ? null : (
              <ForgotPasswordForm t={t} lang={lang} title={t.askNewLink} headingLevel={2} />
            )}
          </>
        ) : twoFactor ? (
          <>
            <h1>{t.setTitle}</h1>
            <p role="status" tabIndex={-1} ref={doneRef}>
              {t.setTwoFactorDone}
            </p>
            <div className="vkp-form-actions">
              <a
                className="vkp-button vkp-primary"
                href={lang === 'cy' ? '/sign-in?lang=cy' : '/sign-in'}
              >
                {t.goToSignIn}
              </a>
            </div>
          </>
        ) : (
          <form
            aria-labelledby={`${uid}-title`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <h1 id={`${uid}-title`}>{t.setTitle}</h1>
            <p id={`${uid}-intro`}>{t.setIntro}</p>
            {alert ? (
              <p className="vkp-form-error" role="alert" tabIndex={-1} ref={alertRef}>
                {alert}
              </p>
            ) : null}
            <TextField
              id={`${uid}-password`}
              ref={passwordRef}
              label={t.newPassword}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={1024}
              value={password}
              onValue={setPassword}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${uid}-password-error` : `${uid}-intro`}
            >
              {errors.password ? (
                <p id={`${uid}-password-error`} className="vkp-field-error">
                  {errors.password}
                </p>
              ) : null}
            </TextField>
            <TextField
              id={`${uid}-confirmation`}
              ref={confirmationRef}
              label={t.confirmPassword}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              maxLength={1024}
              value={confirmation}
              onValue={setConfirmation}
              aria-invalid={errors.confirmation ? true : undefined}
              aria-describedby={errors.confirmation ? `${uid}-confirmation-error` : undefined}
            >
              {errors.confirmation ? (
                <p id={`${uid}-confirmation-error`} className="vkp-field-error">
                  {errors.confirmation}
                </p>
              ) : null}
            </TextField>
            <label className="vkp-checkbox">
              <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
              {t.showPasswords}
            </label>
            <div className="vkp-form-actions">
              <button
                type="submit"
                className="vkp-button vkp-primary"
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? t.saving : t.setAndSignIn}
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
