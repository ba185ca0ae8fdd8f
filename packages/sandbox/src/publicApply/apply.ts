/**
 * A visitor's online application (issue 44): someone without an account
 * applies to a published opportunity (an opportunity, or a residential
 * advert, both reached as `/opportunities/{id}/`) with their name, e-mail,
 * phone and date of birth, the answers of the opportunity's application form
 * and the documents it asks for. In one transaction the sandbox creates the
 * person (status `applicant`) and the application at the first stage of the
 * opportunity's recruitment category (domain/applyOpportunity.ts
 * `fileApplication`, what a signed-in volunteer's application writes too); a
 * minor also names a parent or guardian, who is linked as the minor's guardian
 * (their account made when they have none) and e-mailed for the parental
 * consent the application then waits for.
 *
 * What nobody may learn from the answer: whether an e-mail address is
 * registered. An address that already has an account gets the same answer,
 * nothing is written, and the e-mail sent to it says to sign in. A form sent
 * twice (the same address, the same opportunity, an application of this kind
 * still pending) is answered the same and writes nothing.
 *
 * Abuse: every application from one client address counts towards
 * {@link VISITOR_ADDRESS_LIMIT}, every valid one towards
 * {@link VISITOR_EMAIL_LIMIT} for its e-mail address (429 past either); a
 * filled honeypot field ({@link HONEYPOT_FIELD}) is answered as a success and
 * nothing is kept; a form sent sooner than `MIN_FILL_MS` after it was given out
 * (its signed form token, domain/formToken.ts) is refused beside nothing but
 * the form, with a new token.
 *
 * @module
 */
import { ApiError, type FieldErrors } from '../errors.js';
import { organisationRecord } from '../auth/session.js';
import { isMinor, GUARDIAN_REQUIRED_UNDER, ageOn } from '../authz/guardianship.js';
import { takeRate, type RateLimit } from '../authz/rateLimit.js';
import { stmt } from '../store/db.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import type { SandboxServices, UploadedFile } from '../routes/types.js';
import { ANSWER_MAX, fileApplication } from '../domain/applyOpportunity.js';
import { formOf, type ApplicationForm } from '../domain/applicationForm.js';
import { checkFormToken, issueFormToken } from '../domain/formToken.js';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../domain/myExpenses.js';
import { VOLUNTEER_PERMISSIONS } from '../seed/permissions.js';
import { RESIDENTIAL } from '../routes/residential.js';
import { applyTextOf, fillText, type ApplyLocale, type ApplyProblem } from './text.js';

/** Applications from one client address: 20 an hour. */
export const VISITOR_ADDRESS_LIMIT: RateLimit = { max: 20, windowMs: 3600_000 };

/** Valid applications with one e-mail address: 3 an hour. */
export const VISITOR_EMAIL_LIMIT: RateLimit = { max: 3, windowMs: 3600_000 };

/** The hidden field people leave empty and form-filling bots fill. */
export const HONEYPOT_FIELD = 'leave_blank';

/** The largest document accepted, in bytes (the form's limit). */
export const DOCUMENT_MAX_BYTES = RECEIPT_MAX_BYTES;

/** The document types accepted (the form's limit). */
export const DOCUMENT_TYPES: readonly string[] = RECEIPT_TYPES;

/** The longest name, e-mail address or phone number accepted. */
const FIELD_MAX = 120;

/**
 * A published opportunity a visitor may apply to: an opportunity or a
 * residential advert with this id that is published for the public (not a
 * draft, not an internal advert); `undefined` otherwise.
 */
export function visitorOpportunity(
  store: SandboxServices['store'],
  id: number,
): StoredRecord | undefined {
  const record = store.get(named('opportunities'), {}, id) ?? store.getAnyScope(RESIDENTIAL, id);
  if (!record) return undefined;
  return record.published !== false && record.advert_target !== 'internal' ? record : undefined;
}

/** An opportunity's application form as a visitor gets it: with the document limits and a form token. */
export function visitorForm(
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens'>,
  opportunity: StoredRecord,
): ApplicationForm & {
  document_types: readonly string[];
  document_max_bytes: number;
  minimum_age: number | null;
  guardian_required_under: number;
  form_token: string;
} {
  return {
    ...formOf(opportunity, services.store),
    document_types: DOCUMENT_TYPES,
    document_max_bytes: DOCUMENT_MAX_BYTES,
    minimum_age: typeof opportunity.minimum_age === 'number' ? opportunity.minimum_age : null,
    guardian_required_under: guardianAgeOf(services.store),
    form_token: issueFormToken(services.db, opportunity.id, services.tokens.now()),
  };
}

