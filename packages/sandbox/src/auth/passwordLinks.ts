/**
 * Set-password links: how people get into their account without anyone typing a
 * password for them.
 *
 * - `POST /auth/api/forgot-password` `{email, locale?}` (open; an extension beyond
 *   spec 7.2, the request half the spec leaves out): answers `202` the same way
 *   whether or not the address is registered, and e-mails it through the outbox:
 *   a link to choose a new password (a person of the organisation, with or without
 *   a login yet), or a note that no account uses the address. Both take the same
 *   steps (one user look-up, one link row, one e-mail), so the answer time does not
 *   tell them apart either. Rate-limited per client address and per e-mail
 *   address ({@link FORGOT_PASSWORD_LIMITS}, `429 rate_limited`).
 * - `PUT /users/{userId}/forgot-password/{id}` `{token, password, password_confirmation}`
 *   (open; the second half of spec 7.13's forgot-password call): sets the password
 *   with the link's token and answers `{token, data}`, a new signed-in session (no
 *   token for a two-factor account: it signs in with its code). Every other session
 *   of the person ends, and every other outstanding link of theirs dies. A used,
 *   expired or unknown link answers `410` (`link_used`, `link_expired`,
 *   `link_invalid`); a password the rules refuse, `422` with field errors.
 * - Staff send a reset or a welcome with `POST /users/{userId}/forgot-password`
 *   (auth/account.ts), and other code sends a welcome with {@link sendWelcomeEmail}.
 *
 * A link is `…/set-password#user=<id>&link=<id>&token=<secret>` on the portal
 * (`SandboxOptions.portalUrl`): the secret travels in the fragment, never sent to a
 * server or a log; only its SHA-256 is stored. It works once, for 1 hour (a reset)
 * or 7 days (a welcome).
 *
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { stmt } from '../store/db.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx, SandboxServices } from '../routes/types.js';
import { takeRate, type RateLimit } from '../authz/rateLimit.js';
import { escapeHtml, portalLink, sendEmail, type StoredEmail } from '../outbox/outbox.js';
import { hashPasswordAsync } from './passwords.js';
import { clientAddress } from './security.js';
import { issueNew } from './issue.js';
import { obj } from './credentials.js';

/** How long a reset link works: 1 hour. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** How long a welcome link works: 7 days. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Limits of `POST /auth/api/forgot-password`: 3 an hour for one e-mail address
 * (nobody can flood a person's inbox), 10 in 15 minutes from one client address.
 */
export const FORGOT_PASSWORD_LIMITS: { perEmail: RateLimit; perAddress: RateLimit } = {
  perEmail: { max: 3, windowMs: 60 * 60_000 },
  perAddress: { max: 10, windowMs: 15 * 60_000 },
};

/** The rules a new password must meet (the password change's too). */
export const PASSWORD_RULES = { min: 8, max: 1024 } as const;

/** Why a link was sent: a reset (1 hour) or a welcome to a new account (7 days). */
export type PasswordLinkPurpose = 'reset' | 'welcome';

/** The languages the e-mails are written in (a person's `locale`). */
type Lang = 'en' | 'cy';

const USERS = named('users');

function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function langOf(value: unknown): Lang {
  return value === 'cy' ? 'cy' : 'en';
}

function organisationName(services: Pick<SandboxServices, 'store'>): string {
  const name = services.store.all(named('organisation'))[0]?.name;
  return typeof name === 'string' && name ? name : 'VolunteerKit';
}

/**
 * Field errors of a new password and its confirmation (empty when they pass): at
 * least {@link PASSWORD_RULES}.min characters, at most `max`, the confirmation equal.
 */
export function passwordRuleErrors(password: unknown, confirmation: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof password !== 'string' || password.length < PASSWORD_RULES.min)
    errors.password = [`must be at least ${PASSWORD_RULES.min} characters`];
  else if (password.length > PASSWORD_RULES.max)
    errors.password = [`must be at most ${PASSWORD_RULES.max} characters`];
  else if (confirmation !== password) errors.password_confirmation = ['must match the password'];
  return errors;
}

