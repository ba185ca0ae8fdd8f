import type { HttpClient, PaginationMeta, RequestOptions } from '@volunteerkit/api-client';
import { parseResidentialSearch } from '@volunteerkit/api-client/search';
import { prefetchPages } from './pagePrefetch.js';

/** A transport that records its requests and answers nothing (never settles). */
function recordingHttp() {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      return new Promise<T>(() => undefined);
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

/** A window whose frames and timers run when the test says so. */
function manualWindow() {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
  } as unknown as Window;
  return {
    win,
    /** The next frame, then the tasks it queued. */
    paint() {
      for (const run of frames.splice(0)) run();
      for (const run of timers.splice(0)) run();
    },
  };
}

const container = () =>
  ({
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as HTMLElement;

const pagination = (current: number, total: number): PaginationMeta =>
  ({
    current_page: current,
    total_pages: total,
    per_page: 8,
    count: 8,
    total: total * 8,
  }) as PaginationMeta;

describe('prefetchPages: the page after the results shown', () => {
  it('asks for the next page of the same search once the results are painted', () => {
    const { http, calls } = recordingHttp();
    const { win, paint } = manualWindow();
    const pages = prefetchPages(container(), () => http, win);
    pages.shown(parseResidentialSearch('type=long_term&page=2'), pagination(2, 5));
    // Not in the way of the results' own render: nothing before the frame has been painted.
    expect(calls).toEqual([]);
    paint();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toMatch(/residential-opportunities\/$/);
    expect(calls[0]!.query).toMatchObject({ type: 'long_term', page: 3 });
  });

  it('asks for nothing on the last page, without pagination, or once stopped', () => {
    const { http, calls } = recordingHttp();
    const { win, paint } = manualWindow();
    const pages = prefetchPages(container(), () => http, win);
    pages.shown(parseResidentialSearch(''), pagination(5, 5));
    pages.shown(parseResidentialSearch(''), undefined);
    paint();
    expect(calls).toEqual([]);
    pages.shown(parseResidentialSearch(''), pagination(1, 5));
    pages.stop();
    paint();
    expect(calls).toEqual([]);
  });
});
