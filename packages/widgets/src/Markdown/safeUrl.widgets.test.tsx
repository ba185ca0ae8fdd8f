// @vitest-environment node
// Every URL a widget renders from the API goes through the same safe-URL check
// (issue 20): team icons, card thumbnails and partner logos, "View details", the
// host's apply links and links in adverts. A table of widget x field, each row
// rendered with hostile and benign URLs by react-dom/server (no DOM) and parsed
// with jsdom (which runs nothing): whatever a hostile URL becomes in `src`/`href`
// resolves, on the partner's page, to that page's own origin (no script, no data,
// no other host; usually the attribute is simply absent), and a benign URL is
// kept as written.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import type { Opportunity, Team } from '@volunteerkit/api-client';
import { OpportunityCard } from '../OpportunityCard/OpportunityCard.js';
import { LatestOpportunities } from '../LatestOpportunities/LatestOpportunities.js';
import { TeamTreeSelector, teamIconSrc } from '../TeamTreeSelector/TeamTreeSelector.js';
import { Markdown } from './Markdown.js';
import { safeUrl } from './safeUrl.js';
import { HOSTILE_URLS } from '../../../../e2e/fixtures/xss-payloads.js';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const doc = new JSDOM('<!doctype html><body></body>').window.document;

/** Hostile spellings: the corpus's URL fields plus every backslash form of `//host`. */
const HOSTILE = [
  ...HOSTILE_URLS.map((u) => u.replaceAll('__A_HOST__', 'evil.example')),
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  '\\/evil.example/x.png',
  ' //evil.example/x.png',
  'https://evil.example\u200b/x.png'.replace('https://', 'java\u200bscript:'),
];
const BENIGN = ['https://org.example/media/a.png', '/media/a.png'];

const card = (patch: Partial<Opportunity>): Opportunity =>
  ({
    id: 1,
    display_name: 'Card',
    type: 'Residential-short',
    available_timeslots: [{ id: 1 }],
    ...patch,
  }) as unknown as Opportunity;

interface Row {
  widget: string;
  field: string;
  render: (url: string) => ReactElement;
  selector: string;
  attribute: 'src' | 'href';
}

const ROWS: Row[] = [
  {
    widget: 'OpportunityCard',
    field: 'image_thumbnail_url',
    render: (url) => <OpportunityCard opportunity={card({ image_thumbnail_url: url })} />,
    selector: 'img.vk-card__image',
    attribute: 'src',
  },
  {
    widget: 'OpportunityCard',
    field: 'partner.logo_url',
    render: (url) => (
      <OpportunityCard
        opportunity={card({ partner: { name: 'P', logo_url: url } } as Partial<Opportunity>)}
      />
    ),
    selector: 'img.vk-card__partner-logo',
    attribute: 'src',
  },
  {
    widget: 'OpportunityCard',
    field: 'public_url',
    render: (url) => <OpportunityCard opportunity={card({ public_url: url })} />,
    selector: 'a.vk-card__details',
    attribute: 'href',
  },
  {
    widget: 'OpportunityCard',
    field: 'applyUrl (host)',
    render: (url) => (
      <OpportunityCard opportunity={card({ public_url: '/o/1' })} applyUrl={() => url} />
    ),
    selector: 'a.vk-card__apply',
    attribute: 'href',
  },
  {
    widget: 'LatestOpportunities',
    field: 'image_thumbnail_url',
    render: (url) => <LatestOpportunities opportunities={[card({ image_thumbnail_url: url })]} />,
    selector: 'img.vk-card__image',
    attribute: 'src',
  },
  {
    widget: 'TeamTreeSelector',
    field: 'team icon',
    render: (url) => (
      <TeamTreeSelector teams={[{ id: 1, name: 'North', icon: url } as Team]} openLevel={1} />
    ),
    selector: '.vk-team-icon img',
    attribute: 'src',
  },
  {
    widget: 'Markdown',
    field: 'advert link',
    render: (url) => <Markdown source={`[x](<${url}>) <a href="${url}">y</a>`} />,
    selector: 'a',
    attribute: 'href',
  },
];

function attributes(row: Row, url: string): (string | null)[] {
  doc.body.innerHTML = renderToStaticMarkup(row.render(url));
  return [...doc.body.querySelectorAll(row.selector)].map((el) => el.getAttribute(row.attribute));
}

describe('every widget URL from the API passes safeUrl', () => {
  it('really renders without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(ROWS.flatMap((row) => HOSTILE.map((url) => [row.widget, row.field, url, row] as const)))(
    '%s %s refuses %j',
    (_widget, _field, url, row) => {
      const page = 'https://partner.example/volunteer/page.html';
      for (const value of attributes(row, url)) {
        if (value === null) continue;
        // Only a harmless relative path can remain (e.g. `javascript&colon;x`, escaped
        // by React, is the path "javascript&colon;x" on the partner's own site).
        expect(safeUrl(value), value).toBe(value);
        expect(new URL(value, page).origin, value).toBe('https://partner.example');
      }
    },
  );

  it.each(ROWS.flatMap((row) => BENIGN.map((url) => [row.widget, row.field, url, row] as const)))(
    '%s %s keeps %j',
    (_widget, _field, url, row) => {
      const rendered = attributes(row, url);
      expect(rendered.length).toBeGreaterThan(0);
      for (const value of rendered) expect(value).toBe(url);
    },
  );

  it('team icons that are not URLs stay letters, never images', () => {
    expect(teamIconSrc('map')).toBeUndefined();
    expect(teamIconSrc(null)).toBeUndefined();
    doc.body.innerHTML = renderToStaticMarkup(
      <TeamTreeSelector teams={[{ id: 1, name: 'North', icon: 'map' } as Team]} />,
    );
    expect(doc.body.querySelector('.vk-team-icon img')).toBeNull();
    expect(doc.body.querySelector('.vk-team-icon')?.textContent).toBe('M');
  });
});
