/**
 * The texts of a visitor's online application (issue 44), in English (the
 * source) and Welsh: the apply page, its field errors (also the API's field
 * errors, in the language the application was sent in) and the e-mails it
 * sends. Placeholders are in braces, as in the widgets' catalogues
 * (docs/translating.md); `publicApply/text.test.ts` checks that both languages
 * have every text and keep every placeholder.
 *
 * @module
 */

/** The languages of the apply page and its e-mails. */
export const APPLY_LOCALES = ['en-GB', 'cy'] as const;

/** One of {@link APPLY_LOCALES}. */
export type ApplyLocale = (typeof APPLY_LOCALES)[number];

/** The field error codes of a visitor's application, each a text of {@link ApplyText}. */
export type ApplyProblem =
  | 'requiredFirstName'
  | 'requiredLastName'
  | 'requiredEmail'
  | 'invalidEmail'
  | 'requiredPhone'
  | 'invalidPhone'
  | 'requiredDateOfBirth'
  | 'invalidDateOfBirth'
  | 'futureDateOfBirth'
  | 'tooYoung'
  | 'requiredGuardianName'
  | 'requiredGuardianEmail'
  | 'sameGuardianEmail'
  | 'requiredMotivation'
  | 'requiredAnswer'
  | 'tooLong'
  | 'requiredDocument'
  | 'documentType'
  | 'documentSize'
  | 'documentOne'
  | 'documentUnknown'
  | 'tooFast'
  | 'formExpired'
  | 'rateLimited'
  | 'emailRateLimited';

/** Every text of the apply page and its e-mails. */
export interface ApplyText extends Record<ApplyProblem, string> {
  /** The `lang` of the page. */
  htmlLang: string;
  pageTitle: string;
  heading: string;
  intro: string;
  requiredNote: string;
  optional: string;
  aboutYou: string;
  firstName: string;
  lastName: string;
  email: string;
  emailHint: string;
  phone: string;
  dateOfBirth: string;
  dateOfBirthHint: string;
  day: string;
  month: string;
  year: string;
  guardianLegend: string;
  guardianHint: string;
  guardianName: string;
  guardianEmail: string;
  yourApplication: string;
  motivation: string;
  documentsLegend: string;
  documentHint: string;
  chooseAgain: string;
  /** Beside a document field whose file the sandbox kept from the refused form. */
  keptDocument: string;
  honeypot: string;
  submit: string;
  privacy: string;
  errorSummary: string;
  /** Read before each error by screen readers. */
  errorPrefix: string;
  /** The whole form was refused (too large). */
  tooLarge: string;
  backToOpportunity: string;
  otherLanguage: string;
  closed: string;
  sentTitle: string;
  sentHeading: string;
  sentBody: string;
  sentNext: string;
  emailSubject: string;
  /** Before the sign-in part (or, without a password yet, the set-password link) of the e-mail to an address that has an account. */
  emailExistingIntro: string;
  /** Before the set-password link of the e-mail to a new applicant. */
  emailNewIntro: string;
  guardianSubject: string;
  /** Before the sign-in (or set-password) part of the e-mail to a minor's guardian. */
  guardianIntro: string;
}

