import { useSyncExternalStore } from 'react';
import { markdownToSafeHtml } from './sanitize.js';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown source (e.g. an opportunity's `short_advert`). */
  source: string | null | undefined;
  /** Extra class names. */
  className?: string;
}

const noopSubscribe = () => () => undefined;

/**
 * Renders markdown sanitised with DOMPurify. During server rendering and
 * hydration it shows the source as escaped plain text (DOMPurify needs a DOM),
 * then upgrades to formatted HTML in the browser: raw HTML is never emitted.
 *
 * @example
 * <Markdown source={opportunity.short_advert} />
 */
export function Markdown({ source, className }: MarkdownProps) {
  const inBrowser = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const text = typeof source === 'string' ? source : '';
  const classes = ['vk-markdown', className].filter(Boolean).join(' ');
  if (text === '') return null;
  const html = inBrowser ? markdownToSafeHtml(text) : undefined;
  if (html === undefined) {
    return (
      <div className={classes} data-sanitized="text">
        <p>{text}</p>
      </div>
    );
  }
  // The HTML comes from DOMPurify with a strict allow-list (see sanitize.ts).
  return (
    <div className={classes} data-sanitized="html" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Styles of {@link Markdown}. */
export const markdownCss = `
.vk-markdown { overflow-wrap: anywhere; }
.vk-markdown > :first-child { margin-top: 0; }
.vk-markdown > :last-child { margin-bottom: 0; }
.vk-markdown p { margin: 0 0 var(--vk-space); }
.vk-markdown[data-sanitized='text'] p { white-space: pre-line; }
.vk-markdown a { color: var(--vk-color-primary); }
.vk-markdown ul, .vk-markdown ol { margin: 0 0 var(--vk-space); padding-left: 1.25rem; }
`;