/** The age under which a visitor names a guardian (the organisation's safeguarding setting). */
export function guardianAgeOf(store: SandboxServices['store']): number {
  // isMinor reads the organisation's setting: find the boundary through it.
  for (let age = 0; age <= 30; age++) {
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - age - 1);
    if (!isMinor({ id: 0, date_of_birth: born.toISOString().slice(0, 10) }, store)) return age + 1;
  }
  return GUARDIAN_REQUIRED_UNDER;
}

/** What a visitor's application sends. */
export interface VisitorApplication {
  opportunity: StoredRecord;
  /** The text fields (a JSON body or a form's text parts). */
  body: Record<string, unknown>;
  /** The documents. */
  files: readonly UploadedFile[];
  /** The client address (rate limits). */
  address: string;
  /** The sandbox's origin (the documents' links). */
  origin: string;
}

/** How a visitor's application ended (the visitor is told the same for all of them). */
export type VisitorOutcome =
  | { kind: 'applied'; userId: number; applicationId: number; guardianId?: number }
  | { kind: 'existing'; userId: number }
  | { kind: 'duplicate' }
  | { kind: 'discarded' };

/** A refusal with the visitor's field errors, in their language; `form_token` is new when the old one was the problem. */
export class VisitorApplicationError extends ApiError {}

function text(value: unknown, max = FIELD_MAX): string {
  return typeof value === 'string' ? value.trim().slice(0, max + 1) : '';
}

/** A plausible e-mail address. */
export const EMAIL_PATTERN = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:.]{2,}$/;

const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

