/**
 * The e-mails of a visitor's application (issue 44), through the outbox, in
 * the language the application was sent in: to a new applicant, a thank-you;
 * to an address that already has an account, the same subject and a request
 * to sign in (nothing on the page tells the two apart); to a minor's parent or
 * guardian, the request for consent and where to give it. A duplicate or a
 * bot's form sends nothing.
 *
 * @module
 */
import { portalLink, sendEmail } from '../outbox/outbox.js';
import type { SandboxServices } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { guardianAgeOf, organisationName, type VisitorOutcome } from './apply.js';
import { applyTextOf, fillText, type ApplyLocale } from './text.js';

/** What the e-mails need of the application. */
export interface EmailFacts {
  first_name: string;
  last_name: string;
  email: string;
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
  const signIn = portalLink(services, `/sign-in${facts.locale === 'cy' ? '?lang=cy' : ''}`);
  const now = services.tokens.now();
  const body = (intro: string, name = facts.first_name) =>
    [
      fillText(t.emailHello, { name }),
      fillText(intro, values),
      fillText(t.emailSignInLine, { link: signIn }),
    ].join('\n\n');
  const toName = `${facts.first_name} ${facts.last_name}`.trim();
  sendEmail(
    services.db,
    {
      to: facts.email,
      toName,
      subject: fillText(t.emailSubject, values),
      text: body(outcome.kind === 'existing' ? t.emailExistingIntro : t.emailNewIntro),
      kind: 'application',
      userId: outcome.userId,
    },
    now,
  );
  if (outcome.kind === 'applied' && facts.guardian && outcome.guardianId !== undefined)
    sendEmail(
      services.db,
      {
        to: facts.guardian.email,
        toName: facts.guardian.name,
        subject: fillText(t.guardianSubject, values),
        text: body(
          fillText(t.guardianIntro, { ...values, age: guardianAgeOf(services.store) }),
          facts.guardian.name,
        ),
        kind: 'consent-request',
        userId: outcome.guardianId,
      },
      now,
    );
}
