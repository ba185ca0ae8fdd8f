/**
 * Markdown to safe HTML: marked (a private instance, no global options touched)
 * then DOMPurify (a private instance, so our hooks never affect the host page).
 * Without a DOM (server-side rendering) nothing is sanitised: callers render the
 * markdown as escaped plain text instead, never raw HTML.
 *
 * This module is heavy (marked + DOMPurify, about 23 KiB gzip): the `Markdown`
 * widget loads it lazily (see `loadMarkdownSanitizer`), and hosts that need it
 * synchronously import the `@volunteerkit/widgets/markdown` subpath.
 *
 * @module
 */
import { Marked } from 'marked';
import createDOMPurify, { type DOMPurify } from 'dompurify';

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Tags allowed in rendered adverts. No images, forms, frames, styles or scripts. */
export const MARKDOWN_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
];

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
  });
  purifier = instance;
  return purifier;
}

/** Whether {@link markdownToSafeHtml} can sanitise here (a DOM is present). */
export function canSanitize(): boolean {
  return getPurifier() !== undefined;
}

/**
 * Renders markdown to sanitised HTML: no script, event handler, style or
 * `javascript:`/`data:` URL survives. Returns `undefined` when no DOM is available
 * to sanitise with (SSR); render the source as plain text then.
 *
 * @example
 * markdownToSafeHtml('**Hi** <img src=x onerror=alert(1)>') // '<p><strong>Hi</strong> </p>\n'
 */
export function markdownToSafeHtml(source: string): string | undefined {
  const dompurify = getPurifier();
  if (!dompurify) return undefined;
  const html = marked.parse(source, { async: false });
  return dompurify.sanitize(html, {
    ALLOWED_TAGS: MARKDOWN_ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i,
  });
}
