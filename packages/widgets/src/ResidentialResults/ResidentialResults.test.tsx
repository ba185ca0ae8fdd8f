import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import {
  createResidentialSearchController,
  type RouterWindow,
} from '@volunteerkit/api-client/search';
import { ResidentialResults } from './ResidentialResults.js';

function page(n: number, total = 20) {
  const count = Math.min(8, total - (n - 1) * 8);
  return {
    data: Array.from({ length: Math.max(0, count) }, (_, i) => ({
      id: (n - 1) * 8 + i + 1,
      display_name: `Opportunity ${(n - 1) * 8 + i + 1}`,
      available_timeslots: [{}],
    })),
    meta: {
      pagination: { current_page: n, total_pages: Math.ceil(total / 8), per_page: 8, count, total },
    },
  };
}

function fakeHttp(handler?: (o: RequestOptions) => unknown) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T,>(o: RequestOptions) => {
      calls.push(o);
      if (handler) return (await handler(o)) as T;
      if (o.method === 'POST') return null as T;
      return page(Number(o.query?.page ?? 1)) as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

function fakeWindow(hash = '') {
  const listeners = new Set<() => void>();
  const win = {
    location: { hash, pathname: '/residential-opportunities/results', search: '' },
    history: {
      pushState: vi.fn((_d: unknown, _u: string, url?: string | null) => {
        const h = String(url).split('#')[1];
        win.location.hash = h ? `#${h}` : '';
      }),
    },
    addEventListener: (_t: string, l: () => void) => listeners.add(l),
    removeEventListener: (_t: string, l: () => void) => listeners.delete(l),
    go(h: string) {
      win.location.hash = h;
      listeners.forEach((l) => l());
    },
  };
  return win;
}

describe('ResidentialResults', () => {
  it('shows placeholders, then 8 cards, stats and pagination; reads the hash', async () => {
    const { http, calls } = fakeHttp();
    const win = fakeWindow('#type=short_term');
    const { container } = render(
      <ResidentialResults http={http} window={win as unknown as RouterWindow} />,
    );
    expect(container.querySelectorAll('[data-placeholder]').length).toBeGreaterThan(0);
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(screen.getByText('1 to 8 of 20', { selector: '.vk-pagination__stats' })).toBeTruthy();
    const list = calls.find((c) => c.path === 'residential-opportunities/')!;
    expect(list.query).toMatchObject({ limit: 8, include: 'image', type: 'short_term' });
    expect(list.public).toBe(true);
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'opportunities/log/search')).toBe(true),
    );
    // The hash read on start and the first search make one request, not two.
    expect(calls.filter((c) => c.path === 'residential-opportunities/')).toHaveLength(1);
  });

  it('paging writes the hash and loads the page; Back restores', async () => {
    const { http, calls } = fakeHttp();
    const win = fakeWindow('');
    render(<ResidentialResults http={http} window={win as unknown as RouterWindow} />);
    await screen.findAllByRole('article');
    const user = userEvent.setup();
    const next = screen.getByRole('link', { name: 'Page 2' });
    expect(next.getAttribute('href')).toBe('#page=2');
    await user.click(next);
    expect(win.location.hash).toBe('#page=2');
    expect(await screen.findByRole('heading', { name: 'Opportunity 9' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Search results' }));
    act(() => win.go(''));
    expect(await screen.findByRole('heading', { name: 'Opportunity 1' })).toBeTruthy();
    expect(
      calls.filter((c) => c.path === 'residential-opportunities/').map((c) => c.query?.page),
    ).toEqual([undefined, 2, undefined]);
  });

  it('changing a filter resets the page to 1', async () => {
    const { http } = fakeHttp();
    const win = fakeWindow('#page=2');
    render(<ResidentialResults http={http} window={win as unknown as RouterWindow} />);
    await screen.findByRole('heading', { name: 'Opportunity 9' });
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Length of residence' }), 'short_term');
    expect(win.location.hash).toBe('#type=short_term');
    expect(await screen.findByRole('heading', { name: 'Opportunity 1' })).toBeTruthy();
  });

  it('a clear empty state', async () => {
    const { http } = fakeHttp((o) => (o.method === 'POST' ? null : page(1, 0)));
    render(<ResidentialResults http={http} router={false} />);
    expect(
      await screen.findByText('No opportunities match your search.', {
        selector: 'p.vk-results__empty-title',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failed search shows a message; Try again and Search both retry', async () => {
    let fail = true;
    const { http } = fakeHttp((o) => {
      if (o.method === 'POST') return null;
      if (fail) throw new Error('Server exploded');
      return page(1);
    });
    const onEvent = vi.fn();
    const { container } = render(
      <ResidentialResults http={http} router={false} onEvent={onEvent} />,
    );
    const alert = await screen.findByRole('alert');
    expect(container.querySelector('.vk-results')!.getAttribute('data-status')).toBe('error');
    expect(alert.textContent).toBe(
      'Opportunities could not be loaded. Check your connection, then try again.Try again',
    );
    expect(container.textContent).not.toMatch(/exploded/i);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'search-error' }));
    const user = userEvent.setup();
    // Still failing: the message stays.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('alert')).toBeNull();
    // Search retries too.
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it.each([
    ['', 'Anywhere'],
    ['search=Keswick&lat=54.6&lon=-3.13', 'Within 30 miles of Keswick'],
    ['search=Scotland&lat=56.8&lon=-4.2&geojson=GB-SCT', 'In Scotland'],
  ])('says where it searches: %j -> %j', async (hash, where) => {
    const { http, calls } = fakeHttp();
    const { container } = render(
      <ResidentialResults http={http} router={false} initialQuery={hash} />,
    );
    await screen.findAllByRole('article');
    expect(container.querySelector('.vk-results__where')!.textContent).toBe(where);
    const list = calls.find((c) => c.path === 'residential-opportunities/')!;
    if (where.startsWith('Within')) expect(list.query).toMatchObject({ radius: 48.28 });
    else expect(list.query).not.toHaveProperty('radius');
  });

  it('a display change resets the card layout (the list is re-mounted)', async () => {
    const { http } = fakeHttp();
    const controller = createResidentialSearchController({
      http,
      autoSearch: true,
      persist: false,
    });
    const { container } = render(
      <ResidentialResults http={http} controller={controller} router={false} />,
    );
    await screen.findAllByRole('article');
    const before = container.querySelector('ul.vk-results__grid');
    act(() => controller.update({ display: 'list' }));
    await screen.findAllByRole('article');
    await waitFor(() => expect(container.querySelector('ul.vk-results__grid--list')).toBeTruthy());
    expect(container.querySelector('ul.vk-results__grid')).not.toBe(before);
  });

  it('passes applyUrl to the cards; an apply click is reported and logged through http', async () => {
    const { http, calls } = fakeHttp((o) =>
      o.method === 'POST'
        ? null
        : {
            data: [
              {
                id: 7,
                display_name: 'Dry-stone walling',
                slug: 'dry-stone-walling-7',
                available_timeslots: [{}],
              },
            ],
            meta: {
              pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 1, total: 1 },
            },
          },
    );
    const onEvent = vi.fn();
    render(
      <ResidentialResults
        http={http}
        router={false}
        showForm={false}
        applyUrl={(o) => `/apply/${o.slug}`}
        onEvent={onEvent}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Apply for Dry-stone walling' });
    expect(link.getAttribute('href')).toBe('/apply/dry-stone-walling-7');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'apply',
      opportunity: expect.objectContaining({ id: 7 }),
      slug: 'dry-stone-walling-7',
    });
    expect(calls.filter((c) => c.path === 'opportunities/log-apply-action')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { slug: 'dry-stone-walling-7' },
        public: true,
      }),
    ]);
  });

  it('with firstPaintCards, shows every card and the pagination once painted', async () => {
    const { http } = fakeHttp();
    const controller = createResidentialSearchController({ http, autoSearch: true });
    await controller.search();
    const { container } = render(
      <ResidentialResults http={http} controller={controller} router={false} firstPaintCards={3} />,
    );
    // The first render holds 3 cards (ssr.test.ts); after the paint, all of them.
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(8));
    expect(container.querySelector('.vk-pagination__next')).not.toBeNull();
  });
});
