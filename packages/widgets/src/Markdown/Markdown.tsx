import { useMemo, type ReactNode } from 'react';
import { renderMarkdown } from './render.js';

/** The markdown renderer (see {@link loadMarkdownRenderer}). */
export interface MarkdownRenderer {
  /** Elements for `source`: formatted markdown with allow-listed HTML only. */
  renderMarkdown(source: string): ReactNode;
}

/**
 * The advert renderer. It used to be a lazily loaded chunk (marked); it is now a
 * small part of the widget itself (about 3 KiB gzip), so this resolves at once.
 * Kept for hosts that call it before their first search.
 *
 * @example
 * const { renderMarkdown } = await loadMarkdownRenderer();
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  return Promise.resolve({ renderMarkdown });
}

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown source (e.g. an opportunity's `short_advert`). */
  source: string | null | undefined;
  /** Extra class names. */
  className?: string;
}

/**
 * Renders an advert: markdown with simple HTML (see `renderMarkdown`), as
 * elements from an allow-list; no HTML string is built or injected, so no
 * script, handler, style or `javascript:` URL from the source can survive. It
 * renders the same markup on the server as in the browser (hydration matches,
 * nothing reflows). `data-format="markdown"` marks the formatted advert.
 *
 * @example
 * <Markdown source={opportunity.short_advert} />
 */
export function Markdown({ source, className }: MarkdownProps) {
  const text = typeof source === 'string' ? source : '';
  // Parsed once per advert text, not on every render of the card.
  const content = useMemo(() => (text === '' ? null : renderMarkdown(text)), [text]);
  if (text === '') return null;
  const classes = ['vk-markdown', className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-format="markdown">
      {content}
    </div>
  );
}

/** Styles of {@link Markdown}. */
export const markdownCss = `
.vk-markdown { overflow-wrap: anywhere; }
.vk-markdown > :first-child { margin-top: 0; }
.vk-markdown > :last-child { margin-bottom: 0; }
.vk-markdown p { margin: 0 0 var(--vk-space); }
.vk-markdown a { color: var(--vk-color-primary); }
.vk-markdown :is(h3, h4, h5, h6) { font-size: 1em; margin: 0 0 calc(var(--vk-space) / 2); }
.vk-markdown blockquote { margin: 0 0 var(--vk-space); padding-inline-start: 0.75rem; border-inline-start: 3px solid var(--vk-color-border, currentColor); }
.vk-markdown pre { margin: 0 0 var(--vk-space); overflow-x: auto; }
.vk-markdown ul, .vk-markdown ol { margin: 0 0 var(--vk-space); padding-inline-start: 1.25rem; }
.vk-markdown ul { list-style: disc; }
.vk-markdown ol { list-style: decimal; }
.vk-markdown table { border-collapse: collapse; margin: 0 0 var(--vk-space); }
.vk-markdown th, .vk-markdown td { border: 1px solid var(--vk-color-border, currentColor); padding: 0.25rem 0.5rem; text-align: start; }
`;
