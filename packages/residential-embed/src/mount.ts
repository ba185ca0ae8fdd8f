/**
 * `mount(element, options)`: renders one residential view into a shadow root on
 * `element`, isolated from the partner page, and returns `{ update, destroy }`.
 *
 * @module
 */
import type { HttpClient, PaginationMeta, ResidentialSearchState } from '@volunteerkit/api-client';
import { createPublicHttpClient } from '@volunteerkit/api-client/public';
import {
  EmbedConfigError,
  resolveOptions,
  type EmbedEvent,
  type EmbedOptions,
  type ResolvedEmbedOptions,
} from './config.js';
import { withResponseCache } from './cache.js';
import type { EarlyRequests } from './early.js';
import { earlyFetch } from './earlyFetch.js';
import { prefetchFirstSearch } from './prefetch.js';
import type { PagePrefetch } from './pagePrefetch.js';
import {
  colorSchemeCss,
  embedBaseCss,
  sharedSheet,
  supportsAdoptedStyleSheets,
  themeSheet,
} from './styles.js';
import { viewModule, type ViewModule } from './views/index.js';
import { loadLocale, localeTag } from './locale.js';
import type { ConsentPart } from './consent.js';

/** The host attribute that selects the colour scheme of the widgets' theme tokens. */
const COLOR_SCHEME_ATTRIBUTE = 'data-vk-color-scheme';

/** What {@link mount} returns. */
export interface EmbedHandle {
  /** Merges new options in and re-renders (e.g. a new view, theme or filters). */
  update(options: EmbedOptions): void;
  /** Unmounts the widgets, removes the embed's styles and stops listening. Idempotent. */
  destroy(): void;
  /** Resolves when the current view has rendered for the first time (rejects if rendering threw). */
  readonly ready: Promise<void>;
}

/** Defaults shared by every mount on a page (set by the script tag and its loader). */
export const pageDefaults: { apiBase?: string; early?: EarlyRequests } = {};

const handles = new WeakMap<Element, EmbedHandle>();

/** The handle of the embed mounted on `element`, if any. */
export function getHandle(element: Element): EmbedHandle | undefined {
  return handles.get(element);
}

function eventName(type: string): string {
  return `volunteerkit:${type.replace(/[^A-Za-z0-9._-]/g, '-')}`;
}

/**
 * Mounts the residential embed on `element` (any element that accepts a shadow
 * root: a `div`, `section`, `main`, `span` or a custom element). Mounting the
 * same element again updates the existing embed instead of creating a second one.
 *
 * Widget events are dispatched on `element` as `CustomEvent`s named
 * `volunteerkit:<type>` (bubbling, `detail` = the event), and passed to `onEvent`.
 *
 * @throws {EmbedConfigError} for an element that cannot host a shadow root or an invalid API base.
 * @example
 * const embed = VolunteerKit.residential.mount(document.querySelector('#vk'), {
 *   apiBase: 'https://org.example/api/', view: 'results',
 * });
 * embed.update({ theme: { '--vk-color-primary': 'rebeccapurple' } });
 * embed.destroy();
 */