function sizeText(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** The person with this e-mail address (any case), if any. */
export function personByEmail(
  services: Pick<SandboxServices, 'db' | 'store'>,
  email: string,
): StoredRecord | undefined {
  const row = stmt(
    services.db,
    `SELECT id FROM records WHERE collection = '${named('users')}' AND LOWER(json_extract(data, '$.email')) = LOWER(?) LIMIT 1`,
  ).get(email) as { id: number } | undefined;
  return row ? services.store.get(named('users'), {}, row.id) : undefined;
}

interface CheckedApplication {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  minor: boolean;
  guardian?: { name: string; email: string };
  motivation: string;
  answers: { key: string; question: string; answer: string }[];
  files: UploadedFile[];
  locale: ApplyLocale;
}

/** The field problems of an application (codes and their texts), and the checked values. */
function check(
  services: SandboxServices,
  application: VisitorApplication,
  form: ApplicationForm,
  locale: ApplyLocale,
): { errors: FieldErrors; value: CheckedApplication } {
  const t = applyTextOf(locale);
  const errors: FieldErrors = {};
  const problem = (
    field: string,
    code: ApplyProblem,
    values: Record<string, string | number> = {},
  ) => (errors[field] ??= [fillText(t[code], values)]);
  const b = application.body;
  const first_name = text(b.first_name);
  const last_name = text(b.last_name);
  const email = text(b.email, 254);
  const phone = text(b.phone);
  const dob = text(b.date_of_birth, 10);
  if (!first_name) problem('first_name', 'requiredFirstName');
  else if (first_name.length > FIELD_MAX) problem('first_name', 'tooLong', { max: FIELD_MAX });
  if (!last_name) problem('last_name', 'requiredLastName');
  else if (last_name.length > FIELD_MAX) problem('last_name', 'tooLong', { max: FIELD_MAX });
  if (!email) problem('email', 'requiredEmail');
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) problem('email', 'invalidEmail');
  if (!phone) problem('phone', 'requiredPhone');
  else if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 7)
    problem('phone', 'invalidPhone');
  const today = new Date(services.tokens.now()).toISOString().slice(0, 10);
  let minor = false;
  if (!dob) problem('date_of_birth', 'requiredDateOfBirth');
  else {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
    const d = m ? new Date(`${dob}T00:00:00Z`) : undefined;
    const real = d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === dob;
    const age = real ? ageOn(dob, today) : undefined;
    if (!real || age === undefined || age > 120) problem('date_of_birth', 'invalidDateOfBirth');
    else if (dob > today) problem('date_of_birth', 'futureDateOfBirth');
    else {
      const minimum = application.opportunity.minimum_age;
      if (typeof minimum === 'number' && age < minimum)
        problem('date_of_birth', 'tooYoung', { age: minimum });
      minor = isMinor(
        { id: 0, date_of_birth: dob },
        services.store,
        new Date(services.tokens.now()),
      );
    }
  }
  let guardian: CheckedApplication['guardian'];
  if (minor) {
    const name = text(b.guardian_name);
    const gEmail = text(b.guardian_email, 254);
    if (!name) problem('guardian_name', 'requiredGuardianName');
    else if (name.length > FIELD_MAX) problem('guardian_name', 'tooLong', { max: FIELD_MAX });
    if (!gEmail) problem('guardian_email', 'requiredGuardianEmail');
    else if (gEmail.length > 254 || !EMAIL_PATTERN.test(gEmail))
      problem('guardian_email', 'invalidEmail');
    else if (gEmail.toLowerCase() === email.toLowerCase())
      problem('guardian_email', 'sameGuardianEmail');
    guardian = { name, email: gEmail };
  }
  const motivation = text(b.motivation, ANSWER_MAX);
  if (!motivation) problem('motivation', 'requiredMotivation');
  else if (motivation.length > ANSWER_MAX) problem('motivation', 'tooLong', { max: ANSWER_MAX });
  const answers: CheckedApplication['answers'] = [];
  for (const q of form.questions) {
    if (q.key === 'motivation') continue;
    const raw = b[q.key];
    const answer = typeof raw === 'string' ? raw.trim() : '';
    if (answer === '' && q.required) problem(q.key, 'requiredAnswer');
    else if (answer.length > ANSWER_MAX) problem(q.key, 'tooLong', { max: ANSWER_MAX });
    else if (answer !== '') answers.push({ key: q.key, question: q.label, answer });
  }
  // A browser sends an empty part for a file input left empty.
  const files = application.files.filter(
    (f) => !(f.size === 0 && (f.name === '' || f.name === 'file')),
  );
  const keys = new Set(form.documents.map((d) => d.key));
  for (const f of files) {
    if (!keys.has(f.field)) problem(f.field, 'documentUnknown');
    else if (!DOCUMENT_TYPES.includes(f.type)) problem(f.field, 'documentType', { file: f.name });
    else if (f.size > DOCUMENT_MAX_BYTES)
      problem(f.field, 'documentSize', { file: f.name, size: sizeText(DOCUMENT_MAX_BYTES) });
  }
  for (const d of form.documents) {
    const sent = files.filter((f) => f.field === d.key);
    if (d.required && sent.length === 0) problem(d.key, 'requiredDocument', { document: d.label });
    if (sent.length > 1) errors[d.key] = [t.documentOne];
  }
  return {
    errors,
    value: {
      first_name,
      last_name,
      email,
      phone,
      date_of_birth: dob,
      minor,
      ...(guardian ? { guardian } : {}),
      motivation,
      answers,
      files,
      locale,
    },
  };
}

function rateError(error: unknown, field: string | undefined, locale: ApplyLocale): never {
  if (!(error instanceof ApiError) || error.status !== 429) throw error;
  const seconds = Number(error.extra.retry_after_seconds ?? 60);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const t = applyTextOf(locale);
  const message = fillText(field ? t.emailRateLimited : t.rateLimited, { minutes });
  throw new VisitorApplicationError(429, 'rate_limited', message, {
    ...(field ? { errors: { [field]: [message] } } : {}),
    extra: { retry_after_seconds: seconds },
    headers: error.headers,
  });
}

/** A new person's record from the application. */
function personRecord(
  value: Pick<CheckedApplication, 'first_name' | 'last_name' | 'email' | 'locale'>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  return {
    first_name: value.first_name,
    last_name: value.last_name,
    email: value.email,
    role: 'volunteer',
    permissions: VOLUNTEER_PERMISSIONS,
    timezone: 'Europe/London',
    locale: value.locale,
    ...extra,
  };
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? parts.pop()! : '';
  return { first_name: parts.join(' '), last_name: last };
}

/**
 * Takes a visitor's application (see the module comment). Throws a
 * {@link VisitorApplicationError} (422 with field errors in the visitor's
 * language, or 429) and then writes nothing; otherwise answers what happened,
 * which the visitor must not be told.
 */
