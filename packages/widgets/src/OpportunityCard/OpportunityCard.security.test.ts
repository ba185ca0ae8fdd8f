// Server-side rendering of hostile adverts (issue 10): DOMPurify needs a DOM, so
// without one the card must render the advert as escaped text. Every payload of
// the corpus is rendered with react-dom/server and the HTML string is parsed with
// jsdom (which runs no script): no element but the card's own, no event handler,
// no executable URL, and the advert's text intact.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRequire } from 'node:module';
import type { Opportunity } from '@volunteerkit/api-client';
import { OpportunityCard } from './OpportunityCard.js';
import { materialisePayloads } from '../../../../e2e/fixtures/xss-payloads.js';
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
    'payload %i (%s) is escaped text',
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
      for (const el of doc.body.querySelectorAll('*')) {
        if (!CARD_TAGS.has(el.localName)) problems.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
          if (/^(href|src|srcset|action|formaction|data|style)$/i.test(attr.name))
            problems.push(`${el.localName}[${attr.name}]`);
        }
      }
      const advert = doc.querySelector('.vk-markdown');
      expect(advert?.getAttribute('data-format')).toBe('text');
      // The visitor still reads what the organisation wrote (as text).
      // (HTML parsing drops NUL characters.)
      expect(advert?.textContent).toBe(source.replaceAll('\u0000', ''));
      if (problems.length > 0) problemsByPayload.set(n, problems);
      expect(problems).toEqual([]);
    },
  );
});
