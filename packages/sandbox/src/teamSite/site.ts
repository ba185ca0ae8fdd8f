/**
 * A team's public site (spec 1, 7.12; issue 49): what its page shows (the team
 * site's text and contact details, and the team's open opportunities) and its
 * contact-us form, which a visitor without an account may send.
 *
 * A team has a site when `/teams/{teamId}/site` holds a record with a `title`
 * that is not `published: false`; its fields: `title`, `text` (markdown),
 * `contact_email`, `contact_phone`, `address`. A hidden or disabled team has none.
 *
 * The contact-us message (`POST /teams/{teamId}/site/contact-us` and the page's
 * form) is the one call of the API a visitor may send without a bearer token
 * besides the public search, its logs and an application (docs/security.md). It
 * is held as the visitor's application is (publicApply/apply.ts): every message
 * from one client address counts towards {@link CONTACT_ADDRESS_LIMIT}, every
 * valid one towards {@link CONTACT_EMAIL_LIMIT} for its e-mail address (429 past
 * either); a filled honeypot field is answered as a success and nothing is kept;
 * the page's form carries a signed form token (domain/formToken.ts), and one sent
 * sooner than `MIN_FILL_MS` after it was given out is refused. A refusal stores
 * nothing. Taken, the message goes to the team's inbox (a message in the inbox of
 * each leader of the team, or of its nearest parent team that has leaders, else of
 * the administrators) and, by e-mail through the development outbox, to the site's
 * contact address.
 *
 * @module
 */
import { ApiError, type FieldErrors } from '../errors.js';
import { organisationRecord } from '../auth/session.js';
import { controlCharacterErrors } from '../authz/policy.js';
import { takeRate, type RateLimit } from '../authz/rateLimit.js';
import { checkFormToken, issueFormToken } from '../domain/formToken.js';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from '../publicApply/apply.js';
import { fillText } from '../publicApply/text.js';
import { sendEmail } from '../outbox/outbox.js';
import { isPublicAdvert } from '../publicPage/route.js';
import { RESIDENTIAL } from '../routes/residential.js';
import { TEAMS } from '../routes/teams.js';
import type { SandboxServices } from '../routes/types.js';
import { named, namedCall } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { teamSiteTextOf, type ContactProblem, type TeamSiteText } from './text.js';

/** Messages from one client address: 10 an hour. */
export const CONTACT_ADDRESS_LIMIT: RateLimit = { max: 10, windowMs: 3600_000 };

/** Messages with one e-mail address: 3 an hour. */
export const CONTACT_EMAIL_LIMIT: RateLimit = { max: 3, windowMs: 3600_000 };

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;

/** The longest name, in characters. */
export const NAME_MAX = 120;

/**
 * Form tokens of team sites are those of applications (domain/formToken.ts), bound
 * to this number plus the team's id so that neither form's token opens the other.
 */
const TOKEN_BASE = 1_000_000_000_000;

/** The collection of team sites (one record per team, scoped by `teamId`). */
export const TEAM_SITES = namedCall('teams.site.show');