/** The English texts (the source). */
export const enApplyText: ApplyText = {
  htmlLang: 'en',
  pageTitle: 'Apply: {title} – {organisation}',
  heading: 'Apply for {title}',
  intro:
    'Tell us about yourself and why you would like to volunteer. We will e-mail you a link to set a password, so you can sign in and follow your application.',
  requiredNote: 'Every field is needed unless it says optional.',
  optional: '(optional)',
  aboutYou: 'About you',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  emailHint: 'We send you a link to set your password.',
  phone: 'Phone number',
  dateOfBirth: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 2007',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  guardianLegend: 'Your parent or guardian',
  guardianHint:
    'Only if you are under {age}: a parent or guardian must agree to your application. We will e-mail them.',
  guardianName: 'Name of your parent or guardian',
  guardianEmail: 'E-mail address of your parent or guardian',
  yourApplication: 'Your application',
  motivation: 'Why would you like to do this?',
  documentsLegend: 'Documents',
  documentHint: 'A PDF, JPEG or PNG file, up to {size}.',
  chooseAgain: 'Choose {file} again: it could not be kept.',
  keptDocument: 'Your document {file} is kept; choose another file to replace it.',
  honeypot: 'Leave this field empty',
  submit: 'Send application',
  privacy: 'We use these details only to handle your application.',
  errorSummary: 'There is a problem',
  errorPrefix: 'Error:',
  tooLarge: 'The files you chose are too large to send. Choose files of up to {size} each.',
  backToOpportunity: 'Back to the opportunity',
  otherLanguage: 'Cymraeg',
  closed: 'This opportunity is not taking applications at the moment.',
  sentTitle: 'Application sent – {organisation}',
  sentHeading: 'Thank you: check your e-mail',
  sentBody:
    'We have sent you an e-mail about your application for {title}. Follow its link to carry on.',
  sentNext:
    'If it has not arrived in a few minutes, look in your spam or junk folder. You can close this page.',
  requiredFirstName: 'Enter your first name',
  requiredLastName: 'Enter your last name',
  requiredEmail: 'Enter your e-mail address',
  invalidEmail: 'Enter an e-mail address like name@example.com',
  requiredPhone: 'Enter your phone number',
  invalidPhone: 'Enter a phone number, like 07700 900 982',
  requiredDateOfBirth: 'Enter your date of birth',
  invalidDateOfBirth: 'Enter a real date of birth, for example 27 3 2007',
  futureDateOfBirth: 'Your date of birth must be in the past',
  tooYoung: 'This opportunity is for people aged {age} and over',
  requiredGuardianName: 'Enter the name of your parent or guardian',
  requiredGuardianEmail: 'Enter the e-mail address of your parent or guardian',
  sameGuardianEmail: 'Enter your parent’s or guardian’s own e-mail address, not yours',
  requiredMotivation: 'Tell us why you would like to do this',
  requiredAnswer: 'Answer this question',
  tooLong: 'Use {max} characters or fewer',
  requiredDocument: 'Choose a file: {document}',
  documentType: '{file} is not a PDF, JPEG or PNG file',
  documentSize: '{file} is larger than {size}: choose a smaller file',
  documentOne: 'Choose one file',
  documentUnknown: 'This form does not ask for this document',
  tooFast: 'That was quicker than we expected. Check your answers and send the form again.',
  formExpired: 'This form was open for a long time. Check your answers and send it again.',
  rateLimited: 'Too many applications were sent from here. Try again in {minutes} minutes.',
  emailRateLimited:
    'Too many applications were sent with this e-mail address. Try again in {minutes} minutes.',
  emailSubject: 'Your application for {title}',
  emailExistingIntro:
    'We had an application for {title} with {organisation} from this e-mail address.',
  emailNewIntro:
    'Thank you for applying for {title} with {organisation}. Your application is with the team, who will be in touch.',
  guardianSubject: 'Parental consent for {name}',
  guardianIntro:
    '{name} has applied to volunteer with {organisation}: {title}. Because {name} is under {age}, the application needs your consent: once you have signed in, open "People in my care" to give or refuse it.',
};

