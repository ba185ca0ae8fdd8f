/**
 * The team site pages (issue 49), on the sandbox's own origin beside the
 * opportunity and apply pages:
 * - `GET /team-sites/{teamId}`: a team's public site (`?lang=cy` for Welsh);
 * - `POST /team-sites/{teamId}`: its contact-us form sent (url-encoded); refused,
 *   the page again with what was typed and the errors (422 or 429); taken, a
 *   redirect (303) to
 * - `GET /team-sites/{teamId}/sent`: the page with the confirmation.
 * The pages carry no script; their stylesheet is allowed by hash and they may
 * only post to themselves (the apply page's policy).
 *
 * @module
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { safeUrl } from '@volunteerkit/widgets/residential';
import { ApiError, type FieldErrors } from '../errors.js';
import { organisationRecord } from '../auth/session.js';
import type { SandboxServices } from '../routes/types.js';
import { createHash } from 'node:crypto';
import { APPLY_PAGE_CSS } from '../publicApply/page.js';
import {
  contactFormToken,
  contactTeam,
  openOpportunities,
  teamSiteOf,
  type TeamSite,
} from './site.js';
import { TeamSitePage } from './TeamSitePage.js';
import { teamSiteTextOf } from './text.js';

/** The page's whole stylesheet: the apply page's, and a few rules of its own. */
export const TEAM_SITE_PAGE_CSS = `${APPLY_PAGE_CSS}
.team-site__text { margin: 0 0 1rem; }
.team-site__address { white-space: pre-line; }
.team-site__opportunities { margin: 0; padding-inline-start: 1.25rem; }
.team-site__opportunities li { margin: 0 0 0.5rem; }
.team-site__where { color: var(--vk-color-muted); }
.team-site__contact { margin-top: 2.5rem; border-top: 1px solid var(--vk-color-border); }
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(TEAM_SITE_PAGE_CSS).digest('base64')}'`;

/** The Content-Security-Policy of the pages: no script, their stylesheet by hash, posting only to themselves. */
export const TEAM_SITE_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The largest form the page reads. */
export const TEAM_SITE_FORM_MAX_BYTES = 64 * 1024;

/** An answer of the page's routes. */
export interface TeamSiteReply {
  status: number;
  html?: string;
  location?: string;
}

function path(teamId: number, sent: boolean, welsh: boolean): string {
  return `/team-sites/${teamId}${sent ? '/sent' : ''}${welsh ? '?lang=cy' : ''}`;
}

function render(
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens'>,
  site: TeamSite,
  lang: string | null,
  state: {
    values?: Record<string, string>;
    errors?: FieldErrors;
    formToken?: string;
    sent?: boolean;
  } = {},
): string {
  const t = teamSiteTextOf(lang);
  const welsh = t.htmlLang === 'cy';
  const org = organisationRecord(services.store);
  const logo = typeof org?.logo_url === 'string' ? safeUrl(org.logo_url) : undefined;
  const opportunities = openOpportunities(services, site.team.id).map((o) => ({
    title: String(o.display_name ?? o.slug),
    url: `/opportunities/${String(o.slug)}${welsh ? '?lang=cy' : ''}`,
    where: typeof o.location === 'string' ? o.location : undefined,
  }));
  const page = createElement(TeamSitePage, {
    t,
    organisation: {
      name: typeof org?.name === 'string' ? org.name : 'VolunteerKit',
      logoUrl: logo,
    },
    site: {
      title: site.title,
      team: String(site.team.name ?? site.title),
      text: site.text,
      contactEmail: site.contactEmail,
      contactPhone: site.contactPhone,
      address: site.address,
    },
    opportunities,
    otherLanguageUrl: path(site.team.id, state.sent === true, !welsh),
    formToken: state.formToken ?? contactFormToken(services, site.team.id),
    values: state.values ?? {},
    errors: state.errors ?? {},
    ...(state.sent ? { sent: true } : {}),
    css: TEAM_SITE_PAGE_CSS,
  });
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/** `GET /team-sites/{teamId}` and `…/sent`; `undefined` for a 404. */
export function showTeamSitePage(
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens'>,
  request: { teamId: string; lang: string | null; sent?: boolean },
): string | undefined {
  const site = teamSiteOf(services, request.teamId);
  return site ? render(services, site, request.lang, { sent: request.sent === true }) : undefined;
}

/** `POST /team-sites/{teamId}`. */
export async function postTeamSitePage(
  services: SandboxServices,
  request: { teamId: string; lang: string | null; address: string; body: Request },
): Promise<TeamSiteReply | undefined> {
  const site = teamSiteOf(services, request.teamId);
  if (!site) return undefined;
  const size = Number(request.body.headers.get('content-length') ?? NaN);
  const type = request.body.headers.get('content-type') ?? '';
  if (
    !Number.isFinite(size) ||
    size > TEAM_SITE_FORM_MAX_BYTES ||
    !/^application\/x-www-form-urlencoded|^multipart\/form-data/.test(type)
  )
    return { status: 413, html: render(services, site, request.lang) };
  let form: FormData;
  try {
    form = await request.body.formData();
  } catch {
    return { status: 400, html: render(services, site, request.lang) };
  }
  const values: Record<string, string> = {};
  for (const [field, value] of form) if (typeof value === 'string') values[field] = value;
  try {
    contactTeam(services, site, {
      body: values,
      address: request.address,
      lang: request.lang,
      form: true,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fresh = typeof error.extra.form_token === 'string' ? error.extra.form_token : undefined;
    const { form_token: sent, leave_blank: _hp, ...kept } = values;
    void _hp;
    return {
      status: error.status,
      html: render(services, site, request.lang, {
        values: kept,
        errors: error.errors ?? { message: [error.message] },
        ...((fresh ?? sent) ? { formToken: (fresh ?? sent)! } : {}),
      }),
    };
  }
  return {
    status: 303,
    location: path(site.team.id, true, teamSiteTextOf(request.lang).htmlLang === 'cy'),
  };
}
