/**
 * Adverts to elements: {@link parseAdvert} reads the markdown and its simple
 * HTML into a tree of allow-listed elements, and this module turns the tree
 * into React (or Preact) elements. No HTML string is built or parsed by the
 * browser, so nothing outside the allow-list can become markup: scripts, styles,
 * handlers, images and unknown tags are dropped (their text kept), a link keeps
 * only a checked `href` (http, https, ftp, mailto, tel or relative). It needs no
 * DOM, so it renders the same on the server as in the browser.
 *
 * @module
 */
import { createElement, type ReactNode } from 'react';
import { parseAdvert } from './blocks.js';
import type { AdvertNode } from './nodes.js';

export { decodeEntities, markdownLinkHref } from './nodes.js';

function element(node: AdvertNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.c.map((child) => element(child));
  switch (node.t) {
    case 'a':
      return createElement(
        'a',
        {
          key,
          href: node.href,
          title: node.title,
          rel: 'noopener noreferrer nofollow',
          target: '_blank',
        },
        ...children,
      );
    case 'ol':
      return createElement('ol', { key, start: node.start }, ...children);
    case 'th':
      return createElement('th', { key, scope: 'col' }, ...children);
    case 'br':
    case 'hr':
      return createElement(node.t, { key });
    default:
      return createElement(node.t, { key }, ...children);
  }
}

/**
 * Renders an advert (GitHub flavoured markdown, line breaks kept, with simple
 * inline HTML) as elements. Formatted: paragraphs, emphasis (`*`, `<b>`,
 * `<i>`, `<u>`, `<s>`/`<del>`, `<sup>`, `<sub>`...), lists (markdown or
 * `<ul>`/`<ol>`/`<li>`), links (markdown or `<a href>`, quoted or not, opening in
 * a new tab with `rel="noopener noreferrer nofollow"`), quotes, code, headings
 * (as levels 3 to 6, below the card's title), rules and tables (markdown or
 * HTML: `<blockquote>`, `<code>`, `<pre>`, `<hr>`, `<table>`), each HTML form
 * rendered as its markdown form. Other tags are dropped and images show their
 * alt text.
 *
 * @example
 * renderMarkdown('Join us <b>now</b>!<br>') // [<p>Join us <b>now</b>!<br/></p>]
 */
export function renderMarkdown(source: string): ReactNode {
  return parseAdvert(source).map(element);
}
