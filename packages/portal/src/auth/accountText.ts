/**
 * The texts of the screens before sign-in (sign-in, "Forgot your password?", the
 * set-password page), in English and Welsh. Nobody is signed in yet, so the
 * language comes from the page's link (`?lang=cy`, or `lang=cy` in the fragment of
 * a set-password link sent to a Welsh speaker), else the choice made on these
 * screens' language switch (kept in this browser), else the browser's languages.
 *
 * @module
 */
import { useCallback, useState } from 'react';

/** The languages of the screens before sign-in. */
export type AccountLang = 'en-GB' | 'cy';

/** The texts of the screens before sign-in. */
export interface AccountText {
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
  forgotIntro: string;
  sendLink: string;
  sending: string;
  backToSignIn: string;
  /** `{email}`: the address typed. */
  sentTitle: string;
  sent: string;
  sentHelp: string;
  sendAgain: string;
  emailRequired: string;
  emailInvalid: string;
  /** `{minutes}`: how long to wait. */
  tooManyRequests: string;
  network: string;
  somethingWrong: string;
  setTitle: string;
  setIntro: string;
  newPassword: string;
  confirmPassword: string;
  showPasswords: string;
  setAndSignIn: string;
  saving: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordMismatch: string;
  fixErrors: string;
  linkUsed: string;
  linkExpired: string;
  linkInvalid: string;
  accountBlocked: string;
  askNewLink: string;
  setTwoFactorDone: string;
  goToSignIn: string;
}

/** English (the source). */
export const enAccountText: AccountText = {
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
  forgotIntro:
    'Enter the e-mail address you sign in with, and we will e-mail you a link to choose a new password.',
  sendLink: 'Send the link',
  sending: 'Sending…',
  backToSignIn: 'Back to sign in',
  sentTitle: 'Check your e-mail',
  sent: 'If {email} belongs to an account, we have sent it a link to choose a new password. The link works once, for 1 hour.',
  sentHelp: 'Nothing arrived? Look in your spam folder, or ask again in a few minutes.',
  sendAgain: 'Send another link',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.org.',
  tooManyRequests: 'Too many requests for a link. Wait {minutes} minutes and try again.',
  network: 'The server could not be reached. Check your connection and try again.',
  somethingWrong: 'Something went wrong. Try again in a moment.',
  setTitle: 'Choose your password',
  setIntro:
    'Choose a password of at least 8 characters. A few words you will remember make a good one.',
  newPassword: 'New password',
  confirmPassword: 'Type it again',
  showPasswords: 'Show the passwords',
  setAndSignIn: 'Set the password and sign in',
  saving: 'Saving…',
  passwordRequired: 'Choose a password.',
  passwordTooShort: 'Use at least 8 characters.',
  passwordTooLong: 'Use at most 1024 characters.',
  passwordMismatch: 'The two passwords are different: type the same one twice.',
  fixErrors: 'Check the password: the message is beside the field.',
  linkUsed: 'This link has already been used: a link works once. Ask for a new one below.',
  linkExpired:
    'This link has expired: a link works for 1 hour (7 days in a welcome e-mail). Ask for a new one below.',
  linkInvalid:
    'This link is not complete or not valid: check you opened all of it, or ask for a new one below.',
  accountBlocked: 'This account is blocked: a new password would not let you in.',
  askNewLink: 'Ask for a new link',
  setTwoFactorDone:
    'Your password is set. Sign in with it and the code from your authenticator app.',
  goToSignIn: 'Go to sign in',
};