export function applyAsVisitor(
  services: SandboxServices,
  application: VisitorApplication,
  send: (outcome: VisitorOutcome, value: CheckedApplication) => void,
): VisitorOutcome {
  const { opportunity, body } = application;
  const locale: ApplyLocale = body.locale === 'cy' ? 'cy' : 'en-GB';
  const t = applyTextOf(locale);
  const now = services.tokens.now();
  try {
    takeRate(services.db, `visitor-apply:${application.address}`, VISITOR_ADDRESS_LIMIT, now);
  } catch (error) {
    rateError(error, undefined, locale);
  }
  const form = formOf(opportunity, services.store);
  const { errors, value } = check(services, application, form, locale);
  if (Object.keys(errors).length > 0)
    throw new VisitorApplicationError(422, 'validation_failed', t.errorSummary, { errors });
  // A bot filled the field people cannot see: it is told it succeeded and nothing is kept.
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '') {
    services.log('visitor-apply-refused', { reason: 'honeypot', opportunity_id: opportunity.id });
    return { kind: 'discarded' };
  }
  const token = checkFormToken(services.db, body.form_token, opportunity.id, now);
  if (token !== 'ok') {
    services.log('visitor-apply-refused', { reason: token, opportunity_id: opportunity.id });
    const message = token === 'expired' ? t.formExpired : t.tooFast;
    throw new VisitorApplicationError(422, 'form_not_ready', message, {
      errors: { form_token: [message] },
      extra: { form_token: issueFormToken(services.db, opportunity.id, now) },
    });
  }
  try {
    takeRate(
      services.db,
      `visitor-apply-email:${value.email.toLowerCase()}`,
      VISITOR_EMAIL_LIMIT,
      now,
    );
  } catch (error) {
    rateError(error, 'email', locale);
  }
  const store = services.store;
  const outcome = services.db.transaction((): VisitorOutcome => {
    const existing = personByEmail(services, value.email);
    if (existing) {
      const pending = store
        .all(named('users.applications'), { userId: String(existing.id) })
        .some(
          (a) =>
            Number(a.opportunity_id) === opportunity.id &&
            a.status === 'pending' &&
            a.source === 'online',
        );
      if (pending) return { kind: 'duplicate' };
      const result: VisitorOutcome = { kind: 'existing', userId: existing.id };
      send(result, value);
      return result;
    }
    const person = store.insert(
      named('users'),
      {},
      personRecord(value, {
        phone: value.phone,
        date_of_birth: value.date_of_birth,
        status: 'applicant',
        source: 'Online application',
        ...(typeof opportunity.team_id === 'number' ? { team_ids: [opportunity.team_id] } : {}),
        ...(value.minor ? { is_minor: true } : {}),
      }),
    );
    const scope = { userId: String(person.id) };
    store.insert(named('users.phoneNumbers'), scope, { type: 'mobile', number: value.phone });
    store.insert(named('users.emailAddresses'), scope, { type: 'home', email: value.email });
    let guardianId: number | undefined;
    if (value.guardian) {
      const known = personByEmail(services, value.guardian.email);
      const guardian =
        known ??
        store.insert(
          named('users'),
          {},
          personRecord(
            { ...splitName(value.guardian.name), email: value.guardian.email, locale },
            {
              status: 'active',
              role: 'guardian',
              permissions: [],
              source: 'Online application (guardian)',
            },
          ),
        );
      guardianId = guardian.id;
      store.update(named('users'), {}, person.id, { guardian_id: guardian.id });
      store.insert(named('users.guardians'), scope, {
        guardian_id: guardian.id,
        name: value.guardian.name,
        relationship: 'Parent or guardian',
        email: value.guardian.email,
        consent_given: false,
      });
    }
    const own = fileApplication(services, {
      opportunity,
      form,
      applicantId: person.id,
      motivation: value.motivation,
      answers: value.answers,
      files: value.files,
      origin: application.origin,
      extra: { source: 'online' },
    });
    store.update(named('users.applications'), scope, own.id, { source: 'online' });
    const result: VisitorOutcome = {
      kind: 'applied',
      userId: person.id,
      applicationId: Number(own.application_id),
      ...(guardianId !== undefined ? { guardianId } : {}),
    };
    send(result, value);
    return result;
  })();
  services.log('visitor-apply', { opportunity_id: opportunity.id, outcome: outcome.kind });
  return outcome;
}

/** The organisation's name (for the page and the e-mails). */
export function organisationName(store: SandboxServices['store']): string {
  const org = organisationRecord(store);
  return typeof org?.name === 'string' ? org.name : 'VolunteerKit';
}
