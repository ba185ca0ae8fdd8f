/**
 * The e-mails of a visitor's application (issue 44), through the outbox, in
 * the language the application was sent in, each a welcome e-mail
 * (auth/passwordLinks.ts `sendWelcomeEmail`) with its own first paragraph: to a
 * new applicant, a thank-you and a single-use link to set their password; to an
 * address that already has an account, the same subject, and a request to sign
 * in (or, for a person without a password yet, the link to set one): nothing
 * on the page tells the two apart; to a minor's parent or guardian new to the
 * organisation, the request for consent with a link to set a password (one who
 * can sign in already gets the consent flow's own notification,
 * domain/consentNotices.ts). A duplicate or a bot's form sends nothing.
 *
 * @module
 */
import { sendWelcomeEmail } from '../auth/passwordLinks.js';
import { named } from '../store/collections.js';
import { stmt } from '../store/db.js';
import type { SandboxServices } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { guardianAgeOf, organisationName, type VisitorOutcome } from './apply.js';
import { applyTextOf, fillText, type ApplyLocale } from './text.js';

function hasLogin(services: Pick<SandboxServices, 'db'>, userId: number): boolean {
  return Boolean(stmt(services.db, 'SELECT 1 FROM credentials WHERE user_id = ?').get(userId));
}

/** What the e-mails need of the application. */
export interface EmailFacts {
  first_name: string;
  locale: ApplyLocale;
  guardian?: { name: string; email: string };
}

/**
 * Sends the e-mails of an outcome through the outbox (call it inside the
 * transaction that stored the application, so a refusal sends nothing).
 */
export function sendVisitorEmails(
  services: SandboxServices,
  opportunity: StoredRecord,
  outcome: VisitorOutcome,
  facts: EmailFacts,
): void {
  if (outcome.kind !== 'applied' && outcome.kind !== 'existing') return;
  const t = applyTextOf(facts.locale);
  const values = {
    title: String(opportunity.display_name ?? ''),
    organisation: organisationName(services.store),
    name: facts.first_name,
  };
  // The whole e-mail in the language of the form, whatever the person chose before.
  const person = (id: number) => {
    const record = services.store.get(named('users'), {}, id);
    return record ? { ...record, locale: facts.locale } : undefined;
  };
  const applicant = person(outcome.userId);
  if (applicant)
    sendWelcomeEmail(services, applicant, {
      subject: fillText(t.emailSubject, values),
      intro: fillText(outcome.kind === 'existing' ? t.emailExistingIntro : t.emailNewIntro, values),
      kind: 'application',
    });
  const guardian =
    outcome.kind === 'applied' && outcome.guardianId !== undefined
      ? person(outcome.guardianId)
      : undefined;
  // A guardian who can sign in is told by the consent flow's own notification
  // (domain/consentNotices.ts); one new to the organisation needs a way in first.
  if (guardian && facts.guardian && !hasLogin(services, guardian.id))
    sendWelcomeEmail(services, guardian, {
      subject: fillText(t.guardianSubject, values),
      intro: fillText(t.guardianIntro, { ...values, age: guardianAgeOf(services.store) }),
      kind: 'consent-request',
    });
}
