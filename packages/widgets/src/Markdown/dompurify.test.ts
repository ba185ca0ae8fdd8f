// The advert renderer keeps the formatting DOMPurify keeps: every case of DOMPurify's
// own fixtures (test/fixtures/expect.mjs) whose expected output holds formatting an
// advert can carry is rendered (react-dom/server, no DOM) and both outputs are read
// by jsdom's HTML parser; the formatting elements, in document order, must agree.
// Links count only with an http(s) href (a link whose href was dropped is plain text
// here, an inert <a> in DOMPurify's output); line breaks are not compared (adverts
// keep every newline as a break).
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import { renderMarkdown } from './render.js';
import { DOMPURIFY_KEPT_FORMATTING } from '../../../../e2e/fixtures/dompurify-kept.js';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const doc = new JSDOM('<!doctype html><body></body>').window.document;

const FORMATTING =
  /^(b|strong|i|em|u|s|strike|del|code|kbd|sup|sub|blockquote|pre|hr|ul|ol|li|table|tr|th|td|a|h[1-6])$/;
/** DOMPurify keeps the HTML spelling; adverts use the markdown one (headings below the card title). */
const AS_ADVERT: Record<string, string> = { s: 'del', strike: 'del', kbd: 'code' };
const heading = (tag: string) => `h${Math.min(6, Number(tag[1]) + 2)}`;

/** The formatting elements of `html` in document order, named as an advert renders them. */
function formatting(html: string, fromDomPurify: boolean): string[] {
  doc.body.innerHTML = html;
  return [...doc.body.querySelectorAll('*')]
    .filter((el) => FORMATTING.test(el.localName) && !el.closest('svg, math, template'))
    .filter((el) => el.localName !== 'a' || /^https?:/i.test(el.getAttribute('href') ?? ''))
    .map((el) => {
      const tag = el.localName;
      if (!fromDomPurify) return tag;
      return /^h\d$/.test(tag) ? heading(tag) : (AS_ADVERT[tag] ?? tag);
    });
}

/**
 * Where the advert deliberately differs, and why. Each entry is checked to still
 * differ, so a list that goes stale fails.
 */
const KNOWN_DIFFERENCES: Record<number, string> = {
  55: '<isindex> became a form with two rules in old parsers; today it is an unknown tag',
  58: '<isindex> became a form with two rules in old parsers; today it is an unknown tag',
  90: 'an empty table shows nothing, so the advert leaves it out',
  119: '`<script<b>`: the advert reads a second <b> where browsers read a tag named "script<b"',
};

describe("advert formatting against DOMPurify's fixture expectations", () => {
  const markup = (source: string) =>
    renderToStaticMarkup(createElement(Fragment, null, renderMarkdown(source)));

  it('has the cases (18 of DOMPurify 3.4.14)', () => {
    expect(DOMPURIFY_KEPT_FORMATTING.length).toBe(18);
  });

  it.each(DOMPURIFY_KEPT_FORMATTING.map((c) => [c.n, c.title ?? '', c] as const))(
    'case %i %s keeps the same formatting',
    (n, _title, c) => {
      const ours = formatting(markup(c.payload), false);
      const theirs = formatting(c.expected, true);
      if (KNOWN_DIFFERENCES[n]) expect(ours).not.toEqual(theirs);
      else expect(ours).toEqual(theirs);
    },
  );
});
