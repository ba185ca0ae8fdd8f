/**
 * The public page of one residential opportunity (what `public_url` shows),
 * rendered on the server with the widgets' own pieces: the advert through the
 * widgets' allow-list markdown renderer (no HTML string is ever parsed), the
 * card's type label and ribbons, and the theme tokens (light and dark). It
 * needs no JavaScript. In English or Welsh (`text.ts`); opened from a partner's
 * site it carries the partner's name and logo and links back to that site;
 * it ends with similar opportunities (same type, nearest first).
 *
 * @module
 */
import type { Opportunity } from '@volunteerkit/api-client';
import {
  Markdown,
  opportunityRibbons,
  opportunityTypeLabel,
  resolveResidentialMessages,
  safeUrl,
} from '@volunteerkit/widgets/residential';
import { cyResidential } from '@volunteerkit/widgets/locale-cy';
import type { SlotPlaces } from './placesLeft.js';
import { fill, type PageText } from './text.js';

/** What the page shows besides the opportunity record itself. */
export interface OpportunityPageProps {
  opportunity: Opportunity & Record<string, unknown>;
  /** The organisation's name and logo. */
  organisation: { name: string; logoUrl: string | undefined };
  /** The team the opportunity belongs to. */
  teamName: string | undefined;
  /** The timeslots with the places left on each. */
  slots: SlotPlaces[];
  /** Today, YYYY-MM-DD (timeslots that ended before it are marked past). */
  today: string;
  /** A checked link back to the search (or the site) the visitor came from, and its text. */
  back: { url: string; label: string } | undefined;
  /** Where "Apply" goes: the advert's online application form. */
  applyUrl: string | undefined;
  /** The stylesheet, inlined. */
  css: string;
  /** The page's texts (English or Welsh). */
  text: PageText;
  /** The partner whose site the visitor came from (its name and checked logo), if any. */
  partnerSite?: { name: string; logoUrl: string | undefined } | undefined;
  /** Other opportunities of the same type, nearest first, with their links. */
  similar?: { href: string; title: string; place?: string; km?: number; image?: string }[];
  /** This page in the other language. */
  otherLanguageUrl?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-06-01` as `Mon 1 Jun 2026` (British English) or `Llun 1 Meh 2026` (Welsh, `lang` `cy`). */
export function formatDay(day: string, lang = 'en-GB'): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t)) return day;
  let dateFormat = dateFormats.get(lang);
  if (!dateFormat) {
    dateFormat = new Intl.DateTimeFormat(lang, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, dateFormat);
  }
  const parts = dateFormat.formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

function placesText(slot: SlotPlaces, past: boolean, t: PageText): string {
  if (past) return t.ended;
  if (slot.placesLeft === undefined) return t.placesAvailable;
  if (slot.placesLeft === 0) return t.full;
  return slot.placesLeft === 1 ? t.onePlaceLeft : fill(t.placesLeft, { count: slot.placesLeft });
}

/** The whole HTML document of the page. */
export function OpportunityPage({
  opportunity: o,
  organisation,
  teamName,
  slots,
  today,
  back,
  applyUrl,
  css,
  text: t,
  partnerSite,
  similar = [],
  otherLanguageUrl,
}: OpportunityPageProps) {
  const welsh = t.htmlLang === 'cy';
  const messages = welsh
    ? resolveResidentialMessages(undefined, cyResidential)
    : resolveResidentialMessages();
  const dateLang = welsh ? 'cy' : 'en-GB';
  const title = text(o.display_name) ?? t.untitled;
  const image = safeUrl(text(o.image) ?? text(o.image_thumbnail_url));
  const ribbons = opportunityRibbons(o);
  const ribbonText = {
    full: messages.ribbonFull,
    internal: messages.ribbonInternal,
    external: messages.ribbonExternal,
  };
  const location = (o.location ?? {}) as { name?: unknown; county?: unknown; country?: unknown };
  const where = [location.name, location.county, location.country].map(text).filter(Boolean);
  const partner = o.partner && typeof o.partner.name === 'string' ? o.partner : undefined;
  const partnerLogo = safeUrl(partner?.logo_url);
  const upcoming = slots.filter((s) => s.end >= today);
  const open = upcoming.some((s) => s.placesLeft === undefined || s.placesLeft > 0);
  const description = fill(t.description, {
    title,
    type: opportunityTypeLabel(o.type ?? null, messages),
    organisation: organisation.name,
  });
  // Opened from a partner's site: its name and logo head the page, the organisation named under it.
  const brand = partnerSite ?? organisation;
  return (
    <html lang={t.htmlLang} className="vk-root">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="description" content={description} />
        <title>{`${title} – ${organisation.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>{css}</style>
      </head>
      <body>
        <header className="page-header">
          <div className="page-header__inner">
            {brand.logoUrl ? (
              <img className="page-header__logo" src={brand.logoUrl} alt="" />
            ) : null}
            <span className="page-header__brand">
              <span className="page-header__name">{brand.name}</span>
              {partnerSite ? (
                <span className="page-header__with">
                  {fill(t.withOrganisation, { organisation: organisation.name })}
                </span>
              ) : null}
            </span>
            {otherLanguageUrl ? (
              <a
                className="page-header__lang"
                href={otherLanguageUrl}
                lang={welsh ? 'en' : 'cy'}
                hrefLang={welsh ? 'en' : 'cy'}
              >
                {t.otherLanguage}
              </a>
            ) : null}
          </div>
        </header>
        <main className="page-main">
          {back ? (
            <a className="back" href={back.url}>
              <span aria-hidden="true">← </span>
              {back.label}
            </a>
          ) : null}
          <article aria-labelledby="title">
            <div className="hero">
              {image ? (
                <img
                  src={image}
                  alt={text(o.image_alt) ?? messages.imageAlt}
                  width={800}
                  height={450}
                />
              ) : null}
              {ribbons.length > 0 ? (
                <ul className="vk-card__ribbons" aria-label={t.status}>
                  {ribbons.map((r) => (
                    <li key={r} className={`vk-ribbon vk-ribbon--${r}`}>
                      {ribbonText[r]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <h1 id="title">{title}</h1>
            {o.type ? <p className="type">{opportunityTypeLabel(o.type, messages)}</p> : null}
            <section aria-labelledby="about">
              <h2 id="about">{t.about}</h2>
              <Markdown source={o.short_advert} />
            </section>
            <section aria-labelledby="dates">
              <h2 id="dates">{t.dates}</h2>
              {slots.length === 0 ? (
                <p>{t.noDates}</p>
              ) : (
                <table className="slots">
                  <caption className="vk-visually-hidden">{t.datesCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.datesColumn}</th>
                      <th scope="col">{t.placesColumn}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {slots.map((s) => {
                      const past = s.end < today;
                      return (
                        <tr key={`${s.start}/${s.end}`} className={past ? 'slot--past' : undefined}>
                          <td>
                            {fill(t.dateRange, {
                              start: formatDay(s.start, dateLang),
                              end: formatDay(s.end, dateLang),
                            })}
                          </td>
                          <td>{placesText(s, past, t)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </section>
            <section aria-labelledby="where">
              <h2 id="where">{t.whereAndWho}</h2>
              <dl className="facts">
                {where.length > 0 ? (
                  <>
                    <dt>{t.location}</dt>
                    <dd>{where.join(', ')}</dd>
                  </>
                ) : null}
                {teamName ? (
                  <>
                    <dt>{t.team}</dt>
                    <dd>{teamName}</dd>
                  </>
                ) : null}
                {text(o.accommodation) ? (
                  <>
                    <dt>{t.accommodation}</dt>
                    <dd>{text(o.accommodation)}</dd>
                  </>
                ) : null}
                {typeof o.minimum_age === 'number' ? (
                  <>
                    <dt>{t.minimumAge}</dt>
                    <dd>{o.minimum_age}</dd>
                  </>
                ) : null}
                <dt>{t.organisedBy}</dt>
                <dd>{organisation.name}</dd>
              </dl>
              {partner ? (
                <p className="partner">
                  {partnerLogo ? <img src={partnerLogo} alt="" /> : null}
                  <span>
                    {messages.partnerPrefix} <strong>{partner.name}</strong>
                  </span>
                </p>
              ) : null}
            </section>
            <section aria-labelledby="apply">
              <h2 id="apply">{t.howToApply}</h2>
              {!open ? (
                <p>
                  {upcoming.length === 0 && slots.length > 0 ? t.datesPassed : t.noPlacesLeft}{' '}
                  {similar.length > 0 ? t.checkBackSimilar : t.checkBack}
                </p>
              ) : applyUrl ? (
                <>
                  <p>
                    {fill(t.applyIntro, {
                      who: teamName ? fill(t.theTeam, { team: teamName }) : organisation.name,
                    })}
                  </p>
                  <p>
                    <a className="apply" href={applyUrl}>
                      {messages.apply}
                      <span className="vk-visually-hidden">{` ${messages.applyContext.replace('{title}', title)}`}</span>
                    </a>
                  </p>
                </>
              ) : (
                <p>
                  {fill(teamName ? t.contactTeam : t.contact, {
                    organisation: organisation.name,
                    team: teamName ?? '',
                    title,
                  })}
                </p>
              )}
            </section>
          </article>
          {similar.length > 0 ? (
            <section className="similar" aria-labelledby="similar">
              <h2 id="similar">{t.similar}</h2>
              <ul className="similar__list">
                {similar.map((s) => (
                  <li key={s.href} className="similar__item">
                    <a className="similar__link" href={s.href}>
                      {s.image ? (
                        <img
                          className="similar__image"
                          src={s.image}
                          alt=""
                          width={400}
                          height={250}
                        />
                      ) : null}
                      <span className="similar__title">{s.title}</span>
                    </a>
                    {s.place || s.km !== undefined ? (
                      <p className="similar__where">
                        {[s.place, s.km === undefined ? undefined : fill(t.kmAway, { km: s.km })]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </main>
      </body>
    </html>
  );
}