interface LinkRow {
  id: number;
  user_id: number;
  purpose: PasswordLinkPurpose;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** A set-password link just made. */
export interface PasswordLink {
  /** The link's id (the `{id}` of `PUT /users/{userId}/forgot-password/{id}`). */
  id: number;
  /** The absolute URL of the portal's set-password page, secret included. */
  url: string;
  /** When it dies (ms since the epoch). */
  expiresAt: number;
}

/**
 * Makes a single-use set-password link for a person and stores its hash: 1 hour
 * for a reset, 7 days for a welcome. Send its `url` to the person only (never log
 * it, never show it to staff).
 */
export function issuePasswordLink(
  services: Pick<SandboxServices, 'db' | 'tokens' | 'portalUrl'>,
  person: { id: number; locale?: unknown },
  purpose: PasswordLinkPurpose,
): PasswordLink {
  const now = services.tokens.now();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = now + (purpose === 'welcome' ? WELCOME_LINK_TTL_MS : RESET_LINK_TTL_MS);
  const info = stmt(
    services.db,
    `INSERT INTO password_links (user_id, purpose, token_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(person.id, purpose, digest(secret), now, expiresAt);
  const id = Number(info.lastInsertRowid);
  const lang = langOf(person.locale) === 'cy' ? '&lang=cy' : '';
  return {
    id,
    url: portalLink(services, `/set-password#user=${person.id}&link=${id}&token=${secret}${lang}`),
    expiresAt,
  };
}

function htmlOf(paragraphs: readonly string[], link?: { url: string; label: string }): string {
  return paragraphs
    .map((p) =>
      link && p === link.url
        ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

function mail(
  services: Pick<SandboxServices, 'db' | 'tokens'>,
  person: { to: string; name: string; userId?: number },
  kind: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): StoredEmail {
  return sendEmail(
    services.db,
    {
      to: person.to,
      toName: person.name,
      subject,
      text: `${paragraphs.join('\n\n')}\n`,
      html: htmlOf(paragraphs, link),
      kind,
      userId: person.userId,
    },
    services.tokens.now(),
  );
}

function nameOf(person: Readonly<Record<string, unknown>>): { first: string; full: string } {
  const first = typeof person.first_name === 'string' ? person.first_name : '';
  const last = typeof person.last_name === 'string' ? person.last_name : '';
  return { first, full: [first, last].filter(Boolean).join(' ') };
}

const TEXTS = {
  en: {
    hello: (first: string) => (first ? `Hello ${first},` : 'Hello,'),
    resetSubject: 'Choose a new VolunteerKit password',
    reset: (org: string) =>
      `Someone (we hope you) asked to reset the password of your ${org} account on VolunteerKit. Choose a new password here:`,
    resetAfter:
      'The link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    resetLabel: 'Choose a new password',
    welcomeSubject: (org: string) => `Welcome to ${org}: set your password`,
    welcome: (org: string) =>
      `You have an account with ${org} on VolunteerKit. Choose your password here:`,
    welcomeAfter: (signIn: string) =>
      `The link works once, for 7 days. Once it has expired, ask for a new one with "Forgot your password?" on the sign-in page: ${signIn}`,
    welcomeLabel: 'Set your password',
    existingSubject: (org: string) => `Your ${org} account on VolunteerKit`,
    existing: (signIn: string) =>
      `You already have an account with this e-mail address: sign in at ${signIn}. If you have forgotten your password, choose "Forgot your password?" there and we will e-mail you a link to set a new one.`,
    unknownSubject: 'VolunteerKit password request',
    unknown: (org: string) =>
      `Someone asked to reset the password of a ${org} account on VolunteerKit for this e-mail address, but no account uses it. If it was you, you may have signed up with another address. If not, ignore this e-mail.`,
    lockedSubject: (org: string) => `Your ${org} account on VolunteerKit`,
    locked: (org: string) =>
      `Someone asked to reset the password of your ${org} account on VolunteerKit, but the account is blocked, so a new password would not let you in. If you think it should not be blocked, reply to your coordinator at ${org}.`,
  },
  cy: {
    hello: (first: string) => (first ? `Helo ${first},` : 'Helo,'),
    resetSubject: 'Dewiswch gyfrinair VolunteerKit newydd',
    reset: (org: string) =>
      `Gofynnodd rhywun (chi, gobeithio) am ailosod cyfrinair eich cyfrif ${org} ar VolunteerKit. Dewiswch gyfrinair newydd yma:`,
    resetAfter:
      "Mae'r ddolen yn gweithio unwaith, am 1 awr. Os na wnaethoch chi ofyn amdani, anwybyddwch yr e-bost hwn: ni fydd eich cyfrinair yn newid.",
    resetLabel: 'Dewiswch gyfrinair newydd',
    welcomeSubject: (org: string) => `Croeso i ${org}: gosodwch eich cyfrinair`,
    welcome: (org: string) =>
      `Mae gennych gyfrif gyda ${org} ar VolunteerKit. Dewiswch eich cyfrinair yma:`,
    welcomeAfter: (signIn: string) =>
      `Mae'r ddolen yn gweithio unwaith, am 7 diwrnod. Pan fydd wedi dod i ben, gofynnwch am un newydd gydag "Wedi anghofio eich cyfrinair?" ar y dudalen fewngofnodi: ${signIn}`,
    welcomeLabel: 'Gosodwch eich cyfrinair',
    existingSubject: (org: string) => `Eich cyfrif ${org} ar VolunteerKit`,
    existing: (signIn: string) =>
      `Mae gennych gyfrif gyda'r cyfeiriad e-bost hwn yn barod: mewngofnodwch yn ${signIn}. Os ydych wedi anghofio eich cyfrinair, dewiswch "Wedi anghofio eich cyfrinair?" yno a byddwn yn anfon dolen atoch i osod un newydd.`,
    unknownSubject: 'Cais am gyfrinair VolunteerKit',
    unknown: (org: string) =>
      `Gofynnodd rhywun am ailosod cyfrinair cyfrif ${org} ar VolunteerKit ar gyfer y cyfeiriad e-bost hwn, ond nid oes cyfrif yn ei ddefnyddio. Os mai chi oedd yno, efallai i chi gofrestru gyda chyfeiriad arall. Os nad chi, anwybyddwch yr e-bost hwn.`,
    lockedSubject: (org: string) => `Eich cyfrif ${org} ar VolunteerKit`,
    locked: (org: string) =>
      `Gofynnodd rhywun am ailosod cyfrinair eich cyfrif ${org} ar VolunteerKit, ond mae'r cyfrif wedi'i rwystro, felly ni fyddai cyfrinair newydd yn gadael i chi fewngofnodi. Os ydych chi'n credu na ddylai fod wedi'i rwystro, atebwch eich cydlynydd yn ${org}.`,
  },
} as const;

function hasLogin(services: Pick<SandboxServices, 'db'>, userId: number): boolean {
  return Boolean(stmt(services.db, 'SELECT 1 FROM credentials WHERE user_id = ?').get(userId));
}

/**
 * E-mails a person a link to choose a new password (1 hour), through the outbox.
 * For staff sends and the public "Forgot your password?"; the caller has checked
 * who may ask.
 */
export function sendResetEmail(
  services: Pick<SandboxServices, 'db' | 'tokens' | 'store' | 'portalUrl'>,
  person: StoredRecord,
): StoredEmail {
  const t = TEXTS[langOf(person.locale)];
  const org = organisationName(services);
  const link = issuePasswordLink(services, person, 'reset');
  const { first, full } = nameOf(person);
  return mail(
    services,
    { to: String(person.email), name: full, userId: person.id },
    'password-reset',
    t.resetSubject,
    [t.hello(first), t.reset(org), link.url, t.resetAfter],
    { url: link.url, label: t.resetLabel },
  );
}

/** Options of {@link sendWelcomeEmail}. */
export interface WelcomeEmailOptions {
  /**
   * A paragraph put before the link, in the person's language, e.g. "Thank you for
   * applying to be a Ranger: we have your application." (plain text).
   */
  intro?: string;
  /** The subject line. @default "Welcome to <organisation>: set your password" */
  subject?: string;
  /** What the outbox calls the e-mail. @default 'welcome' */
  kind?: string;
}

/**
 * Sends a person of the organisation a welcome e-mail through the outbox, with a
 * single-use link to set their first password that works for 7 days
 * (`/set-password` on the portal, which then signs them in). A person who already
 * has a login gets, in its place, an e-mail saying so with the sign-in address and
 * how to reset a forgotten password: no second account, no change to their
 * password, and the caller's answer can be the same either way (nothing tells a
 * visitor who is registered). In the person's language (`locale: 'cy'` is Welsh).
 *
 * Use it inside the transaction that creates the person, after the user record is
 * stored (it needs the record's id and e-mail).
 *
 * @example
 * ```ts
 * // domain code creating an applicant (ctx: the request's context)
 * const person = ctx.services.store.insert(named('users'), {}, { first_name, last_name, email });
 * sendWelcomeEmail(ctx.services, person, {
 *   intro: 'Thank you for applying to be a Ranger: we have your application.',
 *   kind: 'application',
 * });
 * ```
 *
 * @param services - the request's services (`ctx.services`).
 * @param person - the user record (`id`, `email`, `first_name`, `last_name`, `locale`).
 * @returns the e-mail kept in the outbox, with its links.
 * @throws Error when the person has no e-mail address.
 */
export function sendWelcomeEmail(
  services: Pick<SandboxServices, 'db' | 'tokens' | 'store' | 'portalUrl'>,
  person: StoredRecord,
  options: WelcomeEmailOptions = {},
): StoredEmail {
  if (typeof person.email !== 'string' || !person.email)
    throw new Error('sendWelcomeEmail: the person has no e-mail address');
  const t = TEXTS[langOf(person.locale)];
  const org = organisationName(services);
  const { first, full } = nameOf(person);
  const signIn = portalLink(
    services,
    `/sign-in${langOf(person.locale) === 'cy' ? '?lang=cy' : ''}`,
  );
  const intro = options.intro ? [options.intro] : [];
  const to = { to: person.email, name: full, userId: person.id };
  if (hasLogin(services, person.id))
    return mail(
      services,
      to,
      options.kind ?? 'welcome',
      options.subject ?? t.existingSubject(org),
      [t.hello(first), ...intro, t.existing(signIn)],
    );
  const link = issuePasswordLink(services, person, 'welcome');
  return mail(
    services,
    to,
    options.kind ?? 'welcome',
    options.subject ?? t.welcomeSubject(org),
    [t.hello(first), ...intro, t.welcome(org), link.url, t.welcomeAfter(signIn)],
    { url: link.url, label: t.welcomeLabel },
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function personByEmail(ctx: RequestCtx, email: string): StoredRecord | undefined {
  // Every person is read, found early or not at all (no LIMIT): the time does not tell.
  const rows = stmt(
    ctx.services.db,
    `SELECT id FROM records WHERE collection = '${USERS}' AND LOWER(json_extract(data, '$.email')) = ?`,
  ).all(email) as { id: number }[];
  return rows[0] ? ctx.services.store.getAnyScope(USERS, rows[0].id) : undefined;
}

/** `POST /auth/api/forgot-password` `{email, locale?}`: see the module's description. */
export const requestPasswordReset: Handler = (ctx) => {
  const body = obj(ctx);
  const raw = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!raw) throw validationError({ email: ['is required'] });
  if (raw.length > 320 || !EMAIL.test(raw))
    throw validationError({ email: ['must be an e-mail address'] });
  const { services } = ctx;
  const now = services.tokens.now();
  takeRate(
    services.db,
    `forgot-password:addr:${clientAddress(ctx)}`,
    FORGOT_PASSWORD_LIMITS.perAddress,
    now,
  );
  takeRate(services.db, `forgot-password:email:${raw}`, FORGOT_PASSWORD_LIMITS.perEmail, now);
  const person = personByEmail(ctx, raw);
  const locked = person
    ? (
        stmt(services.db, 'SELECT locked FROM credentials WHERE user_id = ?').get(person.id) as
          { locked: number } | undefined
      )?.locked === 1
    : false;
  services.db.transaction(() => {
    if (person && !locked) {
      sendResetEmail(services, person);
      return;
    }
    // The same steps as a reset (a link row that opens nothing, one e-mail), so the
    // answer time does not tell a registered address from another.
    issuePasswordLink(services, { id: 0 }, 'reset');
    const t = TEXTS[langOf(person?.locale ?? body.locale)];
    const org = organisationName(services);
    const name = person ? nameOf(person) : { first: '', full: '' };
    mail(
      services,
      { to: person ? String(person.email) : raw, name: name.full, userId: person?.id },
      'password-reset',
      person ? t.lockedSubject(org) : t.unknownSubject,
      [t.hello(name.first), person ? t.locked(org) : t.unknown(org)],
    );
  })();
  services.log('password_reset_requested', {}, undefined);
  return {
    status: 202,
    json: {
      message:
        'If the address belongs to an account, an e-mail with a link to choose a new password is on its way.',
    },
  };
};

function linkError(code: 'link_invalid' | 'link_used' | 'link_expired'): ApiError {
  const message = {
    link_invalid: 'This link to set a password is not valid: ask for a new one.',
    link_used: 'This link to set a password has already been used: ask for a new one.',
    link_expired: 'This link to set a password has expired: ask for a new one.',
  }[code];
  return new ApiError(410, code, message);
}

/** `PUT /users/{userId}/forgot-password/{id}` `{token, password, password_confirmation}`. */
export const setPasswordWithLink: Handler = async (ctx) => {
  const body = obj(ctx);
  const { services } = ctx;
  const userId = /^\d{1,15}$/.test(ctx.params.userId ?? '') ? Number(ctx.params.userId) : 0;
  const linkId = /^\d{1,15}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : 0;
  const token = typeof body.token === 'string' ? body.token : '';
  const row =
    userId > 0 && linkId > 0
      ? (stmt(services.db, 'SELECT * FROM password_links WHERE id = ? AND user_id = ?').get(
          linkId,
          userId,
        ) as LinkRow | undefined)
      : undefined;
  const given = Buffer.from(digest(token));
  const stored = Buffer.from(row?.token_hash ?? digest(randomBytes(32).toString('base64url')));
  if (!row || !token || given.length !== stored.length || !timingSafeEqual(given, stored))
    throw linkError('link_invalid');
  if (row.used_at !== null) throw linkError('link_used');
  const now = services.tokens.now();
  if (now >= row.expires_at) throw linkError('link_expired');
  const errors = passwordRuleErrors(body.password, body.password_confirmation);
  if (Object.keys(errors).length) throw validationError(errors);
  const person = services.store.getAnyScope(USERS, userId);
  if (!person || typeof person.email !== 'string' || !person.email) throw linkError('link_invalid');
  const credential = stmt(
    services.db,
    'SELECT locked, totp_secret FROM credentials WHERE user_id = ?',
  ).get(userId) as { locked: number; totp_secret: string | null } | undefined;
  if (credential?.locked)
    throw new ApiError(
      403,
      'account_locked',
      'This account is blocked: a new password would not let you in.',
    );
  const hash = await hashPasswordAsync(body.password as string);
  services.db.transaction(() => {
    // Single use, checked again now the slow hash is done (two tabs sending the same link).
    const spent = stmt(
      services.db,
      'UPDATE password_links SET used_at = ? WHERE id = ? AND used_at IS NULL',
    ).run(now, row.id);
    if (spent.changes !== 1) throw linkError('link_used');
    // The person's other links die with it.
    stmt(
      services.db,
      'UPDATE password_links SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
    ).run(now, userId);
    if (credential)
      // The credentials trigger ends every session of the person (store/securitySchema.ts).
      stmt(
        services.db,
        'UPDATE credentials SET password_hash = ?, failed_attempts = 0, locked_until = 0 WHERE user_id = ?',
      ).run(hash, userId);
    else
      stmt(
        services.db,
        'INSERT INTO credentials (user_id, email, password_hash) VALUES (?, ?, ?)',
      ).run(userId, person.email, hash);
    // Failed sign-ins counted against the account are forgotten.
    const account = String(person.email).toLowerCase();
    const perAddress = `password:acct-addr:${account}|`;
    stmt(services.db, 'DELETE FROM attempts WHERE key = ? OR substr(key, 1, ?) = ?').run(
      `password:acct:${account}`,
      perAddress.length,
      perAddress,
    );
  })();
  services.log('password_set', { user_id: userId, purpose: row.purpose }, userId);
  const data = { id: userId, password_changed: true, purpose: row.purpose };
  if (credential?.totp_secret) return { json: { data: { ...data, two_factor_required: true } } };
  const { token: session } = await issueNew(ctx, person, 'web', true);
  return { json: { token: session, data } };
};
