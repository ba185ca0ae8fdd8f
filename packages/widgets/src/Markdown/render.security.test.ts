// The markdown renderer needs no DOM, so it formats adverts under server-side
// rendering too. Every payload of the hostile corpus (e2e/fixtures/xss-payloads.ts)
// and every test payload of DOMPurify (e2e/fixtures/dompurify-payloads.ts)
// is rendered with react-dom/server, without a DOM, and the HTML string is parsed
// with jsdom (which runs no script): only allow-listed advert tags and attributes,
// only safe link URLs, and nothing pointing at the attacker.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import { renderMarkdown } from './render.js';
import {
  SAFE_ADVERT_ATTRIBUTES,
  SAFE_ADVERT_TAGS,
  isSafeHref,
  materialisePayloads,
} from '../../../../e2e/fixtures/xss-payloads.js';
import { DOMPURIFY_PAYLOADS } from '../../../../e2e/fixtures/dompurify-payloads.js';

// jsdom ships no types; only its constructor is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

describe('renderMarkdown on the hostile corpus, without a DOM', () => {
  const payloads = [
    ...materialisePayloads('https://attacker.example'),
    // DOMPurify's own test payloads, numbered after the corpus.
    ...DOMPURIFY_PAYLOADS.map((p, i) => ({
      n: 1000 + i,
      family: `dompurify: ${p.title ?? `case ${i + 1}`}`,
      source: p.payload,
    })),
  ];
  const doc = new JSDOM('<!doctype html><body></body>').window.document;

  it('is really rendering without a DOM, over 100+ payloads and every DOMPurify test payload', () => {
    expect(typeof document).toBe('undefined');
    expect(payloads.length).toBeGreaterThanOrEqual(100 + 200);
  });

  it.each(payloads.map((p) => [p.n, p.family, p.source] as const))(
    'payload %i (%s) renders only inert advert markup',
    (_n, _family, source) => {
      const html = renderToStaticMarkup(createElement(Fragment, null, renderMarkdown(source)));
      doc.body.innerHTML = html;
      const problems: string[] = [];
      for (const el of doc.body.querySelectorAll('*')) {
        if (!SAFE_ADVERT_TAGS.has(el.localName)) problems.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          if (!SAFE_ADVERT_ATTRIBUTES.has(attr.name))
            problems.push(`${el.localName}[${attr.name}]`);
          if (attr.name === 'href' && !isSafeHref(attr.value)) problems.push(`href=${attr.value}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
