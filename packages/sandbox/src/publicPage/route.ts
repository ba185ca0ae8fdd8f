/**
 * `GET /opportunities/{slug}`: the public page of a residential opportunity,
 * the page its `public_url` points at (see {@link OpportunityPage}).
 *
 * Rules: only published adverts for the public (`advert_target` external and
 * not `published: false`) are shown; drafts, internal adverts and unknown or
 * malformed slugs answer the same 404. The back link goes only to a page of
 * this origin or of an origin allowed to embed the search (the sandbox's CORS
 * origins), from the `back` parameter or else the `Referer`. The page carries
 * no script; its inline stylesheet is allowed by hash.
 *
 * @module
 */
import { teamSiteOf } from '../teamSite/site.js';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Opportunity } from '@volunteerkit/api-client';
import { safeUrl } from '@volunteerkit/widgets/residential';
import { organisationRecord } from '../auth/session.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import type { SandboxServices } from '../routes/types.js';
import { RESIDENTIAL, presentOpportunity } from '../routes/residential.js';
import { OpportunityPage } from './OpportunityPage.js';
import { placesLeft } from './placesLeft.js';
import { similarOpportunities } from './similar.js';
import { fill, pageTextOf } from './text.js';
import { opportunityPageCss } from './styles.js';

const STYLE_HASH = `'sha256-${createHash('sha256').update(opportunityPageCss).digest('base64')}'`;

/** The Content-Security-Policy of the page: no script at all, its one stylesheet by hash. */
export const OPPORTUNITY_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A request for the page. */
export interface OpportunityPageRequest {
  slug: string;
  /** This sandbox's origin, e.g. `http://127.0.0.1:4010`. */
  origin: string;
  /** The `back` query parameter. */
  back: string | null | undefined;
  /** The `Referer` header. */
  referer: string | null | undefined;
  /** Origins allowed to link back to (the partner pages). */
  allowedOrigins: ReadonlySet<string>;
  /** Today, YYYY-MM-DD. */
  today?: string;
  /** The `lang` query parameter (`cy` for Welsh, `en` for English; else the search's). */
  lang?: string | null;
}

/** True when the advert is published for the public (drafts and internal adverts are not). */
export function isPublicAdvert(record: StoredRecord): boolean {
  return record.published !== false && record.advert_target !== 'internal';
}

/** `value` when it is an http(s) URL of this origin or an allowed one, else undefined. */
export function checkedBackUrl(
  value: string | null | undefined,
  origin: string,
  allowed: ReadonlySet<string>,
): string | undefined {
  if (!value || value.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin !== origin && !allowed.has(url.origin)) return undefined;
  // The page itself is not a search to go back to.
  if (url.origin === origin && url.pathname.startsWith('/opportunities/')) return undefined;
  return url.href;
}

function slotsOf(record: StoredRecord): { start: string; end: string }[] {
  const raw = Array.isArray(record.available_timeslots) ? record.available_timeslots : [];
  return raw.flatMap((s: unknown) => {
    const slot = s as { start?: unknown; end?: unknown } | null;
    const start = typeof slot?.start === 'string' ? slot.start.slice(0, 10) : undefined;
    const end = typeof slot?.end === 'string' ? slot.end.slice(0, 10) : start;
    return start && end ? [{ start, end }] : [];
  });
}

/** A path of this origin with the way back and the language (`lang=cy`) as its query. */
function withQuery(path: string, back: string | undefined, welsh: boolean): string {
  const query = new URLSearchParams();
  if (back) query.set('back', back);
  if (welsh) query.set('lang', 'cy');
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/** The online application form of an advert (publicApply/page.ts), keeping the way back. */
function applyUrlOf(slug: string, back: string | undefined, welsh = false): string {
  return withQuery(`/opportunities/${slug}/apply`, back, welsh);
}

/**
 * The partner whose site `url` is on: a partner record whose `website` has the
 * same origin (the organisation records its partners' sites); its name and
 * checked logo.
 */
export function partnerOfSite(
  store: SandboxServices['store'],
  url: string | undefined,
): { name: string; logoUrl: string | undefined } | undefined {
  if (!url) return undefined;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return undefined;
  }
  for (const partner of store.all(named('organisation.partners'))) {
    if (typeof partner.website !== 'string' || typeof partner.name !== 'string') continue;
    let site: string;
    try {
      site = new URL(partner.website).origin;
    } catch {
      continue;
    }
    if (site === origin)
      return {
        name: partner.name,
        logoUrl: typeof partner.logo_url === 'string' ? safeUrl(partner.logo_url) : undefined,
      };
  }
  return undefined;
}

