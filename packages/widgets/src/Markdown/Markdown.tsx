import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The markdown renderer the {@link Markdown} widget uses once loaded (marked's
 * lexer, tokens to elements; see the `@volunteerkit/widgets/markdown` subpath).
 */
export interface MarkdownRenderer {
  /** Elements for `source`: formatted markdown in which no markup from the source survives. */
  renderMarkdown(source: string): ReactNode;
}

let loaded: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads (once) the markdown renderer, marked and the token renderer, as a
 * separate chunk: it is not part of a page's first paint. Every mounted
 * {@link Markdown} upgrades from plain text to formatted markdown when it
 * resolves. `Markdown` calls it by itself when it first renders in a browser;
 * call it earlier (e.g. next to the first search request) to have adverts
 * formatted sooner. A failed load rejects and is retried on the next call.
 *
 * @example
 * void loadMarkdownRenderer(); // start downloading while the search runs
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./render.js').then(
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
 * Renders markdown as elements (marked's lexer, then a token renderer: no HTML
 * string is built or injected, so no script, handler, style or `javascript:`
 * URL from the source can survive). During server rendering and hydration, and
 * until the renderer chunk has loaded in the browser (see
 * {@link loadMarkdownRenderer}), it shows the source as plain text; then it
 * upgrades to formatted markdown. `data-format` tells which (`text` or `markdown`).
 *
 * @example
 * <Markdown source={opportunity.short_advert} />
 */
export function Markdown({ source, className }: MarkdownProps) {
  // Undefined on the server and while hydrating: the markup matches the server's.
  const renderer = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const text = typeof source === 'string' ? source : '';
  const classes = ['vk-markdown', className].filter(Boolean).join(' ');
  const wanted = text !== '' && !renderer;
  useEffect(() => {
    // Adverts stay plain text when the chunk cannot load; a later mount retries.
    if (wanted) loadMarkdownRenderer().catch(() => undefined);
  }, [wanted]);
  if (text === '') return null;
  if (!renderer) {
    return (
      <div className={classes} data-format="text">
        <p>{text}</p>
      </div>
    );
  }
  return (
    <div className={classes} data-format="markdown">
      {renderer.renderMarkdown(text)}
    </div>
  );
}

/** Styles of {@link Markdown}. */
export const markdownCss = `
.vk-markdown { overflow-wrap: anywhere; }
.vk-markdown > :first-child { margin-top: 0; }
.vk-markdown > :last-child { margin-bottom: 0; }
.vk-markdown p { margin: 0 0 var(--vk-space); }
.vk-markdown[data-format='text'] p { white-space: pre-line; }
.vk-markdown a { color: var(--vk-color-primary); }
.vk-markdown ul, .vk-markdown ol { margin: 0 0 var(--vk-space); padding-left: 1.25rem; }
.vk-markdown table { border-collapse: collapse; margin: 0 0 var(--vk-space); }
.vk-markdown th, .vk-markdown td { border: 1px solid var(--vk-color-border, currentColor); padding: 0.25rem 0.5rem; text-align: start; }
`;
