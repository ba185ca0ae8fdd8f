/**
 * The texts of "Forgot your password?" and the set-password page, in English and
 * Welsh: loaded with those screens (lazy chunks), not with the sign-in screen.
 *
 * @module
 */
import type { AccountLang } from './accountText.js';

/** The texts of "Forgot your password?" and the set-password page. */
export interface MoreAccountText {
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

/** English. */
export const enMoreAccountText: MoreAccountText = {
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
export const cyMoreAccountText: MoreAccountText = {
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

/** The texts by language. */
export const MORE_ACCOUNT_TEXT: Readonly<Record<AccountLang, MoreAccountText>> = {
  'en-GB': enMoreAccountText,
  cy: cyMoreAccountText,
};
