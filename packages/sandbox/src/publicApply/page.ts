/**
 * The apply page's routes (issue 44), beside the opportunity page
 * (publicPage/route.ts) on the sandbox's own origin:
 * - `GET /opportunities/{slug}/apply`: the form (`?lang=cy` for Welsh; `back`,
 *   the partner search the visitor came from, is kept for the way back);
 * - `POST /opportunities/{slug}/apply`: the form sent (multipart); refused, the
 *   page again with what was typed and the errors (422, or 429), the valid
 *   documents kept under the form's token (publicApply/keptUploads.ts) and used
 *   when it is sent again without them; too large to take (413), the page
 *   again with the fields typed before its documents (read from the body's
 *   first bytes) and the file named beside its field; taken, a redirect (303) to
 * - `GET /opportunities/{slug}/apply/sent`: the confirmation.
 * The page carries no script; its stylesheet is allowed by hash and it may
 * only post to itself.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { safeUrl } from '@volunteerkit/widgets/residential';
import { ApiError, type FieldErrors } from '../errors.js';
import { organisationRecord } from '../auth/session.js';
import type { SandboxServices, UploadedFile } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { RESIDENTIAL } from '../routes/residential.js';
import { checkedBackUrl, isPublicAdvert } from '../publicPage/route.js';
import { opportunityPageCss } from '../publicPage/styles.js';
import { formOf } from '../domain/applicationForm.js';
import { applyAsVisitor, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, visitorForm } from './apply.js';
import { dropKeptUploads, keepUploads, keptUploads } from './keptUploads.js';
import { ApplyPage } from './ApplyPage.js';
import { sendVisitorEmails } from './emails.js';
import { applyTextOf, fillText, type ApplyText } from './text.js';
import { applyFormCss } from './styles.js';

/** The page's whole stylesheet. */
export const APPLY_PAGE_CSS = `${opportunityPageCss}\n${applyFormCss}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(APPLY_PAGE_CSS).digest('base64')}'`;

/** The Content-Security-Policy of the page: no script, its stylesheet by hash, posting only to itself. */
export const APPLY_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The largest form the page reads (larger ones are refused whole). */
export const APPLY_PAGE_MAX_BYTES = 20 * 1024 * 1024;

/** A request for the page. */
export interface ApplyPageRequest {
  slug: string;
  /** `lang` query parameter. */
  lang: string | null;
  /** `back` query parameter (or form field). */
  back: string | null;
  origin: string;
  allowedOrigins: ReadonlySet<string>;
}

/** An answer of the page's routes. */
export interface ApplyPageReply {
  status: number;
  html?: string;
  location?: string;
}

function advertOf(
  services: Pick<SandboxServices, 'store'>,
  slug: string,
): StoredRecord | undefined {
  if (!/^[a-z0-9-]{1,200}$/i.test(slug)) return undefined;
  return services.store.findBy(RESIDENTIAL, 'slug', slug).find(isPublicAdvert);
}

