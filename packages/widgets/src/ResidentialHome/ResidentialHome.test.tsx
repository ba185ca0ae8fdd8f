import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import {
  ResidentialHome,
  readPageParam,
  readTypeParam,
  type HomeWindow,
} from './ResidentialHome.js';

function fakeHttp(fail: boolean | 'empty' = false) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T,>(o: RequestOptions) => {
      calls.push(o);
      if (fail === 'empty') return null as T;
      if (fail) throw new Error('down');
      const n = Number(o.query?.page ?? 1);
      return {
        data: [
          { id: n, display_name: `Latest ${n}`, slug: `latest-${n}`, available_timeslots: [{}] },
        ],
        meta: { pagination: { current_page: n, total_pages: 3, per_page: 8, count: 1, total: 17 } },
      } as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

function fakeWindow(search = '') {
  const listeners = new Set<() => void>();
  const win = {
    location: { search, pathname: '/residential', hash: '' },
    history: {
      pushState: vi.fn((_d: unknown, _u: string, url?: string | null) => {
        win.location.search = String(url)
          .replace(/^[^?]*/, '')
          .replace(/#.*$/, '');
      }),
    },
    scrollTo: vi.fn(),
    addEventListener: (_t: string, l: () => void) => listeners.add(l),
    removeEventListener: (_t: string, l: () => void) => listeners.delete(l),
  };
  return win;
}

describe('ResidentialHome', () => {
  it('lists "Latest residential opportunities" for the page in the URL', async () => {
    const { http, calls } = fakeHttp();
    render(<ResidentialHome http={http} window={fakeWindow('?page=2') as HomeWindow} />);
    expect(screen.getByRole('heading', { name: 'Latest residential opportunities' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Latest 2' })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: 'residential-opportunities/',
      public: true,
      query: { page: 2, date: 'any', limit: 8 },
    });
  });

  it('a page click writes ?page=, scrolls to y=200 and reloads', async () => {
    const { http, calls } = fakeHttp();
    const win = fakeWindow('?type=short_term');
    render(<ResidentialHome http={http} window={win as HomeWindow} />);
    await screen.findByRole('heading', { name: 'Latest 1' });
    expect(screen.getByText('short term')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next page' }));
    expect(win.history.pushState).toHaveBeenCalledWith(
      null,
      '',
      '/residential?type=short_term&page=2',
    );
    expect(win.scrollTo).toHaveBeenCalledWith(0, 200);
    expect(await screen.findByRole('heading', { name: 'Latest 2' })).toBeTruthy();
    expect(calls[1]!.query).toMatchObject({ page: 2, type: 'short_term' });
  });

  it.each([
    ['a failed call', true],
    ['an empty 200 body', 'empty'],
  ] as const)('shows a message with a retry on %s, and the retry recovers', async (_name, fail) => {
    let failing: boolean | 'empty' = fail;
    const { http: ok } = fakeHttp();
    const { http: bad } = fakeHttp(fail);
    const http: HttpClient = {
      ...ok,
      request: (o) => (failing ? bad.request(o) : ok.request(o)),
    };
    const { container } = render(
      <ResidentialHome http={http} window={fakeWindow() as HomeWindow} />,
    );
    const alert = await screen.findByRole('alert');
    expect(container.querySelector('.vk-home')!.getAttribute('data-status')).toBe('error');
    expect(alert.textContent).toBe(
      'Opportunities could not be loaded. Check your connection, then try again.Try again',
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Latest 1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates the page and type parameters', () => {
    expect(readPageParam('?page=3')).toBe(3);
    expect(readPageParam('?page=-1')).toBe(1);
    expect(readPageParam('?page=1e9')).toBe(1);
    expect(readTypeParam('?type=long_term')).toBe('long_term');
    expect(readTypeParam('?type=<x>')).toBe('any');
  });

  it('shows no apply link by default; with applyUrl an apply click is logged through http', async () => {
    const { http, calls } = fakeHttp();
    const win = fakeWindow() as HomeWindow;
    const { rerender } = render(<ResidentialHome http={http} window={win} />);
    await screen.findByRole('heading', { name: 'Latest 1' });
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull();
    rerender(<ResidentialHome http={http} window={win} applyUrl={(o) => `/apply/${o.slug}`} />);
    const link = screen.getByRole('link', { name: 'Apply for Latest 1' });
    expect(link.getAttribute('href')).toBe('/apply/latest-1');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: 'opportunities/log-apply-action',
        body: { slug: 'latest-1' },
        public: true,
      }),
    ]);
  });
});
