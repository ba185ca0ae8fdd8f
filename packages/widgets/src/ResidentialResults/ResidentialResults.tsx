import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type {
  GeocodeResult,
  HttpClient,
  ResidentialSearchController,
} from '@volunteerkit/api-client';
import {
  createHashRouter,
  RESIDENTIAL_SEARCH_RADIUS_MILES,
  stringifyResidentialSearch,
  type RouterWindow,
} from '@volunteerkit/api-client/search';
import { LoadError } from '../LoadError/LoadError.js';
import { paginationStats } from '@volunteerkit/api-client/pagination';
import { useSearchController } from '../hooks/useSearchController.js';
import type { OpportunityApplyUrl } from '../OpportunityCard/OpportunityCard.js';
import { OpportunityCardGrid } from '../OpportunityCard/OpportunityCardGrid.js';
import { resultsBackUrl } from '../OpportunityCard/backLink.js';
import { Pagination } from '../Pagination/Pagination.js';
import { ResidentialSearchForm } from '../ResidentialSearchForm/ResidentialSearchForm.js';
import type { DatePickerProps } from '../DatePicker/DatePicker.js';
import {
  emitSafely,
  formatMessage,
  useResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';
import { ResidentialHydrationContext } from '../ssr/context.js';

/**
 * The first search starts in a layout effect in the browser: before the first
 * paint, not a frame later (an answer already on its way, or cached by the
 * transport, then paints in the same frame). Servers have no layout effects.
 */
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of {@link ResidentialResults}. */
export interface ResidentialResultsProps {
  /** The transport. */
  http: HttpClient;
  /** A shared controller; create it with `autoSearch: true`. One is created when absent. */
  controller?: ResidentialSearchController;
  /** Starting hash query before the URL is read (e.g. during server rendering). @default '' */
  initialQuery?: string;
  /** Keep the state in `location.hash` (Back/Forward restore it). @default true */
  router?: boolean;
  /** The window whose hash is used (the partner page's inside the embed). */
  window?: RouterWindow;
  /** Show the search form above the results. @default true */
  showForm?: boolean;
  /** Lazy date picker for the form (see `ResidentialSearchForm`). */
  datePicker?: ComponentType<DatePickerProps>;
  /** Country shortcuts for the form. */
  countries?: readonly GeocodeResult[];
  /** Geocode result types for the form's location search. @default PLACE_GEOCODE_TYPES (['geojson', 'city', 'county', 'region']) */
  geocodeTypes?: readonly string[];
  /**
   * Adds an apply link to every card (see `OpportunityCard`); a click reports an
   * `apply` event and logs it through `http`. No apply link without it.
   */
  applyUrl?: OpportunityApplyUrl;
  /**
   * Cards in the first paint when the results are at hand from the first render
   * (the embed's first search answered before its view starts): the first
   * `firstPaintCards` cards are painted first, the other cards and the pagination
   * (below them, off the first screen) in the frame after. All at once by default;
   * leave it unset when hydrating server-rendered results.
   */
  firstPaintCards?: number;
  /** Heading level of the results heading (and the form's). @default 2 */
  headingLevel?: 2 | 3;
  /** "Today" for the date limits (tests, SSR). */
  today?: Date;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Receives search, card and pagination events. */
  onEvent?: ResidentialEventHandler;
  /** Extra class names. */
  className?: string;
}

/**
 * The results block of spec 2.2: reads and writes the hash state, shows the
 * search form, 8 cards per page (placeholders until the first results; later searches
 * keep the cards shown, dimmed, until theirs arrive), pagination and a
 * clear empty state. Under the heading it says where it searches ("Within 30
 * miles of Keswick", "In Scotland", "Anywhere"). A failed search shows a message
 * with a retry (the issue of the visitor's journey overrides spec 8's silence);
 * searching again (Search, any change, or coming back online) retries too.
 *
 * @example
 * // `baseURL` (the option's spelling) is where every API path is resolved: a relative
 * // base such as '/api/' (the default) resolves against the page.
 * <ResidentialResults http={createHttpClient({ baseURL: '/api/' })} />
 */
export function ResidentialResults({
  http,
  controller: external,
  initialQuery = '',
  router = true,
  window: win,
  showForm = true,
  datePicker,
  countries,
  geocodeTypes,
  applyUrl,
  firstPaintCards,
  headingLevel = 2,
  today,
  messages: overrides,
  locale: localeProp,
  onEvent,
  className,
}: ResidentialResultsProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp);
  const id = useId();
  // Inside a ResidentialHydrationBoundary: start from the server's snapshot (its query
  // and results), and answer the first search from it (no second request).
  const boundary = useContext(ResidentialHydrationContext);
  const [hydration] = useState(() =>
    boundary && !external
      ? {
          http: boundary.wrap(http),
          initialQuery: initialQuery || boundary.query,
          initialResults: boundary.results,
        }
      : undefined,
  );
  const [controller, state] = useSearchController(external, {
    http: hydration?.http ?? http,
    initialQuery: hydration?.initialQuery ?? initialQuery,
    initialResults: hydration?.initialResults,
    autoSearch: true,
  });
  // The state's changes re-render before the paint too: preact/compat's
  // useSyncExternalStore listens only after the first frame, so an answer already in
  // (the embed's first search) would paint placeholders first and the cards a frame
  // and a timer later. Subscribed before the first search starts.
  // `idle` renders as `loading` (the first search starts before the paint), so the
  // first search's step from one to the other is not rendered again.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useBeforePaint(() => {
    let last = controller.getState();
    return controller.subscribe(() => {
      const next = controller.getState();
      const same =
        last.status === 'idle' &&
        next.status === 'loading' &&
        next.query === last.query &&
        next.opportunities === last.opportunities;
      last = next;
      if (!same) rerender();
    });
  }, [controller]);
  // Subscribed before the first search starts (both before paint, in this order).
  useBeforePaint(() => {
    if (!onEvent) return;
    return controller.subscribeEvents((e) => emitSafely(onEvent, e));
  }, [controller, onEvent]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useBeforePaint(() => {
    const hashRouter = router ? createHashRouter(controller, { window: win }) : undefined;
    void controller.search();
    const target =
      (win as unknown as Window | undefined) ??
      (typeof window === 'undefined' ? undefined : window);
    const onOnline = () => {
      if (controller.getState().status === 'error') void controller.search();
    };
    target?.addEventListener('online', onOnline);
    return () => {
      hashRouter?.dispose();
      target?.removeEventListener('online', onOnline);
    };
  }, [controller, router, win]);

  // The rest once the first cards are painted: after the next frame (an effect alone may
  // run before it: Preact runs effects 35 ms after a render that no frame has followed,
  // which a long first render outlasts).
  const [painted, setPainted] = useState(!firstPaintCards);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);

  const { query, opportunities, pagination, layoutVersion } = state;
  // Nothing is shown as idle: the first search starts before the first paint.
  const status = state.status === 'idle' ? 'loading' : state.status;
  // Placeholders only before the first results: a new page or search keeps the cards
  // shown (dimmed, the section busy) until its own results replace them, so nothing
  // jumps and a page change renders its cards once.
  const loading = status === 'loading' && opportunities.length === 0;
  const Heading = `h${headingLevel}` as 'h2';
  const place = query.search;
  const where = !place
    ? messages.locationPlaceholder
    : query.geojson
      ? formatMessage(messages.resultsIn, { place }, locale)
      : query.lat
        ? formatMessage(
            messages.resultsNear,
            { distance: RESIDENTIAL_SEARCH_RADIUS_MILES, place },
            locale,
            RESIDENTIAL_SEARCH_RADIUS_MILES,
          )
        : messages.locationPlaceholder;
  // "View details" comes back to these very results (filters and page in the hash).
  const backUrl = resultsBackUrl(
    ((win as unknown as Window | undefined) ?? (typeof window === 'undefined' ? undefined : window))
      ?.location,
    router ? stringifyResidentialSearch(query) : undefined,
  );
  const statusText =
    status === 'loading'
      ? messages.loading
      : status === 'success' && pagination && opportunities.length > 0
        ? formatMessage(messages.stats, { ...paginationStats(pagination) }, locale)
        : status === 'success' && opportunities.length === 0
          ? messages.emptyTitle
          : '';

  return (
    <div
      className={['vk-results', className].filter(Boolean).join(' ')}
      data-status={status}
      data-display={query.display}
    >
      {showForm ? (
        <ResidentialSearchForm
          http={http}
          controller={controller}
          onSubmit={() => void controller.search()}
          datePicker={datePicker}
          countries={countries}
          geocodeTypes={geocodeTypes}
          headingLevel={headingLevel}
          today={today}
          messages={overrides}
          locale={localeProp}
          onEvent={(e) => {
            if (e.type === 'submit') emitSafely(onEvent, e);
          }}
        />
      ) : null}
      <section
        className="vk-results__body"
        aria-labelledby={`${id}-heading`}
        aria-busy={status === 'loading'}
      >
        <Heading
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="vk-results__heading"
        >
          {messages.resultsTitle}
        </Heading>
        <p className="vk-results__where">{where}</p>
        {status === 'error' ? (
          <LoadError
            message={messages.loadError}
            retry={messages.retry}
            onRetry={() => void controller.search()}
          />
        ) : null}
        <p className="vk-visually-hidden" role="status" aria-live="polite">
          {statusText}
        </p>
        <OpportunityCardGrid
          opportunities={painted ? opportunities : opportunities.slice(0, firstPaintCards)}
          loading={loading}
          block="vk-results"
          listClassName={`vk-results__grid--${query.display}`}
          listKey={layoutVersion}
          headingLevel={headingLevel}
          empty={
            status === 'success' ? (
              <div className="vk-results__empty">
                <p className="vk-results__empty-title">{messages.emptyTitle}</p>
                <p>{messages.emptyHint}</p>
              </div>
            ) : null
          }
          applyUrl={applyUrl}
          backUrl={backUrl}
          http={http}
          messages={overrides}
          locale={localeProp}
          onEvent={onEvent}
        />
        {painted && !loading && pagination && opportunities.length > 0 ? (
          <Pagination
            pagination={pagination}
            messages={overrides}
            locale={localeProp}
            getHref={(page) =>
              `#${stringifyResidentialSearch({ ...query, page: page > 1 ? page : undefined })}`
            }
            onPageChange={(page) => {
              emitSafely(onEvent, { type: 'page', page });
              controller.setPage(page);
              headingRef.current?.focus();
            }}
          />
        ) : null}
      </section>
    </div>
  );
}

/** Styles of {@link ResidentialResults}. */
export const residentialResultsCss = `
.vk-results { display: flex; flex-direction: column; gap: calc(var(--vk-space) * 3); color: var(--vk-color-text); }
.vk-results__heading { margin: 0; font-size: 1.5rem; }
.vk-results__where { margin: calc(var(--vk-space) / 2) 0 calc(var(--vk-space) * 2); color: var(--vk-color-muted); }
.vk-results__heading:focus { outline: none; }
.vk-results__heading:focus-visible { outline: 3px solid var(--vk-color-focus); }
.vk-results__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: calc(var(--vk-space) * 2); margin: 0; padding: 0; list-style: none; }
.vk-results__grid--list { grid-template-columns: minmax(0, 1fr); }
.vk-results__body[aria-busy='true'] .vk-results__grid { opacity: 0.6; }
.vk-results__item { display: flex; min-width: 0; }
.vk-results__item > .vk-card { flex: 1; }
.vk-results__empty { padding: calc(var(--vk-space) * 3); text-align: center; background: var(--vk-color-surface); border-radius: var(--vk-radius); }
.vk-results__empty-title { font-size: 1.125rem; font-weight: 700; }
`;