function urls(request: ApplyPageRequest, t: ApplyText) {
  const back = checkedBackUrl(request.back, request.origin, request.allowedOrigins);
  const query = (lang: 'cy' | 'en' | undefined) => {
    const q = new URLSearchParams();
    if (back) q.set('back', back);
    if (lang) q.set('lang', lang);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const welsh = t.htmlLang === 'cy';
  // The opportunity page otherwise takes its language from the search it came from.
  const backIsWelsh = back ? /[?&]lang=cy\b/i.test(back) : false;
  const base = `/opportunities/${request.slug}`;
  return {
    back,
    opportunity: `${base}${query(welsh ? 'cy' : backIsWelsh ? 'en' : undefined)}`,
    self: `${base}/apply${query(welsh ? 'cy' : undefined)}`,
    other: `${base}/apply${query(welsh ? undefined : 'cy')}`,
    sent: `${base}/apply/sent${query(welsh ? 'cy' : undefined)}`,
    otherSent: `${base}/apply/sent${query(welsh ? undefined : 'cy')}`,
  };
}

function render(
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens'>,
  advert: StoredRecord,
  request: ApplyPageRequest,
  state: {
    values?: Record<string, string>;
    chosenFiles?: Record<string, string>;
    keptFiles?: Record<string, string>;
    errors?: FieldErrors;
    formError?: string;
    formToken?: string;
    sent?: boolean;
  } = {},
): string {
  const t = applyTextOf(request.lang);
  const org = organisationRecord(services.store);
  const logo = typeof org?.logo_url === 'string' ? safeUrl(org.logo_url) : undefined;
  const u = urls(request, t);
  const form = visitorForm(services, advert);
  const page = createElement(ApplyPage, {
    t,
    title: String(advert.display_name ?? ''),
    organisation: {
      name: typeof org?.name === 'string' ? org.name : 'VolunteerKit',
      logoUrl: logo,
    },
    opportunityUrl: u.opportunity,
    otherLanguageUrl: state.sent ? u.otherSent : u.other,
    form,
    formToken: state.formToken ?? form.form_token,
    values: state.values ?? {},
    chosenFiles: state.chosenFiles ?? {},
    keptFiles: state.keptFiles ?? {},
    errors: state.errors ?? {},
    formError: state.formError,
    hidden: u.back ? { back: u.back } : {},
    css: APPLY_PAGE_CSS,
    ...(state.sent ? { sent: true } : {}),
  });
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/** `GET /opportunities/{slug}/apply` and `…/apply/sent`; `undefined` for a 404. */
export function showApplyPage(
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens'>,
  request: ApplyPageRequest,
  sent = false,
): string | undefined {
  const advert = advertOf(services, request.slug);
  return advert ? render(services, advert, request, { sent }) : undefined;
}

const pad = (s: string, n: number) => s.padStart(n, '0');

/** `YYYY-MM-DD` from the day, month and year fields; `''` when all are empty, `invalid` when they make no date. */
export function dateOfBirthFrom(day: string, month: string, year: string): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!d && !m && !y) return '';
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return 'invalid';
  const value = `${y}-${pad(m, 2)}-${pad(d, 2)}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? value
    : 'invalid';
}

/** `POST /opportunities/{slug}/apply`. */
export async function postApplyPage(
  services: SandboxServices,
  request: ApplyPageRequest & { address: string; body: Request },
): Promise<ApplyPageReply | undefined> {
  const advert = advertOf(services, request.slug);
  if (!advert) return undefined;
  const size = Number(request.body.headers.get('content-length') ?? NaN);
  const type = request.body.headers.get('content-type') ?? '';
  const t = applyTextOf(request.lang);
  if (
    !Number.isFinite(size) ||
    size > APPLY_PAGE_MAX_BYTES ||
    !/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(type)
  ) {
    const state = await tooLargeState(services, advert, request.body, t);
    return {
      status: 413,
      html: render(services, advert, request, {
        ...state,
        // Beside the document's field when it is known; else about the whole form.
        ...(state.errors
          ? {}
          : {
              formError: fillText(t.tooLarge, { size: `${DOCUMENT_MAX_BYTES / 1024 / 1024} MB` }),
            }),
      }),
    };
  }
  let form: FormData;
  try {
    form = await request.body.formData();
  } catch {
    return { status: 400, html: render(services, advert, request) };
  }
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [field, value] of form) {
    if (typeof value === 'string') values[field] = value;
    else if (value.size > 0 || value.name) {
      const content = new Uint8Array(await value.arrayBuffer());
      files.push({
        field,
        name: value.name || 'file',
        type: value.type,
        size: content.length,
        content,
      });
    }
  }
  const lang = values.locale === 'cy' ? 'cy' : request.lang;
  const req = { ...request, lang, back: values.back ?? request.back };
  const body: Record<string, unknown> = {
    ...values,
    locale: lang === 'cy' ? 'cy' : 'en-GB',
    date_of_birth: dateOfBirthFrom(
      values.dob_day ?? '',
      values.dob_month ?? '',
      values.dob_year ?? '',
    ),
  };
  // A document kept from an earlier refusal of this form stands in for a file not chosen again.
  const sentToken = typeof values.form_token === 'string' ? values.form_token : undefined;
  const now = services.tokens.now();
  for (const kept of keptUploads(services.db, sentToken, advert.id, now))
    if (!files.some((f) => f.field === kept.field)) files.push(kept);
  try {
    applyAsVisitor(
      services,
      { opportunity: advert, body, files, address: request.address, origin: request.origin },
      (outcome, value) => sendVisitorEmails(services, advert, outcome, value),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = error.errors ?? {};
    const fresh = typeof error.extra.form_token === 'string' ? error.extra.form_token : undefined;
    const token = fresh ?? sentToken;
    // Refused for a field (not for too many forms from this address): the valid documents are kept.
    const kept = error.errors ? keepable(services, advert, files, errors) : [];
    if (token && kept.length > 0) keepUploads(services.db, token, advert.id, kept, now);
    if (fresh && sentToken) dropKeptUploads(services.db, sentToken);
    const keptFiles = Object.fromEntries(
      keptUploads(services.db, token, advert.id, now).map((f) => [f.field, f.name]),
    );
    return {
      status: error.status,
      html: render(services, advert, req, {
        values: typedValues(values),
        chosenFiles: Object.fromEntries(files.map((f) => [f.field, f.name])),
        keptFiles,
        errors,
        ...(errors.form_token?.[0] || !error.errors
          ? { formError: errors.form_token?.[0] ?? error.message }
          : {}),
        ...(token ? { formToken: token } : {}),
      }),
    };
  }
  dropKeptUploads(services.db, sentToken);
  return { status: 303, location: urls(req, applyTextOf(lang)).sent };
}

/** What the visitor typed, to be shown again: the form's token and the bots' field are never sent back. */
function typedValues(values: Record<string, string>): Record<string, string> {
  const { form_token: _token, leave_blank: _hp, ...typed } = values;
  void _token;
  void _hp;
  return typed;
}

/**
 * What the page shows again of a form too large to take: what the visitor typed
 * (it comes before the documents), and, when the form asks for one document,
 * the file that made it too large beside that document's field.
 */
async function tooLargeState(
  services: Pick<SandboxServices, 'store'>,
  advert: StoredRecord,
  body: Request,
  t: ApplyText,
): Promise<{ values: Record<string, string>; errors?: FieldErrors }> {
  if (!/^multipart\/form-data/.test(body.headers.get('content-type') ?? '')) return { values: {} };
  const { values, file } = await leadingTextParts(body);
  const documents = formOf(advert, services.store).documents;
  const only = documents.length === 1 ? documents[0]!.key : undefined;
  return {
    values: typedValues(values),
    ...(file && file.field === only
      ? {
          errors: {
            [only]: [
              fillText(t.documentSize, {
                file: file.name,
                size: `${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
              }),
            ],
          },
        }
      : {}),
  };
}