/**
 * The way on from a page opened directly (no search or partner to go back
 * to): the public site of the advert's team (`/team-sites/{teamId}`, its
 * other opportunities and contact form), when it has one a visitor may see.
 */
function homeOf(
  services: Pick<SandboxServices, 'store'>,
  teamId: number | undefined,
  text: ReturnType<typeof pageTextOf>,
  welsh: boolean,
): { url: string; label: string } | undefined {
  const site = teamId === undefined ? undefined : teamSiteOf(services, String(teamId));
  if (!site) return undefined;
  return {
    url: `/team-sites/${site.team.id}${welsh ? '?lang=cy' : ''}`,
    label: fill(text.moreFromTeam, { team: site.title }),
  };
}

/**
 * The page as HTML, or `undefined` for a 404 (no such slug, a draft or an
 * internal advert).
 */
export function renderOpportunityPage(
  services: Pick<SandboxServices, 'store' | 'db'>,
  request: OpportunityPageRequest,
): string | undefined {
  const { slug, origin } = request;
  if (!/^[a-z0-9-]{1,200}$/i.test(slug)) return undefined;
  const record = services.store.findBy(RESIDENTIAL, 'slug', slug).find(isPublicAdvert);
  if (!record) return undefined;
  const store = services.store;
  const org = organisationRecord(store);
  const teamId = typeof record.team_id === 'number' ? record.team_id : undefined;
  const team =
    teamId === undefined ? undefined : store.getAnyScope(named('organisation.teams'), teamId);
  const logo = typeof org?.logo_url === 'string' ? safeUrl(org.logo_url) : undefined;
  // A `back` parameter names the search itself; a cross-site Referer is usually only an origin.
  const backSearch = checkedBackUrl(request.back, origin, request.allowedOrigins);
  const backReferer = backSearch
    ? undefined
    : checkedBackUrl(request.referer, origin, request.allowedOrigins);
  const back = backSearch ?? backReferer;
  const text = pageTextOf(request.lang, backSearch);
  const welsh = text.htmlLang === 'cy';
  // Opened from a partner's site (the way back is on it): that partner's name and logo.
  const partnerSite = partnerOfSite(store, back);
  const today = request.today ?? new Date().toISOString().slice(0, 10);
  const similar = similarOpportunities(
    services.db,
    record,
    (id) => store.getAnyScope(RESIDENTIAL, id),
    today,
  ).map((s) => ({
    href: withQuery(`/opportunities/${s.slug}`, back, welsh),
    title: s.title,
    place: s.place,
    km: s.km,
    image: s.image ? safeUrl(s.image.startsWith('/') ? origin + s.image : s.image) : undefined,
  }));
  const page = createElement(OpportunityPage, {
    opportunity: presentOpportunity(record, origin, true) as unknown as Opportunity &
      Record<string, unknown>,
    organisation: {
      name: typeof org?.name === 'string' ? org.name : 'VolunteerKit',
      logoUrl: logo,
    },
    teamName: typeof team?.name === 'string' ? team.name : undefined,
    slots: placesLeft(store, teamId, slotsOf(record)),
    today,
    back: backSearch
      ? { url: backSearch, label: text.backToResults }
      : backReferer
        ? {
            url: backReferer,
            label: partnerSite
              ? fill(text.backToPartner, { partner: partnerSite.name })
              : text.backToPrevious,
          }
        : homeOf(services, teamId, text, welsh),
    applyUrl: applyUrlOf(slug, back, welsh),
    css: opportunityPageCss,
    text,
    partnerSite,
    similar,
    otherLanguageUrl: `/opportunities/${slug}?${new URLSearchParams({
      lang: welsh ? 'en' : 'cy',
      ...(back ? { back } : {}),
    }).toString()}`,
  });
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