/** The Welsh texts. */
export const cyApplyText: ApplyText = {
  htmlLang: 'cy',
  pageTitle: 'Gwneud cais: {title} – {organisation}',
  heading: 'Gwneud cais ar gyfer {title}',
  intro:
    'Dywedwch wrthym amdanoch chi a pham yr hoffech wirfoddoli. Byddwn yn anfon dolen atoch i osod cyfrinair, er mwyn i chi fewngofnodi a dilyn eich cais.',
  requiredNote: 'Mae angen pob maes oni bai ei fod yn dweud dewisol.',
  optional: '(dewisol)',
  aboutYou: 'Amdanoch chi',
  firstName: 'Enw cyntaf',
  lastName: 'Cyfenw',
  email: 'Cyfeiriad e-bost',
  emailHint: 'Byddwn yn anfon dolen atoch i osod eich cyfrinair.',
  phone: 'Rhif ffôn',
  dateOfBirth: 'Dyddiad geni',
  dateOfBirthHint: 'Er enghraifft, 27 3 2007',
  day: 'Diwrnod',
  month: 'Mis',
  year: 'Blwyddyn',
  guardianLegend: 'Eich rhiant neu warcheidwad',
  guardianHint:
    'Dim ond os ydych o dan {age} oed: rhaid i riant neu warcheidwad gytuno i’ch cais. Byddwn yn anfon e-bost atynt.',
  guardianName: 'Enw eich rhiant neu warcheidwad',
  guardianEmail: 'Cyfeiriad e-bost eich rhiant neu warcheidwad',
  yourApplication: 'Eich cais',
  motivation: 'Pam yr hoffech wneud hyn?',
  documentsLegend: 'Dogfennau',
  documentHint: 'Ffeil PDF, JPEG neu PNG, hyd at {size}.',
  chooseAgain: 'Dewiswch {file} eto: nid oedd modd ei chadw.',
  keptDocument: 'Mae eich dogfen {file} wedi’i chadw; dewiswch ffeil arall i’w disodli.',
  honeypot: 'Gadewch y maes hwn yn wag',
  submit: 'Anfon y cais',
  privacy: 'Dim ond i drin eich cais y byddwn yn defnyddio’r manylion hyn.',
  errorSummary: 'Mae problem',
  errorPrefix: 'Gwall:',
  tooLarge:
    'Mae’r ffeiliau a ddewisoch yn rhy fawr i’w hanfon. Dewiswch ffeiliau hyd at {size} yr un.',
  backToOpportunity: 'Yn ôl i’r cyfle',
  otherLanguage: 'English',
  closed: 'Nid yw’r cyfle hwn yn derbyn ceisiadau ar hyn o bryd.',
  sentTitle: 'Cais wedi’i anfon – {organisation}',
  sentHeading: 'Diolch: edrychwch ar eich e-bost',
  sentBody:
    'Rydym wedi anfon e-bost atoch am eich cais ar gyfer {title}. Dilynwch y ddolen ynddo i barhau.',
  sentNext:
    'Os nad yw wedi cyrraedd ymhen ychydig funudau, edrychwch yn eich ffolder sbam. Gallwch gau’r dudalen hon.',
  requiredFirstName: 'Rhowch eich enw cyntaf',
  requiredLastName: 'Rhowch eich cyfenw',
  requiredEmail: 'Rhowch eich cyfeiriad e-bost',
  invalidEmail: 'Rhowch gyfeiriad e-bost fel enw@enghraifft.com',
  requiredPhone: 'Rhowch eich rhif ffôn',
  invalidPhone: 'Rhowch rif ffôn, fel 07700 900 982',
  requiredDateOfBirth: 'Rhowch eich dyddiad geni',
  invalidDateOfBirth: 'Rhowch ddyddiad geni go iawn, er enghraifft 27 3 2007',
  futureDateOfBirth: 'Rhaid i’ch dyddiad geni fod yn y gorffennol',
  tooYoung: 'Mae’r cyfle hwn ar gyfer pobl {age} oed a hŷn',
  requiredGuardianName: 'Rhowch enw eich rhiant neu warcheidwad',
  requiredGuardianEmail: 'Rhowch gyfeiriad e-bost eich rhiant neu warcheidwad',
  sameGuardianEmail: 'Rhowch gyfeiriad e-bost eich rhiant neu warcheidwad ei hun, nid eich un chi',
  requiredMotivation: 'Dywedwch wrthym pam yr hoffech wneud hyn',
  requiredAnswer: 'Atebwch y cwestiwn hwn',
  tooLong: 'Defnyddiwch {max} nod neu lai',
  requiredDocument: 'Dewiswch ffeil: {document}',
  documentType: 'Nid yw {file} yn ffeil PDF, JPEG na PNG',
  documentSize: 'Mae {file} yn fwy na {size}: dewiswch ffeil lai',
  documentOne: 'Dewiswch un ffeil',
  documentUnknown: 'Nid yw’r ffurflen hon yn gofyn am y ddogfen hon',
  tooFast: 'Roedd hynny’n gynt na’r disgwyl. Gwiriwch eich atebion ac anfonwch y ffurflen eto.',
  formExpired: 'Bu’r ffurflen hon ar agor am amser hir. Gwiriwch eich atebion a’i hanfon eto.',
  rateLimited:
    'Anfonwyd gormod o geisiadau o’r fan hon. Rhowch gynnig arall arni ymhen {minutes} munud.',
  emailRateLimited:
    'Anfonwyd gormod o geisiadau gyda’r cyfeiriad e-bost hwn. Rhowch gynnig arall arni ymhen {minutes} munud.',
  emailSubject: 'Eich cais ar gyfer {title}',
  emailExistingIntro: 'Cawsom gais ar gyfer {title} gyda {organisation} o’r cyfeiriad e-bost hwn.',
  emailNewIntro:
    'Diolch am wneud cais ar gyfer {title} gyda {organisation}. Mae eich cais gyda’r tîm, a fydd yn cysylltu â chi.',
  guardianSubject: 'Caniatâd rhiant ar gyfer {name}',
  guardianIntro:
    'Mae {name} wedi gwneud cais i wirfoddoli gyda {organisation}: {title}. Gan fod {name} o dan {age} oed, mae angen eich caniatâd ar y cais: ar ôl mewngofnodi, agorwch "Pobl yn fy ngofal" i’w roi neu ei wrthod.',
};

/** The texts of a locale (English for anything but Welsh). */
export function applyTextOf(locale: unknown): ApplyText {
  return locale === 'cy' ? cyApplyText : enApplyText;
}

/** The locale a request asks for: `cy` when the value names Welsh, else `en-GB`. */
export function applyLocaleOf(value: unknown): ApplyLocale {
  return typeof value === 'string' && /^cy\b/i.test(value.trim()) ? 'cy' : 'en-GB';
}

/** `template` with each `{name}` replaced by `values.name` (unknown names are left as they are). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