/** How much of a form too large to take is read for the fields typed before its documents. */
const LEADING_BYTES = 64 * 1024;

/**
 * The text fields a `multipart/form-data` body sends before its first file,
 * and that file's field and name, read from at most its first
 * {@link LEADING_BYTES} (a browser sends the parts in the form's order, the
 * typed fields before the documents); the rest of the body is left unread.
 */
export async function leadingTextParts(
  body: Request,
): Promise<{ values: Record<string, string>; file?: { field: string; name: string } }> {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(body.headers.get('content-type') ?? '');
  if (!m || !body.body) return { values: {} };
  const boundary = `--${m[1] ?? m[2]}`;
  const reader = body.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < LEADING_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // A broken upload: what was read is used.
  } finally {
    reader.releaseLock();
  }
  // latin1 keeps every byte as one character: each value is decoded as UTF-8 once cut out.
  const text = Buffer.concat(chunks).subarray(0, LEADING_BYTES).toString('latin1');
  const values: Record<string, string> = {};
  // The last piece is the closing `--` or a part cut off by the limit: never read.
  const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
  // Every piece but the first (the preamble) and the last (the closing `--`, or a part cut off
  // by the limit); a file's part is whole only when it is small, so its headers are read apart.
  const pieces = text.split(boundary).slice(1);
  for (const [i, part] of pieces.entries()) {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) break;
    const headers = part.slice(0, end);
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1];
    if (filename !== undefined)
      return { values, ...(name ? { file: { field: name, name: utf8(filename) } } : {}) };
    if (i === pieces.length - 1 || !part.endsWith('\r\n')) break;
    if (name) values[name] = utf8(part.slice(end + 4, -2));
  }
  return { values };
}

/** The documents of a refused form that may be kept: one per document the form asks for, of an accepted type and size, without an error. */
function keepable(
  services: Pick<SandboxServices, 'store'>,
  advert: StoredRecord,
  files: readonly UploadedFile[],
  errors: FieldErrors,
): UploadedFile[] {
  const documents = new Set(formOf(advert, services.store).documents.map((d) => d.key));
  return files.filter(
    (f) =>
      documents.has(f.field) &&
      !errors[f.field] &&
      DOCUMENT_TYPES.includes(f.type) &&
      f.size > 0 &&
      f.size <= DOCUMENT_MAX_BYTES &&
      files.filter((g) => g.field === f.field).length === 1,
  );
}
