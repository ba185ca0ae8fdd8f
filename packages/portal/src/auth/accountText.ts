/**
 * The texts of the screens before sign-in (sign-in, "Forgot your password?", the
 * set-password page), in English and Welsh. Nobody is signed in yet, so the
 * language comes from the page's link (`?lang=cy`, or `lang=cy` in the fragment of
 * a set-password link sent to a Welsh speaker), else the choice made on these
 * screens' language switch (kept in this browser), else the browser's languages.
 *
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import type { MoreAccountText } from './accountMoreText.js';

/** The languages of the screens before sign-in. */
export type AccountLang = 'en-GB' | 'cy';

/** The sign-in screen's texts (on the first screen; the others are {@link MoreAccountText}). */
export interface SignInText {
  /** The language switch's group label. */
  language: string;
  signInTitle: string;
  twoFactorTitle: string;
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  verify: string;
  back: string;
  code: string;
  codeHint: string;
  trustComputer: string;
  sessionEnded: string;
  enterEmailAndPassword: string;
  enterCode: string;
  /** Sign-in failures by the server's code. */
  signInErrors: {
    invalid_credentials: string;
    account_locked: string;
    invalid_two_factor_code: string;
    too_many_attempts: string;
    network: string;
    other: string;
  };
  forgotLink: string;
  forgotTitle: string;
}

/** Every text of the screens before sign-in (the sign-in screen's, and the lazy screens' {@link MoreAccountText}). */
export type AccountText = SignInText & MoreAccountText;

/** English (the source). */
export const enAccountText: SignInText = {
  language: 'Language',
  signInTitle: 'Sign in to VolunteerKit',
  twoFactorTitle: 'Two-factor authentication',
  email: 'E-mail address',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  verify: 'Verify',
  back: 'Back',
  code: 'Code',
  codeHint: 'Enter the 6-digit code from your authenticator app.',
  trustComputer: 'Trust this computer',
  sessionEnded:
    'Your session has ended. Sign in again to carry on; anything you were typing has been kept.',
  enterEmailAndPassword: 'Enter your e-mail address and password.',
  enterCode: 'Enter the 6-digit code from your authenticator app.',
  signInErrors: {
    invalid_credentials: "That e-mail address and password don't match. Check them and try again.",
    account_locked:
      'This account is locked. Ask an administrator of your organisation to unlock it.',
    invalid_two_factor_code:
      'The two-factor code is not valid. Check your authenticator app and try again.',
    too_many_attempts: 'Too many attempts. Wait a minute and try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    other: 'Signing in failed. Try again in a moment.',
  },
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Forgot your password?',
};

/** The catalogues loaded so far (Welsh is a lazy chunk: English pays nothing for it). */
const loaded: Partial<Record<AccountLang, SignInText>> = { 'en-GB': enAccountText };

/** Loads a language's texts (Welsh: its own chunk). */
export function loadAccountText(lang: AccountLang): Promise<SignInText> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  return import('./accountTextCy.js').then((m) => (loaded.cy = m.cyAccountText));
}

/** Where the language switch keeps the choice in this browser. */
export const ACCOUNT_LANG_KEY = 'volunteerkit.account-lang';

function stored(): string | null {
  try {
    return window.localStorage.getItem(ACCOUNT_LANG_KEY);
  } catch {
    return null;
  }
}

/**
 * The language of the screens before sign-in: `lang` in the address (query or
 * fragment), else the language switch's choice, else the first of English and
 * Welsh in the browser's languages, else English.
 */
export function initialAccountLang(
  location: Pick<Location, 'search' | 'hash'> = window.location,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): AccountLang {
  const fromUrl =
    new URLSearchParams(location.search).get('lang') ??
    new URLSearchParams(location.hash.replace(/^#/, '')).get('lang');
  if (fromUrl === 'cy' || fromUrl === 'en' || fromUrl === 'en-GB')
    return fromUrl === 'cy' ? 'cy' : 'en-GB';
  const saved = stored();
  if (saved === 'cy' || saved === 'en-GB') return saved;
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'cy') return 'cy';
    if (base === 'en') return 'en-GB';
  }
  return 'en-GB';
}

/** `{name}` placeholders replaced by `values`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/**
 * The language and texts of a screen before sign-in, and a way to switch (kept in
 * this browser). `t` is null while a language's texts load (a screen then shows
 * an empty, busy card for that moment). The screen puts `lang` on its own root
 * element: `<html lang>` belongs to the signed-in portal.
 */
export function useAccountText(): {
  lang: AccountLang;
  t: SignInText | null;
  setLang: (lang: AccountLang) => void;
} {
  const [lang, setLangState] = useState<AccountLang>(() => initialAccountLang());
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded[lang]) return;
    let live = true;
    loadAccountText(lang).then(
      () => live && setVersion((v) => v + 1),
      // The chunk failed to load: stay in English rather than show nothing.
      () => live && setLangState('en-GB'),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  const setLang = useCallback((next: AccountLang) => {
    try {
      window.localStorage.setItem(ACCOUNT_LANG_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setLangState(next);
  }, []);
  return { lang, t: loaded[lang] ?? null, setLang };
}
