import { useEffect, useSyncExternalStore } from 'react';

/**
 * The markdown sanitiser the {@link Markdown} widget uses once loaded (marked +
 * DOMPurify, see the `@volunteerkit/widgets/markdown` subpath).
 */
export interface MarkdownSanitizer {
  /** Sanitised HTML for `source`, or `undefined` when no DOM can sanitise here. */
  markdownToSafeHtml(source: string): string | undefined;
}

let loaded: MarkdownSanitizer | undefined;
let loading: Promise<MarkdownSanitizer> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads (once) the markdown sanitiser, marked and DOMPurify, as a separate
 * chunk: they are not part of a page's first paint. Every mounted
 * {@link Markdown} upgrades from escaped text to sanitised HTML when it
 * resolves. `Markdown` calls it by itself when it first renders in a browser;
 * call it earlier (e.g. next to the first search request) to have adverts
 * formatted sooner. A failed load rejects and is retried on the next call.
 *
 * @example
 * void loadMarkdownSanitizer(); // start downloading while the search runs
 */
export function loadMarkdownSanitizer(): Promise<MarkdownSanitizer> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./sanitize.js').then(
    (module) => {
      loaded = module;
      loading = undefined;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const clientSnapshot = () => loaded;
const serverSnapshot = () => undefined;

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown source (e.g. an opportunity's `short_advert`). */
  source: string | null | undefined;
  /** Extra class names. */
  className?: string;
}

/**
 * Renders markdown sanitised with DOMPurify. During server rendering and
 * hydration, and until the sanitiser chunk has loaded in the browser (see
 * {@link loadMarkdownSanitizer}), it shows the source as escaped plain text;
 * then it upgrades to formatted, sanitised HTML. Raw HTML is never emitted.
 *
 * @example
 * <Markdown source={opportunity.short_advert} />
 */
export function Markdown({ source, className }: MarkdownProps) {
  // Undefined on the server and while hydrating: the markup matches the server's.
  const sanitizer = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const text = typeof source === 'string' ? source : '';
  const classes = ['vk-markdown', className].filter(Boolean).join(' ');
  const wanted = text !== '' && !sanitizer;
  useEffect(() => {
    // Adverts stay escaped text when the chunk cannot load; a later mount retries.
    if (wanted) loadMarkdownSanitizer().catch(() => undefined);
  }, [wanted]);
  if (text === '') return null;
  const html = sanitizer?.markdownToSafeHtml(text);
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
