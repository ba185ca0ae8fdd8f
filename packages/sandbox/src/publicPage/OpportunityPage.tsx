/**
 * The public page of one residential opportunity (what `public_url` shows),
 * rendered on the server with the widgets' own pieces: the advert through the
 * widgets' allow-list markdown renderer (no HTML string is ever parsed), the
 * card's type label and ribbons, and the theme tokens (light and dark). It
 * needs no JavaScript.
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
import type { SlotPlaces } from './placesLeft.js';

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
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-06-01` as `Mon 1 Jun 2026` (British English, the organisation's locale). */
export function formatDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t)) return day;
  const parts = dateFormat.formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

function placesText(slot: SlotPlaces, past: boolean): string {
  if (past) return 'Ended';
  if (slot.placesLeft === undefined) return 'Places available';
  if (slot.placesLeft === 0) return 'Full';
  return slot.placesLeft === 1 ? '1 place left' : `${slot.placesLeft} places left`;
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
}: OpportunityPageProps) {
  const messages = resolveResidentialMessages();
  const title = text(o.display_name) ?? 'Opportunity';
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
  const description = `${title}: ${opportunityTypeLabel(o.type ?? null, messages)} volunteering with ${organisation.name}.`;
  return (
    <html lang="en" className="vk-root">
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
            {organisation.logoUrl ? (
              <img className="page-header__logo" src={organisation.logoUrl} alt="" />
            ) : null}
            <span className="page-header__name">{organisation.name}</span>
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
                <ul className="vk-card__ribbons" aria-label="Status">
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
              <h2 id="about">About this opportunity</h2>
              <Markdown source={o.short_advert} />
            </section>
            <section aria-labelledby="dates">
              <h2 id="dates">Dates and places</h2>
              {slots.length === 0 ? (
                <p>This opportunity is full: no dates are open at the moment.</p>
              ) : (
                <table className="slots">
                  <caption className="vk-visually-hidden">Dates and places left</caption>
                  <thead>
                    <tr>
                      <th scope="col">Dates</th>
                      <th scope="col">Places</th>
                    </tr>
                  </thead>
                  <tbody>
                    {slots.map((s) => {
                      const past = s.end < today;
                      return (
                        <tr key={`${s.start}/${s.end}`} className={past ? 'slot--past' : undefined}>
                          <td>
                            {formatDay(s.start)} to {formatDay(s.end)}
                          </td>
                          <td>{placesText(s, past)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </section>
            <section aria-labelledby="where">
              <h2 id="where">Where and who</h2>
              <dl className="facts">
                {where.length > 0 ? (
                  <>
                    <dt>Location</dt>
                    <dd>{where.join(', ')}</dd>
                  </>
                ) : null}
                {teamName ? (
                  <>
                    <dt>Team</dt>
                    <dd>{teamName}</dd>
                  </>
                ) : null}
                {text(o.accommodation) ? (
                  <>
                    <dt>Accommodation</dt>
                    <dd>{text(o.accommodation)}</dd>
                  </>
                ) : null}
                {typeof o.minimum_age === 'number' ? (
                  <>
                    <dt>Minimum age</dt>
                    <dd>{o.minimum_age}</dd>
                  </>
                ) : null}
                <dt>Organised by</dt>
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
              <h2 id="apply">How to apply</h2>
              {!open ? (
                <p>
                  {upcoming.length === 0 && slots.length > 0
                    ? 'The dates of this opportunity have passed.'
                    : 'There are no places left on the coming dates.'}{' '}
                  New dates are added through the year: check back soon, or look for a similar
                  opportunity.
                </p>
              ) : applyUrl ? (
                <>
                  <p>
                    Apply online: it takes a few minutes, and{' '}
                    {teamName ? `the ${teamName} team` : organisation.name} will get in touch about
                    the dates and what happens next.
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
                  Contact {organisation.name}
                  {teamName ? ` (${teamName} team)` : ''} and mention “{title}”.
                </p>
              )}
            </section>
          </article>
        </main>
      </body>
    </html>
  );
}