/** Welsh. */
export const cyAccountText: AccountText = {
  language: 'Iaith',
  signInTitle: 'Mewngofnodi i VolunteerKit',
  twoFactorTitle: 'Dilysu dau gam',
  email: 'Cyfeiriad e-bost',
  password: 'Cyfrinair',
  signIn: 'Mewngofnodi',
  signingIn: 'Yn mewngofnodi…',
  verify: 'Gwirio',
  back: 'Yn ôl',
  code: 'Cod',
  codeHint: "Rhowch y cod 6 digid o'ch ap dilysu.",
  trustComputer: 'Ymddiried yn y cyfrifiadur hwn',
  sessionEnded:
    "Mae eich sesiwn wedi dod i ben. Mewngofnodwch eto i barhau; mae unrhyw beth roeddech chi'n ei deipio wedi'i gadw.",
  enterEmailAndPassword: "Rhowch eich cyfeiriad e-bost a'ch cyfrinair.",
  enterCode: "Rhowch y cod 6 digid o'ch ap dilysu.",
  signInErrors: {
    invalid_credentials:
      "Nid yw'r cyfeiriad e-bost a'r cyfrinair yn cyfateb. Gwiriwch nhw a rhowch gynnig arall arni.",
    account_locked:
      "Mae'r cyfrif hwn wedi'i gloi. Gofynnwch i weinyddwr yn eich sefydliad ei ddatgloi.",
    invalid_two_factor_code:
      "Nid yw'r cod dilysu dau gam yn ddilys. Gwiriwch eich ap dilysu a rhowch gynnig arall arni.",
    too_many_attempts: 'Gormod o ymdrechion. Arhoswch funud a rhowch gynnig arall arni.',
    network:
      'Nid oedd modd cyrraedd y gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
    other: 'Methodd mewngofnodi. Rhowch gynnig arall arni mewn munud.',
  },
  forgotLink: 'Wedi anghofio eich cyfrinair?',
  forgotTitle: 'Wedi anghofio eich cyfrinair?',
  forgotIntro:
    "Rhowch y cyfeiriad e-bost rydych chi'n mewngofnodi ag ef, a byddwn yn anfon dolen atoch i ddewis cyfrinair newydd.",
  sendLink: 'Anfon y ddolen',
  sending: 'Yn anfon…',
  backToSignIn: 'Yn ôl i fewngofnodi',
  sentTitle: 'Gwiriwch eich e-bost',
  sent: "Os yw {email} yn perthyn i gyfrif, rydym wedi anfon dolen ato i ddewis cyfrinair newydd. Mae'r ddolen yn gweithio unwaith, am 1 awr.",
  sentHelp:
    'Dim byd wedi cyrraedd? Edrychwch yn eich ffolder sbam, neu gofynnwch eto ymhen ychydig funudau.',
  sendAgain: 'Anfon dolen arall',
  emailRequired: 'Rhowch eich cyfeiriad e-bost.',
  emailInvalid: 'Rhowch gyfeiriad e-bost fel enw@example.org.',
  tooManyRequests:
    'Gormod o geisiadau am ddolen. Arhoswch {minutes} munud a rhowch gynnig arall arni.',
  network:
    'Nid oedd modd cyrraedd y gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
  somethingWrong: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni mewn munud.",
  setTitle: 'Dewiswch eich cyfrinair',
  setIntro:
    "Dewiswch gyfrinair o 8 nod o leiaf. Mae ychydig eiriau y byddwch chi'n eu cofio yn gwneud un da.",
  newPassword: 'Cyfrinair newydd',
  confirmPassword: 'Teipiwch ef eto',
  showPasswords: 'Dangos y cyfrineiriau',
  setAndSignIn: 'Gosod y cyfrinair a mewngofnodi',
  saving: 'Yn cadw…',
  passwordRequired: 'Dewiswch gyfrinair.',
  passwordTooShort: 'Defnyddiwch 8 nod o leiaf.',
  passwordTooLong: 'Defnyddiwch 1024 nod ar y mwyaf.',
  passwordMismatch: "Mae'r ddau gyfrinair yn wahanol: teipiwch yr un un ddwywaith.",
  fixErrors: "Gwiriwch y cyfrinair: mae'r neges wrth ymyl y maes.",
  linkUsed:
    "Mae'r ddolen hon wedi'i defnyddio'n barod: mae dolen yn gweithio unwaith. Gofynnwch am un newydd isod.",
  linkExpired:
    "Mae'r ddolen hon wedi dod i ben: mae dolen yn gweithio am 1 awr (7 diwrnod mewn e-bost croeso). Gofynnwch am un newydd isod.",
  linkInvalid:
    "Nid yw'r ddolen hon yn gyflawn neu nid yw'n ddilys: gwiriwch eich bod wedi agor y cyfan, neu gofynnwch am un newydd isod.",
  accountBlocked:
    "Mae'r cyfrif hwn wedi'i rwystro: ni fyddai cyfrinair newydd yn gadael i chi fewngofnodi.",
  askNewLink: 'Gofyn am ddolen newydd',
  setTwoFactorDone: "Mae eich cyfrinair wedi'i osod. Mewngofnodwch ag ef a'r cod o'ch ap dilysu.",
  goToSignIn: 'Mynd i fewngofnodi',
};

/** The catalogues by language. */
export const ACCOUNT_TEXT: Readonly<Record<AccountLang, AccountText>> = {
  'en-GB': enAccountText,
  cy: cyAccountText,
};

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
 * this browser). The screen puts `lang` on its own root element: `<html lang>`
 * belongs to the signed-in portal.
 */
export function useAccountText(): {
  lang: AccountLang;
  t: AccountText;
  setLang: (lang: AccountLang) => void;
} {
  const [lang, setLangState] = useState<AccountLang>(() => initialAccountLang());
  const setLang = useCallback((next: AccountLang) => {
    try {
      window.localStorage.setItem(ACCOUNT_LANG_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setLangState(next);
  }, []);
  return { lang, t: ACCOUNT_TEXT[lang], setLang };
}