/** A team's site as its page shows it. */
export interface TeamSite {
  team: StoredRecord;
  title: string;
  text: string;
  contactEmail: string | undefined;
  contactPhone: string | undefined;
  address: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The site of team `teamId` (a number in a path), or `undefined` when it has none a visitor may see. */
export function teamSiteOf(
  services: Pick<SandboxServices, 'store'>,
  teamId: string,
): TeamSite | undefined {
  if (!/^\d{1,15}$/.test(teamId)) return undefined;
  const team = services.store.getAnyScope(TEAMS, Number(teamId));
  if (!team || team.hidden === true || team.disabled === true) return undefined;
  const site = services.store.all(TEAM_SITES, { teamId: String(team.id) })[0];
  if (!site || site.published === false || !text(site.title)) return undefined;
  return {
    team,
    title: text(site.title)!,
    text: text(site.text) ?? '',
    contactEmail: text(site.contact_email),
    contactPhone: text(site.contact_phone),
    address: text(site.address),
  };
}

/** The team's open opportunities: published public adverts with dates to book, by title. */
export function openOpportunities(
  services: Pick<SandboxServices, 'store'>,
  teamId: number,
): StoredRecord[] {
  return services.store
    .all(RESIDENTIAL)
    .filter(
      (o) =>
        Number(o.team_id) === teamId &&
        isPublicAdvert(o) &&
        Array.isArray(o.available_timeslots) &&
        o.available_timeslots.length > 0 &&
        typeof o.slug === 'string',
    )
    .sort((a, b) => String(a.display_name).localeCompare(String(b.display_name)));
}

/** A new form token for the contact-us form of `teamId`. */
export function contactFormToken(
  services: Pick<SandboxServices, 'db' | 'tokens'>,
  teamId: number,
): string {
  return issueFormToken(services.db, TOKEN_BASE + teamId, services.tokens.now());
}

/**
 * The people whose inbox is the team's: its leaders, else those of its nearest parent
 * team with leaders; with no leader up the tree, the organisation's administrators.
 */
export function teamInbox(services: Pick<SandboxServices, 'store'>, team: StoredRecord): number[] {
  const people = services.store.all(named('users')).filter((p) => p.status !== 'archived');
  const seen = new Set<number>();
  for (let t: StoredRecord | undefined = team; t && !seen.has(t.id);) {
    seen.add(t.id);
    const id = t.id;
    const leaders = people
      .filter((p) => Array.isArray(p.led_team_ids) && p.led_team_ids.map(Number).includes(id))
      .map((p) => p.id);
    if (leaders.length) return leaders;
    t =
      typeof t.parent_id === 'number' ? services.store.getAnyScope(TEAMS, t.parent_id) : undefined;
  }
  return people.filter((p) => p.role === 'administrator').map((p) => p.id);
}

/** A refused contact-us message: 422 with field errors, or 429. */
export class ContactError extends ApiError {}

/** A checked message. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

function check(
  body: Record<string, unknown>,
  t: TeamSiteText,
): {
  errors: FieldErrors;
  value: ContactMessage;
} {
  const errors: FieldErrors = {};
  const add = (field: string, problem: ContactProblem, values: Record<string, number> = {}) =>
    (errors[field] ??= []).push(fillText(t[problem], values));
  const str = (field: string) => (typeof body[field] === 'string' ? body[field].trim() : '');
  const value = { name: str('name'), email: str('email'), message: str('message') };
  if (!value.name) add('name', 'requiredName');
  else if (value.name.length > NAME_MAX) add('name', 'tooLongName', { max: NAME_MAX });
  if (!value.email) add('email', 'requiredEmail');
  else if (value.email.length > 254 || !EMAIL_PATTERN.test(value.email))
    add('email', 'invalidEmail');
  if (!value.message) add('message', 'requiredMessage');
  else if (value.message.length > MESSAGE_MAX)
    add('message', 'tooLongMessage', { max: MESSAGE_MAX, length: value.message.length });
  // Control characters in the one-line fields (policy.ts), as every other write refuses them.
  for (const [field, messages] of Object.entries(
    controlCharacterErrors({ name: value.name, email: value.email }),
  ))
    if (!errors[field]) errors[field] = messages;
  return { errors, value };
}

function rateRefusal(error: unknown, field: string, problem: ContactProblem, t: TeamSiteText) {
  if (!(error instanceof ApiError) || error.status !== 429) throw error;
  const seconds = Number(error.extra.retry_after_seconds ?? 60);
  const message = fillText(t[problem], { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  throw new ContactError(429, 'rate_limited', message, {
    errors: { [field]: [message] },
    headers: error.headers,
    extra: error.extra,
  });
}

/** What became of a message that was not refused. */
export type ContactOutcome = 'delivered' | 'discarded';

/**
 * Takes a contact-us message for `site` from a visitor (or anyone): checks it,
 * refuses it as described above (a {@link ContactError}, nothing stored), or
 * delivers it to the team's inbox and the outbox.
 *
 * @param form - Whether it comes from the page's form (which carries a form token).
 */
export function contactTeam(
  services: SandboxServices,
  site: TeamSite,
  request: { body: Record<string, unknown>; address: string; lang: unknown; form: boolean },
): ContactOutcome {
  const t = teamSiteTextOf(request.lang);
  const now = services.tokens.now();
  const { body } = request;
  try {
    takeRate(services.db, `team-contact:${request.address}`, CONTACT_ADDRESS_LIMIT, now);
  } catch (error) {
    rateRefusal(error, 'message', 'rateLimited', t);
  }
  const { errors, value } = check(body, t);
  if (Object.keys(errors).length > 0)
    throw new ContactError(422, 'validation_failed', t.errorSummary, { errors });
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '') {
    services.log('team-contact-refused', { reason: 'honeypot', team_id: site.team.id });
    return 'discarded';
  }
  if (request.form) {
    const token = checkFormToken(services.db, body.form_token, TOKEN_BASE + site.team.id, now);
    if (token !== 'ok') {
      services.log('team-contact-refused', { reason: token, team_id: site.team.id });
      const message = token === 'expired' ? t.formExpired : t.tooFast;
      throw new ContactError(422, 'form_not_ready', message, {
        errors: { form_token: [message] },
        extra: { form_token: contactFormToken(services, site.team.id) },
      });
    }
  }
  try {
    takeRate(
      services.db,
      `team-contact-email:${value.email.toLowerCase()}`,
      CONTACT_EMAIL_LIMIT,
      now,
    );
  } catch (error) {
    rateRefusal(error, 'email', 'emailRateLimited', t);
  }
  deliver(services, site, value, now);
  return 'delivered';
}

/** Writes the message to the team's inbox and e-mails the site's contact address (in English: staff read it). */
function deliver(services: SandboxServices, site: TeamSite, value: ContactMessage, now: number) {
  const t = teamSiteTextOf('en');
  const team = String(site.team.name ?? site.title);
  const subject = fillText(t.inboxSubject, { name: value.name });
  const body = `${fillText(t.inboxIntro, { name: value.name, email: value.email, team })}\n\n${value.message}`;
  const sentAt = new Date(now).toISOString();
  services.db.transaction(() => {
    for (const userId of teamInbox(services, site.team))
      services.store.insert(
        named('users.messaging'),
        { userId: String(userId) },
        {
          subject,
          body,
          from_id: null,
          from_name: value.name,
          from_email: value.email,
          reply_to: value.email,
          team_id: site.team.id,
          source: 'team-site',
          read: false,
          sent_at: sentAt,
        },
      );
    const org = organisationRecord(services.store);
    const to =
      site.contactEmail ?? (typeof org?.contact_email === 'string' ? org.contact_email : '');
    if (to)
      sendEmail(services.db, { to, toName: team, subject, text: body, kind: 'team-contact' }, now);
  })();
  services.log('team-contact', { team_id: site.team.id });
}
