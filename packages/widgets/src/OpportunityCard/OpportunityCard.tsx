import { useEffect, useId, useRef } from 'react';
import type { HttpClient, Opportunity } from '@volunteerkit/api-client';
import { logApplyAction } from '@volunteerkit/api-client/public';
import { Markdown } from '../Markdown/Markdown.js';
import { safeUrl } from '../Markdown/safeUrl.js';
import { withBack } from './backLink.js';
import {
  emitSafely,
  formatMessage,
  resolveResidentialMessages,
  useResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** A ribbon of spec 2.4. */
export type OpportunityRibbon = 'full' | 'internal' | 'external';

/**
 * The ribbons of an opportunity (spec 2.4, 4): `full` when `available_timeslots`
 * is empty or missing; `internal` when there are timeslots and `advert_target`
 * is `internal`; `external` when there is a partner.
 */
export function opportunityRibbons(opportunity: Opportunity): OpportunityRibbon[] {
  const ribbons: OpportunityRibbon[] = [];
  const slots = opportunity.available_timeslots;
  const hasSlots = Array.isArray(slots) && slots.length > 0;
  if (!hasSlots) ribbons.push('full');
  if (hasSlots && opportunity.advert_target === 'internal') ribbons.push('internal');
  if (opportunity.partner && typeof opportunity.partner.name === 'string') ribbons.push('external');
  return ribbons;
}

/** The type label (spec 2.4): Residential-short -> Short Term, Residential-long -> Long Term, else as is. */
export function opportunityTypeLabel(
  type: string | null | undefined,
  messages: Pick<
    ResidentialMessages,
    'typeLabelShort' | 'typeLabelLong'
  > = resolveResidentialMessages(),
): string {
  if (type === 'Residential-short') return messages.typeLabelShort;
  if (type === 'Residential-long') return messages.typeLabelLong;
  return type ?? '';
}

/**
 * Where a card's apply link goes: the URL of the host's apply page for an
 * opportunity, or `undefined`/`null` for no link on that card. The URL goes
 * through the same check as "View details" (http(s) or a relative path; anything
 * else, such as `javascript:`, gives no link).
 *
 * @example
 * const applyUrl: OpportunityApplyUrl = (o) => (o.slug ? `/apply/${encodeURIComponent(o.slug)}` : undefined);
 */
export type OpportunityApplyUrl = (opportunity: Opportunity) => string | null | undefined;

/** Props of {@link OpportunityCard}. */
export interface OpportunityCardProps {
  /** The opportunity to show. */
  opportunity: Opportunity;
  /**
   * Adds an apply link (text `messages.apply`, "Apply") next to "View details".
   * Without it the card is exactly as spec 2.4 describes, with no apply link.
   * A click reports `{ type: 'apply', opportunity, slug }` and, with `http`, logs it.
   * @example applyUrl={(o) => `/apply/${o.id}`}
   */
  applyUrl?: OpportunityApplyUrl;
  /**
   * Transport used only to log apply clicks: `POST opportunities/log-apply-action`
   * with the opportunity's `slug` (spec 7.3, 7.9), sent as a public call, best-effort
   * (never awaited, failures ignored, navigation never held up). Nothing is logged without it.
   */
  http?: HttpClient;
  /**
   * The results page to come back to (page and filters included): "View details"
   * then carries it as its `back` parameter, so the opportunity page links back to
   * it. Without it the link is `public_url` as is (with `lang=cy` when the card speaks Welsh).
   */
  backUrl?: string;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Receives `OpportunityImage.Loaded`, `OpportunityImage.Error`, `result-click` and `apply` events. */
  onEvent?: ResidentialEventHandler;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names on the card. */
  className?: string;
}

/** The host's apply URL for `opportunity`, checked; `undefined` for no link (a throwing host function included). */
function applyHref(applyUrl: OpportunityApplyUrl | undefined, opportunity: Opportunity) {
  try {
    return applyUrl ? safeUrl(applyUrl(opportunity)) : undefined;
  } catch {
    return undefined;
  }
}

/** Logs an apply click without awaiting it: a failure (or a throwing transport) is ignored. */
function logApply(http: HttpClient | undefined, slug: string): void {
  if (!http || !slug) return;
  try {
    logApplyAction(http, slug, { public: true }).catch(() => undefined);
  } catch {
    // Logging must never stop the visitor from reaching the apply page.
  }
}

/**
 * One opportunity card (spec 2.4): thumbnail, title, type label, the short
 * advert as sanitised markdown, the partner line and logo, "View details" and
 * the FULL UP / INTERNAL / EXTERNAL ribbons. State is exposed as `data-*` attributes.
 * With `applyUrl` it also shows an apply link.
 *
 * @example
 * <OpportunityCard opportunity={o} onEvent={(e) => analytics.track(e.type)} />
 */
export function OpportunityCard({
  opportunity,
  applyUrl,
  http,
  backUrl,
  messages: overrides,
  locale: localeProp,
  onEvent,
  headingLevel = 3,
  className,
}: OpportunityCardProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp);
  const titleId = useId();
  const imgRef = useRef<HTMLImageElement>(null);
  const reported = useRef<string | undefined>(undefined);
  const ribbons = opportunityRibbons(opportunity);
  const thumbnail = safeUrl(opportunity.image_thumbnail_url);
  const checkedDetails = safeUrl(opportunity.public_url);
  const details = checkedDetails ? withBack(checkedDetails, backUrl, locale) : undefined;
  const apply = applyHref(applyUrl, opportunity);
  const partner =
    opportunity.partner && typeof opportunity.partner.name === 'string'
      ? opportunity.partner
      : undefined;
  const logo = safeUrl(partner?.logo_url);
  const Heading = `h${headingLevel}` as 'h3';
  const alt = opportunity.image_alt || messages.imageAlt;

  const report = (type: 'OpportunityImage.Loaded' | 'OpportunityImage.Error') => {
    const key = `${thumbnail}|${type === 'OpportunityImage.Loaded' ? 'ok' : 'err'}`;
    if (reported.current === key) return;
    reported.current = key;
    emitSafely(onEvent, { type, opportunity });
  };

  // An image that finished before hydration attached its handlers still reports.
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !img.complete || !img.currentSrc) return;
    report(img.naturalWidth > 0 ? 'OpportunityImage.Loaded' : 'OpportunityImage.Error');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thumbnail]);

  const detailsLink = details ? (
    <a
      className="vk-card__details"
      href={details}
      aria-describedby={titleId}
      onClick={(event) => {
        // A server-rendered link may predate the page's address: the click carries it.
        if (event.currentTarget.getAttribute('href') !== details)
          event.currentTarget.href = details;
        emitSafely(onEvent, { type: 'result-click', opportunity, target: 'details' });
      }}
    >
      {messages.viewDetails}
    </a>
  ) : null;

  const ribbonText: Record<OpportunityRibbon, string> = {
    full: messages.ribbonFull,
    internal: messages.ribbonInternal,
    external: messages.ribbonExternal,
  };

  return (
    <article
      className={['vk-card', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-full={ribbons.includes('full') ? '' : undefined}
      data-internal={ribbons.includes('internal') ? '' : undefined}
      data-external={ribbons.includes('external') ? '' : undefined}
    >
      <div className="vk-card__media">
        {thumbnail ? (
          <img
            ref={imgRef}
            className="vk-card__image"
            src={thumbnail}
            alt={alt}
            loading="lazy"
            decoding="async"
            onLoad={() => report('OpportunityImage.Loaded')}
            onError={() => report('OpportunityImage.Error')}
          />
        ) : (
          <div className="vk-card__image vk-card__image--none" />
        )}
        {ribbons.length > 0 ? (
          <ul className="vk-card__ribbons">
            {ribbons.map((r) => (
              <li key={r} className={`vk-ribbon vk-ribbon--${r}`}>
                {ribbonText[r]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="vk-card__body">
        <Heading id={titleId} className="vk-card__title">
          {opportunity.display_name}
        </Heading>
        {opportunity.type ? (
          <p className="vk-card__type">{opportunityTypeLabel(opportunity.type, messages)}</p>
        ) : null}
        <Markdown className="vk-card__advert" source={opportunity.short_advert} />
        {partner ? (
          <p className="vk-card__partner">
            {logo ? (
              <img
                className="vk-card__partner-logo"
                src={logo}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span>
              {messages.partnerPrefix} <strong>{partner.name}</strong>
            </span>
          </p>
        ) : null}
        {apply ? (
          <div className="vk-card__actions">
            {detailsLink}
            <a
              className="vk-card__apply"
              href={apply}
              onClick={() => {
                const slug = typeof opportunity.slug === 'string' ? opportunity.slug : '';
                emitSafely(
                  onEvent,
                  slug ? { type: 'apply', opportunity, slug } : { type: 'apply', opportunity },
                );
                logApply(http, slug);
              }}
            >
              {messages.apply}
              <span className="vk-visually-hidden">
                {` ${formatMessage(messages.applyContext, { title: opportunity.display_name ?? '' }, locale)}`}
              </span>
            </a>
          </div>
        ) : (
          detailsLink
        )}
      </div>
    </article>
  );
}

/** A placeholder card shown while data loads (hidden from assistive technology). */
export function OpportunityCardPlaceholder() {
  return (
    <div className="vk-card vk-card--placeholder" aria-hidden="true" data-placeholder="">
      <div className="vk-card__media">
        <div className="vk-card__image vk-skeleton" />
      </div>
      <div className="vk-card__body">
        <div className="vk-skeleton vk-skeleton--title" />
        <div className="vk-skeleton vk-skeleton--line" />
        <div className="vk-skeleton vk-skeleton--line" />
      </div>
    </div>
  );
}

/** Styles of {@link OpportunityCard}. */
export const opportunityCardCss = `
.vk-card { display: flex; flex-direction: column; background: var(--vk-color-bg); color: var(--vk-color-text); border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); overflow: hidden; min-width: 0; }
.vk-card__media { position: relative; aspect-ratio: 16 / 9; overflow: hidden; background: var(--vk-color-surface); }
.vk-card__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.vk-card__ribbons { position: absolute; top: var(--vk-space); left: var(--vk-space); display: flex; flex-wrap: wrap; gap: calc(var(--vk-space) / 2); margin: 0; padding: 0; list-style: none; }
.vk-ribbon { padding: 0.125rem 0.5rem; border-radius: var(--vk-radius); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.04em; background: var(--vk-color-text); color: var(--vk-color-bg); }
.vk-ribbon--full { background: var(--vk-color-danger); color: var(--vk-color-bg); }
.vk-ribbon--internal { background: var(--vk-color-warning); color: var(--vk-color-bg); }
.vk-ribbon--external { background: var(--vk-color-primary); color: var(--vk-color-primary-text); }
.vk-card__body { display: flex; flex-direction: column; gap: var(--vk-space); padding: calc(var(--vk-space) * 2); flex: 1; }
.vk-card__title { margin: 0; font-size: 1.125rem; line-height: 1.3; }
.vk-card__type { margin: 0; color: var(--vk-color-muted); font-size: 0.875rem; font-weight: 600; }
.vk-card__partner { display: flex; align-items: center; gap: var(--vk-space); margin: 0; font-size: 0.875rem; }
.vk-card__partner-logo { flex: none; width: 2rem; height: 2rem; object-fit: contain; }
.vk-card__details { margin-top: auto; align-self: flex-start; padding: 0.5rem 1rem; border-radius: var(--vk-radius); background: var(--vk-color-primary); color: var(--vk-color-primary-text); text-decoration: none; font-weight: 600; }
.vk-card__actions { display: flex; flex-wrap: wrap; gap: var(--vk-space); margin-top: auto; }
.vk-card__actions > .vk-card__details { margin-top: 0; }
.vk-card__apply { padding: 0.5rem 1rem; border: 1px solid var(--vk-color-primary); border-radius: var(--vk-radius); background: var(--vk-color-bg); color: var(--vk-color-primary); text-decoration: none; font-weight: 600; }
.vk-card__details:focus-visible, .vk-card a:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.vk-skeleton { background: var(--vk-color-surface); border-radius: var(--vk-radius); animation: vk-pulse 1.2s ease-in-out infinite; }
.vk-skeleton--title { height: 1.25rem; width: 70%; }
.vk-skeleton--line { height: 0.875rem; width: 100%; }
@keyframes vk-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .vk-skeleton { animation: none; } }
`;
