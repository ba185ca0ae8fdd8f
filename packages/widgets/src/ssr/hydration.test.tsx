// The browser half of the SSR pair: hydrating server HTML inside
// ResidentialHydrationBoundary adopts the cards without a search request, logs the
// search once (the visitor saw it), and later searches go to the network.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { ResidentialResults } from '../ResidentialResults/ResidentialResults.js';
import { ResidentialHydrationBoundary } from './HydrationBoundary.js';
import { prefetchResidentialResults } from './snapshot.js';

const answer = {
  data: Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    display_name: `Opportunity ${i + 1}`,
    available_timeslots: [{}],
  })),
  meta: { pagination: { current_page: 1, total_pages: 3, per_page: 8, count: 8, total: 20 } },
};

function fakeHttp() {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T,>(options: RequestOptions) => {
      calls.push(options);
      return (options.method === 'GET' ? answer : null) as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

it('hydrates the server cards without a search request and logs the search once', async () => {
  const server = fakeHttp();
  const state = await prefetchResidentialResults({ http: server.http, query: 'type=long_term' });
  const app = (http: HttpClient) => (
    <ResidentialHydrationBoundary state={state}>
      <ResidentialResults http={http} router={false} today={new Date(2026, 0, 10)} />
    </ResidentialHydrationBoundary>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(server.http));
  document.body.append(container);
  const firstCard = container.querySelector('article');
  expect(container.querySelectorAll('article')).toHaveLength(8);

  const browser = fakeHttp();
  const errors: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, app(browser.http), {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(errors).toEqual([]);
  // React adopted the server's nodes: the same first card element.
  expect(container.querySelector('article')).toBe(firstCard);
  expect(container.querySelectorAll('article')).toHaveLength(8);
  expect(browser.calls.filter((c) => c.method === 'GET')).toEqual([]);
  await vi.waitFor(() =>
    expect(browser.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'opportunities/log/search',
    ]),
  );
  act(() => root.unmount());
  container.remove();
});
