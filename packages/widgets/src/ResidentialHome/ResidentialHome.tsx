import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpClient, Opportunity, PaginationMeta } from '@volunteerkit/api-client';
import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
import { displayParamValue } from '@volunteerkit/api-client/search';
import { LatestOpportunities } from '../LatestOpportunities/LatestOpportunities.js';
import type { OpportunityApplyUrl } from '../OpportunityCard/OpportunityCard.js';
import { Pagination } from '../Pagination/Pagination.js';
import {
  emitSafely,
  resolveResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';

/** The slice of `window` {@link ResidentialHome} uses (injectable for tests and the embed). */
export interface HomeWindow {
  location: { search: string; pathname: string; hash: string };
  history: { pushState(data: unknown, unused: string, url?: string | null): void };
  scrollTo(x: number, y: number): void;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** Props of {@link ResidentialHome}. */
export interface ResidentialHomeProps {
  /** The transport. */
  http: HttpClient;
  /** The heading. @default messages.residentialHomeTitle ('Latest residential opportunities') */
  title?: string;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** The window whose `?page=` and `?type=` are used. */
  window?: HomeWindow;
  /** Scroll position after a page change (spec 9). @default 200 */
  scrollY?: number;
  /**
   * Adds an apply link to every card (see `OpportunityCard`); a click reports an
   * `apply` event and logs it through `http`. No apply link without it.
   */
  applyUrl?: OpportunityApplyUrl;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** Receives card and pagination events. */
  onEvent?: ResidentialEventHandler;
  /** Extra class names. */
  className?: string;
}

/** Reads a positive page number from a query string; 1 when absent or invalid. */
export function readPageParam(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** Reads the `type` URL parameter (an opportunity type or timeframe); `any` when absent or invalid. */
export function readTypeParam(search: string): string {
  const raw = new URLSearchParams(search).get('type');
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : 'any';
}

function currentWindow(win: HomeWindow | undefined): HomeWindow | undefined {
  if (win) return win;
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * The residential opportunity home (spec 2.3): "Latest residential
 * opportunities" cards and pagination. A page click writes `?page=N` into the
 * URL, scrolls to y=200 and reloads the list; Back/Forward re-read the page.
 * The `type` URL parameter (default `any`) filters the list and is shown with
 * underscores as spaces. Failures are quiet.
 *
 * @example
 * <ResidentialHome http={http} />
 */
export function ResidentialHome({
  http,
  title,
  headingLevel = 2,
  window: win,
  scrollY = 200,
  applyUrl,
  messages: overrides,
  onEvent,
  className,
}: ResidentialHomeProps) {
  const messages = resolveResidentialMessages(overrides);
  const [data, setData] = useState<readonly Opportunity[]>([]);
  const [pagination, setPagination] = useState<PaginationMeta | undefined>(undefined);
  const [status, setStatus] = useState<'loading' | 'success' | 'error'>('loading');
  const [type, setType] = useState('any');
  const abortRef = useRef<AbortController | undefined>(undefined);

  // Fetches the page in the URL; state is only set when the answer arrives.
  const fetchPage = useCallback(() => {
    const w = currentWindow(win);
    const search = w?.location.search ?? '';
    const page = readPageParam(search);
    const t = readTypeParam(search);
    abortRef.current?.abort();
    const abort = new AbortController();
    abortRef.current = abort;
    const params: Record<string, string | number> = { page, date: 'any' };
    if (t !== 'any') params.type = t;
    listResidentialOpportunities(http, params, { signal: abort.signal }).then(
      (body) => {
        if (abort.signal.aborted) return;
        setType(t);
        // A body that is not a list says nothing about the results: quiet failure.
        if (!Array.isArray(body?.data)) {
          setStatus('error');
          return;
        }
        setData(body.data);
        setPagination(body.meta?.pagination);
        setStatus('success');
      },
      () => {
        if (abort.signal.aborted) return;
        setType(t);
        setStatus('error'); // Quiet (spec 8): no message; the next page click or Back retries.
      },
    );
  }, [http, win]);

  const load = useCallback(() => {
    setStatus('loading');
    fetchPage();
  }, [fetchPage]);

  useEffect(() => {
    // The advert formatter loads with the first cards (see ResidentialResults).
    fetchPage();
    const w = currentWindow(win);
    w?.addEventListener('popstate', load);
    return () => {
      w?.removeEventListener('popstate', load);
      abortRef.current?.abort();
    };
  }, [fetchPage, load, win]);

  const hrefFor = (page: number) => {
    const w = currentWindow(win);
    const params = new URLSearchParams(w?.location.search ?? '');
    params.set('page', String(page));
    return `?${params.toString()}`;
  };

  const goTo = (page: number) => {
    const w = currentWindow(win);
    emitSafely(onEvent, { type: 'page', page });
    if (w) {
      w.history.pushState(null, '', `${w.location.pathname}${hrefFor(page)}${w.location.hash}`);
      w.scrollTo(0, scrollY);
    }
    load();
  };

  return (
    <div className={['vk-home', className].filter(Boolean).join(' ')} data-status={status}>
      <LatestOpportunities
        title={title ?? messages.residentialHomeTitle}
        headingLevel={headingLevel}
        opportunities={data}
        loading={status === 'loading'}
        applyUrl={applyUrl}
        http={http}
        messages={overrides}
        onEvent={onEvent}
      />
      {type !== 'any' ? <p className="vk-home__type">{displayParamValue(type)}</p> : null}
      {status === 'success' && pagination && data.length > 0 ? (
        <Pagination
          pagination={pagination}
          getHref={hrefFor}
          onPageChange={goTo}
          messages={overrides}
        />
      ) : null}
    </div>
  );
}

/** Styles of {@link ResidentialHome}. */
export const residentialHomeCss = `
.vk-home { color: var(--vk-color-text); }
.vk-home__type { margin: var(--vk-space) 0 0; color: var(--vk-color-muted); text-transform: capitalize; }
`;
