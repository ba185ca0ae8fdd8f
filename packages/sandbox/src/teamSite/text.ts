/**
 * The texts of a team's public site and its contact-us form (issue 49), in
 * English (the source) and Welsh, placeholders in braces as in the apply page
 * (publicApply/text.ts, whose `fillText` fills them). `text.test.ts` checks that
 * both languages have every text and keep every placeholder.
 *
 * @module
 */

/** The field error codes of a contact-us message, each a text of {@link TeamSiteText}. */
export type ContactProblem =
  | 'requiredName'
  | 'requiredEmail'
  | 'invalidEmail'
  | 'requiredMessage'
  | 'tooLongName'
  | 'tooLongMessage'
  | 'tooFast'
  | 'formExpired'
  | 'rateLimited'
  | 'emailRateLimited';

/** Every text of a team site page. */
export interface TeamSiteText extends Record<ContactProblem, string> {
  /** The `lang` of the page. */
  htmlLang: string;
  pageTitle: string;
  contactDetails: string;
  emailLabel: string;
  phoneLabel: string;
  addressLabel: string;
  opportunitiesHeading: string;
  noOpportunities: string;
  contactHeading: string;
  contactIntro: string;
  yourName: string;
  yourEmail: string;
  yourEmailHint: string;
  message: string;
  messageHint: string;
  honeypot: string;
  send: string;
  privacy: string;
  errorSummary: string;
  errorPrefix: string;
  otherLanguage: string;
  sentHeading: string;
  sentBody: string;
  /** Subject of the message in the team's inbox and of the e-mail. */
  inboxSubject: string;
  /** First line of the message in the team's inbox and of the e-mail. */
  inboxIntro: string;
}

/** The English texts (the source). */
export const enTeamSiteText: TeamSiteText = {
  htmlLang: 'en',
  pageTitle: '{team} – {organisation}',
  contactDetails: 'Contact details',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  opportunitiesHeading: 'Opportunities with {team}',
  noOpportunities: 'There are no open opportunities with this team at the moment.',
  contactHeading: 'Contact {team}',
  contactIntro: 'Send the team a message. They will reply by e-mail.',
  yourName: 'Your name',
  yourEmail: 'Your e-mail address',
  yourEmailHint: 'The team replies to this address.',
  message: 'Your message',
  messageHint: 'Up to {max} characters.',
  honeypot: 'Leave this field empty',
  send: 'Send message',
  privacy: 'We use these details only to answer your message.',
  errorSummary: 'There is a problem',
  errorPrefix: 'Error:',
  otherLanguage: 'Cymraeg',
  sentHeading: 'Thank you: your message has been sent',
  sentBody: '{team} will reply by e-mail. You can close this page.',
  inboxSubject: 'Message from your team site: {name}',
  inboxIntro: '{name} ({email}) wrote through the {team} site:',
  requiredName: 'Enter your name',
  requiredEmail: 'Enter your e-mail address',
  invalidEmail: 'Enter an e-mail address like name@example.com',
  requiredMessage: 'Enter your message',
  tooLongName: 'Your name must be {max} characters or fewer',
  tooLongMessage: 'Your message must be {max} characters or fewer (it has {length})',
  tooFast: 'The form was sent too quickly. Check your message, then send it again.',
  formExpired: 'The form was open too long. Send it again.',
  rateLimited: 'Too many messages have been sent from here. Try again in {minutes} minutes.',
  emailRateLimited:
    'You have sent several messages already. Try again in {minutes} minutes, or wait for the team’s reply.',
};

/** The Welsh texts. */
export const cyTeamSiteText: TeamSiteText = {
  htmlLang: 'cy',
  pageTitle: '{team} – {organisation}',
  contactDetails: 'Manylion cyswllt',
  emailLabel: 'E-bost',
  phoneLabel: 'Ffôn',
  addressLabel: 'Cyfeiriad',
  opportunitiesHeading: 'Cyfleoedd gyda {team}',
  noOpportunities: 'Nid oes cyfleoedd agored gyda’r tîm hwn ar hyn o bryd.',
  contactHeading: 'Cysylltu â {team}',
  contactIntro: 'Anfonwch neges at y tîm. Byddant yn ateb drwy e-bost.',
  yourName: 'Eich enw',
  yourEmail: 'Eich cyfeiriad e-bost',
  yourEmailHint: 'Bydd y tîm yn ateb i’r cyfeiriad hwn.',
  message: 'Eich neges',
  messageHint: 'Hyd at {max} nod.',
  honeypot: 'Gadewch y maes hwn yn wag',
  send: 'Anfon neges',
  privacy: 'Dim ond i ateb eich neges y byddwn yn defnyddio’r manylion hyn.',
  errorSummary: 'Mae problem',
  errorPrefix: 'Gwall:',
  otherLanguage: 'English',
  sentHeading: 'Diolch: mae eich neges wedi’i hanfon',
  sentBody: 'Bydd {team} yn ateb drwy e-bost. Gallwch gau’r dudalen hon.',
  inboxSubject: 'Neges o wefan eich tîm: {name}',
  inboxIntro: 'Ysgrifennodd {name} ({email}) drwy wefan {team}:',
  requiredName: 'Rhowch eich enw',
  requiredEmail: 'Rhowch eich cyfeiriad e-bost',
  invalidEmail: 'Rhowch gyfeiriad e-bost fel enw@example.com',
  requiredMessage: 'Rhowch eich neges',
  tooLongName: 'Rhaid i’ch enw fod yn {max} nod neu lai',
  tooLongMessage: 'Rhaid i’ch neges fod yn {max} nod neu lai (mae ganddi {length})',
  tooFast: 'Cafodd y ffurflen ei hanfon yn rhy gyflym. Gwiriwch eich neges, yna anfonwch hi eto.',
  formExpired: 'Roedd y ffurflen ar agor yn rhy hir. Anfonwch hi eto.',
  rateLimited:
    'Mae gormod o negeseuon wedi’u hanfon o’r fan hon. Rhowch gynnig arall ymhen {minutes} munud.',
  emailRateLimited:
    'Rydych chi wedi anfon sawl neges yn barod. Rhowch gynnig arall ymhen {minutes} munud, neu arhoswch am ateb y tîm.',
};

/** The texts of a language (English for anything but Welsh). */
export function teamSiteTextOf(lang: unknown): TeamSiteText {
  return typeof lang === 'string' && /^cy\b/i.test(lang.trim()) ? cyTeamSiteText : enTeamSiteText;
}
