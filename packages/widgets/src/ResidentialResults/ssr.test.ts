// Server-side rendering in plain Node (no DOM at all): every residential widget
// renders, makes no request, and never emits unsanitised HTML.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { prefetchResidentialResults } from '../entries/server.js';
import { ResidentialHydrationBoundary } from '../entries/hydration.js';
import { createResidentialSearchController } from '@volunteerkit/api-client/search';
import { ResidentialResults } from './ResidentialResults.js';
import { ResidentialSearchForm } from '../ResidentialSearchForm/ResidentialSearchForm.js';
import { ResidentialHome } from '../ResidentialHome/ResidentialHome.js';
import { LatestOpportunities } from '../LatestOpportunities/LatestOpportunities.js';
import { LocationAutocomplete } from '../LocationAutocomplete/LocationAutocomplete.js';
import { DatePicker } from '../DatePicker/DatePicker.js';
import { Pagination } from '../Pagination/Pagination.js';

const http: HttpClient = {
  request: vi.fn(async () => {
    throw new Error('no requests during SSR');
  }),
  cancel: () => undefined,
  cancelAll: () => undefined,
};

describe('server rendering (no DOM)', () => {
  it('has no DOM globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the results page from an initial query without requests', () => {
    const html = renderToString(
      createElement(ResidentialResults, { http, initialQuery: 'type=long_term&page=2' }),
    );
    expect(html).toContain('Find your volunteering opportunity');
    expect(html).toContain('value="long_term" selected');
    expect(html).toContain('data-placeholder');
    expect(http.request).not.toHaveBeenCalled();
  });

  it('with firstPaintCards, the first render holds that many cards and no pagination', async () => {
    const answer = {
      data: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        display_name: `Opportunity ${i + 1}`,
        available_timeslots: [{}],
      })),
      meta: { pagination: { current_page: 1, total_pages: 3, per_page: 8, count: 8, total: 20 } },
    };
    const controller = createResidentialSearchController({
      http: { ...http, request: async <T>() => answer as T },
    });
    await controller.search();
    const render = (firstPaintCards?: number) =>
      renderToString(
        createElement(ResidentialResults, { http, controller, router: false, firstPaintCards }),
      );
    // The server renders what a first paint shows (effects never run here).
    const first = render(3);
    expect(first.match(/<article/g)).toHaveLength(3);
    expect(first).not.toContain('vk-pagination');
    const all = render();
    expect(all.match(/<article/g)).toHaveLength(8);
    expect(all).toContain('vk-pagination__next');
  });

  it('renders the form, home, latest grid, combobox, pagination and date picker', () => {
    const today = new Date(2026, 5, 10);
    const parts = [
      createElement(ResidentialSearchForm, { http, today }),
      createElement(ResidentialHome, { http }),
      createElement(LocationAutocomplete, { onSelect: () => undefined }),
      createElement(DatePicker, { today, initialFocus: false }),
      createElement(Pagination, {
        pagination: { current_page: 2, total_pages: 3, per_page: 8, count: 8, total: 20 },
        onPageChange: () => undefined,
      }),
    ];
    for (const part of parts) expect(renderToString(part).length).toBeGreaterThan(0);
    expect(http.request).not.toHaveBeenCalled();
  });

  it('renders adverts formatted on the server, hostile markup dropped', () => {
    const html = renderToString(
      createElement(LatestOpportunities, {
        opportunities: [
          {
            id: 1,
            display_name: 'A',
            short_advert: '<img src=x onerror=alert(1)> **hi**',
            available_timeslots: [{}],
          },
        ],
      }),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror');
    expect(html).toContain('data-format="markdown"');
    expect(html).toContain('<strong>hi</strong>');
  });
});

describe('server rendering with the SSR helper pair (prefetch, hydration boundary)', () => {
  const answer = {
    data: Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      display_name: `Opportunity ${i + 1}`,
      available_timeslots: [{}],
    })),
    meta: { pagination: { current_page: 2, total_pages: 3, per_page: 8, count: 8, total: 20 } },
  };

  it('prefetchResidentialResults + ResidentialHydrationBoundary: the first HTML holds the cards', async () => {
    const server = {
      request: vi.fn(async (options: RequestOptions) => {
        if (options.method !== 'GET') throw new Error('no logging on the server');
        return answer;
      }) as unknown as HttpClient['request'] & ReturnType<typeof vi.fn>,
      cancel: () => undefined,
      cancelAll: () => undefined,
    };
    const state = await prefetchResidentialResults({
      http: server,
      query: { type: 'long_term', page: '2' },
    });
    expect(server.request).toHaveBeenCalledTimes(1);
    expect(server.request.mock.calls[0]![0].query).toMatchObject({ page: 2, type: 'long_term' });
    // The snapshot is plain JSON: it survives the trip to the browser.
    const shipped = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(shipped.query).toBe('type=long_term&page=2');

    const html = renderToString(
      createElement(
        ResidentialHydrationBoundary,
        { state: shipped },
        createElement(ResidentialResults, { http, router: false }),
      ),
    );
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).toContain('Opportunity 8');
    expect(html).toContain('vk-pagination__next');
    expect(html).not.toContain('data-placeholder');
    expect(http.request).not.toHaveBeenCalled();
    // Without the boundary, the obvious way renders placeholders only.
    const bare = renderToString(
      createElement(ResidentialResults, { http, router: false, initialQuery: shipped.query }),
    );
    expect(bare.match(/<article/g)).toBeNull();
  });

  it('a failed search on the server gives a snapshot without answers (the browser searches)', async () => {
    const failing: HttpClient = {
      request: async () => {
        throw new Error('down');
      },
      cancel: () => undefined,
      cancelAll: () => undefined,
    };
    const state = await prefetchResidentialResults({ http: failing, query: '?page=3' });
    expect(state).toEqual({ query: 'page=3', answers: [] });
  });
});
