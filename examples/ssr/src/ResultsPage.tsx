import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { HttpClient, ResidentialSearchController } from '@volunteerkit/api-client';
import { formatPaginationStats, stringifyResidentialSearch } from '@volunteerkit/api-client';
import {
  OpportunityCard,
  Pagination,
  ResidentialSearchForm,
  residentialMessages,
} from '@volunteerkit/widgets/residential';

/** The path this example serves the results page on. */
export const RESULTS_PATH = '/residential-opportunities/results';

/** The URL of a results page: the search as a query string the server can read (not a hash). */
export function resultsHref(hash: string): string {
  return hash ? `${RESULTS_PATH}?${hash}` : RESULTS_PATH;
}

export interface ResultsPageProps {
  http: HttpClient;
  /** Already holds the first results (the server searched before rendering). */
  controller: ResidentialSearchController;
  /** "Today" for the form's date limits: the server's, so the browser hydrates the same markup. */
  today: Date;
}

/**
 * The results page composed from the widgets: the search form, the cards and the
 * pagination, with the search in the query string (`?type=long_term&page=2`) so the
 * server renders any page from its URL and every pagination link works without
 * JavaScript. With JavaScript, page changes and searches happen in place and the
 * address follows (Back and Forward included).
 */
export function ResultsPage({ http, controller, today }: ResultsPageProps) {
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useQueryStringRouter(controller);
  const { query, status, opportunities, pagination } = state;
  const summary =
    pagination && opportunities.length > 0
      ? formatPaginationStats(pagination, residentialMessages.stats)
      : status === 'success'
        ? residentialMessages.emptyTitle
        : '';

  return (
    <div className="vk-results" data-status={status} data-display={query.display}>
      <ResidentialSearchForm
        http={http}
        controller={controller}
        onSubmit={() => void controller.search()}
        headingLevel={1}
        today={today}
      />
      <section
        className="vk-results__body"
        aria-labelledby="results-heading"
        aria-busy={status === 'loading'}
      >
        <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="vk-results__heading">
          {residentialMessages.resultsTitle}
        </h2>
        <p className="results-summary" role="status" aria-live="polite">
          {summary}
        </p>
        {opportunities.length > 0 ? (
          <ul className={`vk-results__grid vk-results__grid--${query.display}`}>
            {opportunities.map((o) => (
              <li key={o.id} className="vk-results__item">
                <OpportunityCard opportunity={o} http={http} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : status === 'success' ? (
          <div className="vk-results__empty">
            <p className="vk-results__empty-title">{residentialMessages.emptyTitle}</p>
            <p>{residentialMessages.emptyHint}</p>
          </div>
        ) : null}
        {pagination && opportunities.length > 0 ? (
          <Pagination
            pagination={pagination}
            getHref={(page) =>
              resultsHref(
                stringifyResidentialSearch({ ...query, page: page > 1 ? page : undefined }),
              )
            }
            onPageChange={(page) => {
              controller.setPage(page);
              headingRef.current?.focus();
            }}
          />
        ) : null}
      </section>
    </div>
  );
}

/**
 * Keeps the query string and the controller in step in the browser: a new search
 * pushes its URL; Back and Forward put the URL's search back into the controller.
 */
function useQueryStringRouter(controller: ResidentialSearchController) {
  useEffect(() => {
    const unsubscribe = controller.subscribe(() => {
      const href = resultsHref(controller.getHash());
      if (href !== `${location.pathname}${location.search}`) history.pushState(null, '', href);
    });
    const onPop = () => controller.replaceQuery(location.search);
    addEventListener('popstate', onPop);
    return () => {
      unsubscribe();
      removeEventListener('popstate', onPop);
    };
  }, [controller]);
}