export function mount(element: Element, options: EmbedOptions = {}): EmbedHandle {
  const existing = handles.get(element);
  if (existing) {
    existing.update(options);
    return existing;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  if (!win) throw new EmbedConfigError('The mount element is not in a window.');
  if (!supportsAdoptedStyleSheets(doc)) {
    throw new EmbedConfigError(
      'This browser cannot adopt constructable stylesheets (needed for a CSP-safe embed).',
    );
  }
  let current: EmbedOptions = { ...options };
  let resolved: ResolvedEmbedOptions = resolveOptions(
    current,
    win.location.href,
    pageDefaults.apiBase,
  );
  let shadow: ShadowRoot;
  try {
    shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    throw new EmbedConfigError(
      `<${element.localName}> cannot host the embed; mount it on a <div> or <section>.`,
    );
  }
  const container = doc.createElement('div');
  container.className = 'vk-embed';
  shadow.replaceChildren(container);

  // The loader's request for this mount's first list call, if it started one.
  const early = earlyFetch(pageDefaults.early?.get(element), win);
  pageDefaults.early?.delete(element);
  // One transport per API base, its GET answers shared (first search, pages seen).
  const transport = ({ apiBase, apiVersion }: ResolvedEmbedOptions): HttpClient =>
    withResponseCache(createPublicHttpClient(apiBase, { fetch: early.fetch, version: apiVersion }));
  let http: HttpClient = transport(resolved);
  let firstAnswer: Promise<void> | undefined = prefetchFirstSearch(resolved, http, win);
  let view: ViewModule | undefined;
  let destroyed = false;
  // The next page's answer ahead of the click (hover, focus, results shown): in the
  // search form's lazy chunk, taken when the first results are shown (off the first paint).
  let pages: Promise<PagePrefetch> | undefined;
  let generation = 0;

  const emit = (event: EmbedEvent): void => {
    if (destroyed) return;
    // Results shown: the next page's answer, asked for once they are painted.
    if (event.type === 'search' && resolved.view === 'results')
      void (pages ??= import('./build/lazy/LocationAutocomplete.js').then((m) =>
        m.prefetchPages(container, () => http, win),
      )).then(
        (prefetch) =>
          !destroyed &&
          prefetch.shown(
            event['query'] as ResidentialSearchState,
            event['pagination'] as PaginationMeta | undefined,
          ),
      );
    try {
      resolved.onEvent?.(event);
    } finally {
      element.dispatchEvent(
        new win.CustomEvent(eventName(event.type), {
          detail: event,
          bubbles: true,
          composed: true,
        }),
      );
    }
  };

  // Sheets of the view, plus those adopted later by lazy parts (e.g. the date picker).
  let viewCss: readonly string[] = [];
  const lazyCss = new Set<string>();
  const applySheets = (): void => {
    // The theme tokens and colorSchemeCss switch on this attribute of the host.
    element.setAttribute(COLOR_SCHEME_ATTRIBUTE, resolved.colorScheme);
    const sheets = [embedBaseCss, colorSchemeCss, ...viewCss, ...lazyCss].map((css) =>
      sharedSheet(doc, css),
    );
    const theme = themeSheet(doc, resolved.theme);
    shadow.adoptedStyleSheets = theme ? [...sheets, theme] : sheets;
  };
  const adopt = (css: readonly string[]): void => {
    if (destroyed) return;
    for (const text of css) lazyCss.add(text);
    applySheets();
  };

  // Cookie settings and the analytics seam: a lazy chunk, after the first paint, when asked for.
  let consent: Promise<ConsentPart> | undefined;

  const render = (): Promise<void> => {
    const run = ++generation;
    container.setAttribute('data-view', resolved.view);
    container.setAttribute('aria-busy', 'true');
    applySheets();
    const answer = firstAnswer;
    firstAnswer = undefined;
    const module = viewModule(resolved.view);
    const tag = localeTag(resolved.locale, doc.documentElement.lang, win.navigator.languages);
    return Promise.all([answer, loadLocale(tag)]).then(([, locale]) => {
      if (destroyed || run !== generation) return;
      if (view && view !== module) view.unmount(container);
      view = module;
      viewCss = module.styles;
      applySheets();
      // The shadow content speaks the mount's language, whatever the page's.
      container.lang = locale.tag;
      module.render(container, {
        options: resolved,
        locale,
        http,
        emit,
        adopt,
        host: element,
        window: win,
      });
      container.removeAttribute('aria-busy');
      if (resolved.cookieSettings || resolved.onConsent)
        consent ??= import('./consent.js').then((m) =>
          m.startConsent({ shadow, adopt }, () => resolved),
        );
      void consent?.then((part) => !destroyed && part.render(resolved, locale));
    });
  };

  let ready = render();
  ready.catch(() => undefined);

  const handle: EmbedHandle = {
    get ready() {
      return ready;
    },
    update(next: EmbedOptions): void {
      if (destroyed) return;
      current = { ...current, ...next };
      const previous = resolved;
      resolved = resolveOptions(current, win.location.href, pageDefaults.apiBase);
      if (resolved.apiBase !== previous.apiBase || resolved.apiVersion !== previous.apiVersion) {
        http.cancelAll();
        http = transport(resolved);
      }
      ready = render();
      ready.catch(() => undefined);
    },
    destroy(): void {
      if (destroyed) return;
      destroyed = true;
      generation++;
      early.cancel();
      void pages?.then((prefetch) => prefetch.stop());
      void consent?.then((part) => part.destroy());
      http.cancelAll();
      view?.unmount(container);
      container.remove();
      shadow.adoptedStyleSheets = [];
      element.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
      handles.delete(element);
    },
  };
  handles.set(element, handle);
  return handle;
}
