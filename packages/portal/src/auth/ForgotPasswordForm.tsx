import { useEffect, useId, useRef, useState } from 'react';
import { useBaseServices } from '../app/services.js';
import { TextField } from '../app/ui/FormField.js';
import { fill, type AccountLang, type SignInText } from './accountText.js';
import { MORE_ACCOUNT_TEXT } from './accountMoreText.js';

/** What a failed call answered: its status, code, field errors and how long to wait. */
export function failureOf(error: unknown): {
  status?: number;
  code?: string;
  fields: Record<string, string[]>;
  retryAfterSeconds?: number;
} {
  const status = (error as { status?: unknown } | null)?.status;
  const body = (error as { body?: unknown } | null)?.body;
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields =
    typeof b.errors === 'object' && b.errors !== null ? (b.errors as Record<string, string[]>) : {};
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
    fields,
    ...(typeof b.retry_after_seconds === 'number'
      ? { retryAfterSeconds: b.retry_after_seconds }
      : {}),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Forgot your password?": the e-mail address, then the same answer whether or not
 * it belongs to an account ("Check your e-mail"), with a way to send another link.
 * Field errors stand under the field; nothing typed is lost on a refusal.
 */
export function ForgotPasswordForm({
  t: signInText,
  lang,
  initialEmail = '',
  title,
  headingLevel = 1,
  onBack,
}: {
  /** The sign-in screen's texts in its language. */
  t: SignInText;
  /** The screen's language (the e-mail to an unknown address is written in it). */
  lang: AccountLang;
  /** The address already typed on the sign-in form. */
  initialEmail?: string;
  /** The heading. @default t.forgotTitle */
  title?: string;
  /** 1 on its own screen, 2 under the set-password page's message. */
  headingLevel?: 1 | 2;
  /** Back to the sign-in form, when there is one. */
  onBack?: () => void;
}) {
  const { auth } = useBaseServices();
  const t = { ...signInText, ...MORE_ACCOUNT_TEXT[lang] };
  const uid = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    if (headingLevel === 1) emailRef.current?.focus();
  }, [headingLevel]);
  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
  }, [sentTo]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const send = async () => {
    setError(null);
    setFieldError(null);
    const address = email.trim();
    const invalid = !address ? t.emailRequired : EMAIL.test(address) ? null : t.emailInvalid;
    if (invalid) {
      setFieldError(invalid);
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await auth.requestPasswordReset(address, lang);
      setSentTo(address);
    } catch (e) {
      const failure = failureOf(e);
      if (failure.status === 422 && failure.fields.email) {
        setFieldError(t.emailInvalid);
        emailRef.current?.focus();
      } else if (failure.status === 429)
        setError(
          fill(t.tooManyRequests, {
            minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)),
          }),
        );
      else setError(failure.status === undefined ? t.network : t.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <section aria-labelledby={`${uid}-sent`} className="vkp-account-sent">
        <Heading id={`${uid}-sent`} tabIndex={-1} ref={headingRef}>
          {t.sentTitle}
        </Heading>
        <p role="status">{fill(t.sent, { email: sentTo })}</p>
        <p>{t.sentHelp}</p>
        <div className="vkp-form-actions">
          <button type="button" className="vkp-button" onClick={() => setSentTo(null)}>
            {t.sendAgain}
          </button>
          {onBack ? (
            <button type="button" className="vkp-button vkp-primary" onClick={onBack}>
              {t.backToSignIn}
            </button>
          ) : null}
        </div>
      </section>
    );

  return (
    <form
      aria-labelledby={`${uid}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Heading id={`${uid}-title`} ref={headingRef} tabIndex={-1}>
        {title ?? t.forgotTitle}
      </Heading>
      <p id={`${uid}-intro`}>{t.forgotIntro}</p>
      {error ? (
        <p className="vkp-form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <TextField
        id={`${uid}-email`}
        ref={emailRef}
        label={t.email}
        type="email"
        autoComplete="username"
        required
        value={email}
        onValue={setEmail}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${uid}-email-error` : `${uid}-intro`}
      >
        {fieldError ? (
          <p id={`${uid}-email-error`} className="vkp-field-error">
            {fieldError}
          </p>
        ) : null}
      </TextField>
      <div className="vkp-form-actions">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy} aria-busy={busy}>
          {busy ? t.sending : t.sendLink}
        </button>
        {onBack ? (
          <button type="button" className="vkp-button" onClick={onBack}>
            {t.backToSignIn}
          </button>
        ) : null}
      </div>
    </form>
  );
}
