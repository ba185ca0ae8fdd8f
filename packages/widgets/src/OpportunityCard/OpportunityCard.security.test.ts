// Server-side rendering of hostile adverts (issues 10, 20): the advert renderer
// needs no DOM, so the server renders adverts formatted, as the browser does. Every
// payload of the corpus is rendered with react-dom/server and the HTML string is
// parsed with jsdom (which runs no script): outside the advert only the card's own
// elements, inside it only allow-listed advert elements and attributes with safe
// links, no event handler anywhere.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRequire } from 'node:module';
import type { Opportunity } from '@volunteerkit/api-client';
import { OpportunityCard } from './OpportunityCard.js';
import {
  SAFE_ADVERT_ATTRIBUTES,
  SAFE_ADVERT_TAGS,
  isSafeHref,
  materialisePayloads,
} from '../../../../e2e/fixtures/xss-payloads.js';
import { recordFigures } from '../../../../e2e/fixtures/reliability.js';

// jsdom ships no types; only its constructor is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const CARD_TAGS = new Set(['article', 'div', 'ul', 'li', 'h3', 'p', 'span', 'strong']);

describe('OpportunityCard under server-side rendering', () => {
  const payloads = materialisePayloads('https://attacker.example');
  const problemsByPayload = new Map<number, string[]>();
  const doc = new JSDOM('<!doctype html><body></body>').window.document;

  afterAll(() => {
    recordFigures('xss-ssr', {
      payloads: payloads.length,
      escaped: payloads.length - problemsByPayload.size,
      failing: [...problemsByPayload].map(([n, problems]) => ({ n, problems })),
    });
  });

  it('is really rendering without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(payloads.map((p) => [p.n, p.family, p.source] as const))(
    'payload %i (%s) renders only allow-listed markup',
    (n, _family, source) => {
      const html = renderToString(
        createElement(OpportunityCard, {
          opportunity: {
            id: n,
            display_name: 'Card',
            short_advert: source,
            available_timeslots: [],
          } as unknown as Opportunity,
        }),
      );
      // innerHTML through jsdom parses like a browser and never runs scripts.
      doc.body.innerHTML = html;
      const problems: string[] = [];
      const advert = doc.querySelector('.vk-markdown');
      for (const el of doc.body.querySelectorAll('*')) {
        const inAdvert = advert !== null && advert !== el && advert.contains(el);
        if (!(inAdvert ? SAFE_ADVERT_TAGS : CARD_TAGS).has(el.localName))
          problems.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
          if (
            inAdvert
              ? !SAFE_ADVERT_ATTRIBUTES.has(attr.name)
              : /^(href|src|srcset|action|formaction|data|style)$/i.test(attr.name)
          )
            problems.push(`${el.localName}[${attr.name}]`);
          if (attr.name === 'href' && !isSafeHref(attr.value)) problems.push(`href ${attr.value}`);
        }
      }
      if (advert) expect(advert.getAttribute('data-format')).toBe('markdown');
      if (problems.length > 0) problemsByPayload.set(n, problems);
      expect(problems).toEqual([]);
    },
  );
});
