// @vitest-environment happy-dom
// The widgets on Preact, as in the embed's build (vite.config.ts aliases react to
// preact/compat): this file runs isolated (UNIT_ISOLATED in vitest.config.ts).
vi.mock('react', async () => ({ ...(await import('preact/compat')) }));
vi.mock('react-dom', async () => ({ ...(await import('preact/compat')) }));
vi.mock('react/jsx-runtime', async () => ({ ...(await import('preact/compat/jsx-runtime')) }));
vi.mock('react/jsx-dev-runtime', async () => ({
  ...(await import('preact/compat/jsx-dev-runtime')),
}));
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { options, type VNode } from 'preact';
import { ResidentialResults } from '@volunteerkit/widgets/residential';
import { loadLocale } from '../locale.js';
import { resolveOptions } from '../config.js';
import type { ViewContext } from './types.js';
import { view } from './results.js';

/** A transport whose list call answers at once (the embed's first answer, from its cache). */
function answering(): HttpClient {
  return {
    request: <T>(request: RequestOptions) =>
      Promise.resolve(
        (request.method === 'GET'
          ? {
              data: [1, 2, 3].map((id) => ({ id, display_name: `Opportunity ${id}` })),
              meta: {
                pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 3, total: 3 },
              },
            }
          : null) as T,
      ),
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
}

describe('the results view', () => {
  it('renders loading once before its first results (the step from idle to loading is not rendered)', async () => {
    const renders: string[] = [];
    const diffed = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === (ResidentialResults as unknown)) {
        const root = (vnode as unknown as { __e?: Element }).__e;
        renders.push(root?.getAttribute('data-status') ?? '?');
      }
      diffed?.(vnode);
    };
    try {
      const container = document.createElement('div');
      document.body.append(container);
      const context = {
        options: resolveOptions({ view: 'results', hash: false }, location.href),
        locale: await loadLocale('en-GB'),
        http: answering(),
        emit: () => undefined,
        adopt: () => undefined,
        host: container,
        window,
      } as unknown as ViewContext;
      view.render(container, context);
      await vi.waitFor(() => expect(container.querySelectorAll('.vk-card').length).toBe(3));
      // Never an `idle` render, and no render of its step to `loading`: the first
      // search starts before the paint, so the first render already says loading.
      // (A third render adds the cards below the first screen, a frame later.)
      expect(renders.slice(0, 2)).toEqual(['loading', 'success']);
      expect(renders.filter((status) => status !== 'success')).toEqual(['loading']);
      view.unmount(container);
    } finally {
      options.diffed = diffed;
    }
  });
});
