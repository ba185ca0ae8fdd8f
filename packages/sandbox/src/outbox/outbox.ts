/**
 * The development outbox: every e-mail the sandbox sends goes through
 * {@link sendEmail}, which keeps it in SQLite (table `outbox`) instead of
 * delivering it. `GET /api/_sandbox/emails` answers them (newest first, with the
 * absolute links found in each), and the page at `/_sandbox/outbox` lists and
 * opens them, as Mailpit or MailHog would (outbox/routes.ts).
 *
 * @example
 * ```ts
 * import { sendEmail } from '../outbox/outbox.js';
 * sendEmail(ctx.services.db, {
 *   to: 'nia@example.org',
 *   subject: 'Welcome: set your password',
 *   text: `Choose your password: ${link}`,
 *   kind: 'welcome',
 *   userId: 12,
 * }, ctx.services.tokens.now());
 * ```
 *
 * @module
 */
import type { Db } from '../store/db.js';
import { stmt } from '../store/db.js';
import type { SandboxServices } from '../routes/types.js';

/** The portal the links of e-mails point at when none was configured: the start command's. */
export const DEFAULT_PORTAL_URL = 'http://127.0.0.1:4020';

/**
 * An absolute link into the staff portal for an e-mail: `path` (with its query and
 * fragment) on the portal's base URL (`SandboxOptions.portalUrl`).
 *
 * @example
 * ```ts
 * portalLink(ctx.services, '/set-password#token=…'); // 'http://127.0.0.1:4020/set-password#token=…'
 * ```
 */
export function portalLink(services: Pick<SandboxServices, 'portalUrl'>, path: string): string {
  const base = (services.portalUrl?.() ?? DEFAULT_PORTAL_URL).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

export { OUTBOX_SCHEMA } from './schema.js';

/** An e-mail to send: give it to {@link sendEmail}. */
export interface OutgoingEmail {
  /** The recipient's address. */
  to: string;
  /** The recipient's name, shown beside the address. */
  toName?: string;
  /** The subject line. */
  subject: string;
  /** The plain-text body (every e-mail has one). */
  text: string;
  /**
   * An HTML body, if any. Values put into it must already be escaped (use
   * {@link escapeHtml}); the outbox page shows it sanitised in a sandboxed frame.
   */
  html?: string;
  /**
   * What the e-mail is, for filtering and tests: `password-reset`, `welcome`,
   * `bulk`, `mobile-code`, `consent-request`, `application`…
   * @default 'email'
   */
  kind?: string;
  /** The person it is about or to, when it is a person of the organisation. */
  userId?: number;
}

/** An e-mail kept in the outbox, as `GET /api/_sandbox/emails` answers it. */
export interface StoredEmail {
  /** Its id in the outbox (increasing: a larger id was sent later). */
  id: number;
  /** The recipient's address. */
  to: string;
  /** The recipient's name ('' when none was given). */
  to_name: string;
  /** The subject line. */
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML body, or null. */
  html: string | null;
  /** What the e-mail is (see {@link OutgoingEmail.kind}). */
  kind: string;
  /** The person it is about, or null. */
  user_id: number | null;
  /** When it was sent (ISO 8601, the sandbox's clock). */
  sent_at: string;
  /** The absolute http(s) URLs found in the text and HTML bodies, in order, once each. */
  links: string[];
}

interface Row {
  id: number;
  to_address: string;
  to_name: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  user_id: number | null;
  links: string;
  sent_at: string;
}

/** Escapes `& < > " '` for putting a value into an e-mail's HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The absolute http(s) URLs of an e-mail, in order of appearance, once each:
 * those written in the text, and the `href`s and URLs of the HTML. Trailing
 * punctuation of a sentence (`.`, `,`, `)`…) is not part of a link.
 */
export function linksIn(text: string, html?: string | null): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const url = raw.replace(/[.,;:!?)\]}'"]+$/, '');
    try {
      const parsed = new URL(url);
      if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !found.includes(url))
        found.push(url);
    } catch {
      // Not a URL after all.
    }
  };
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+/gi)) add(m[0]);
  if (html) {
    for (const m of html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi))
      add(unescapeHtml(m[2] ?? m[3] ?? ''));
    for (const m of html.replace(/<[^>]*>/g, ' ').matchAll(/https?:\/\/[^\s<>"]+/gi))
      add(unescapeHtml(m[0]));
  }
  return found;
}

function toStored(row: Row): StoredEmail {
  return {
    id: row.id,
    to: row.to_address,
    to_name: row.to_name,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    user_id: row.user_id,
    sent_at: row.sent_at,
    links: JSON.parse(row.links) as string[],
  };
}

/**
 * Sends an e-mail: in the sandbox, keeps it in the outbox, where
 * `GET /api/_sandbox/emails` and the page `/_sandbox/outbox` show it. Call it
 * inside the transaction of the change the e-mail tells about, so a refused
 * change sends nothing.
 *
 * @param db - the sandbox's database (`ctx.services.db`).
 * @param email - recipient, subject, bodies and what it is.
 * @param now - the time of sending in ms since the epoch; pass
 *   `ctx.services.tokens.now()` so tests that move the clock see it.
 * @returns the stored e-mail, with its id and links.
 */
export function sendEmail(db: Db, email: OutgoingEmail, now: number = Date.now()): StoredEmail {
  const to = email.to.trim();
  if (!to) throw new Error('sendEmail: the e-mail has no recipient');
  const links = linksIn(email.text, email.html);
  const sentAt = new Date(now).toISOString();
  const info = stmt(
    db,
    `INSERT INTO outbox (to_address, to_name, subject, text, html, kind, user_id, links, sent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    to,
    email.toName ?? '',
    email.subject,
    email.text,
    email.html ?? null,
    email.kind ?? 'email',
    email.userId ?? null,
    JSON.stringify(links),
    sentAt,
  );
  return getEmail(db, Number(info.lastInsertRowid))!;
}

/** The most e-mails one listing answers. */
export const OUTBOX_LIST_LIMIT = 500;

/**
 * The outbox's e-mails, newest first (at most {@link OUTBOX_LIST_LIMIT}),
 * optionally only those to one address (case-insensitive) or of one kind.
 */
export function listEmails(db: Db, filter: { to?: string; kind?: string } = {}): StoredEmail[] {
  const rows = stmt(
    db,
    `SELECT * FROM outbox
     WHERE (? IS NULL OR to_address = ? COLLATE NOCASE) AND (? IS NULL OR kind = ?)
     ORDER BY id DESC LIMIT ${OUTBOX_LIST_LIMIT}`,
  ).all(
    filter.to?.trim() || null,
    filter.to?.trim() || null,
    filter.kind || null,
    filter.kind || null,
  ) as Row[];
  return rows.map(toStored);
}

/** One e-mail of the outbox by id, or undefined. */
export function getEmail(db: Db, id: number): StoredEmail | undefined {
  const row = stmt(db, 'SELECT * FROM outbox WHERE id = ?').get(id) as Row | undefined;
  return row && toStored(row);
}
