import { lazy, type ReactNode } from 'react';
import { createHttpClient, type HttpClient } from '@volunteerkit/api-client';
import { residentialCss, themeTokensCss } from '@volunteerkit/widgets/residential';
import type { DatePickerProps } from '@volunteerkit/widgets/residential';

/** The sandbox, proxied under /api/ by the server that serves this build. */
export const live: HttpClient = createHttpClient({ baseURL: '/api/' });

/** Every call stays pending: the loading state. */
export const pendingHttp: HttpClient = {
  request: () => new Promise(() => undefined),
  cancel: () => undefined,
  cancelAll: () => undefined,
};

/** Every list is empty: the empty state. */
export const emptyHttp: HttpClient = {
  request: async <T,>() =>
    ({
      data: [],
      meta: { pagination: { current_page: 1, total_pages: 0, per_page: 8, count: 0, total: 0 } },
    }) as T,
  cancel: () => undefined,
  cancelAll: () => undefined,
};

/** Every call fails: the (quiet) error state. */
export const failingHttp: HttpClient = {
  request: async () => {
    throw new Error('Sandbox unavailable (gallery error state)');
  },
  cancel: () => undefined,
  cancelAll: () => undefined,
};

/** The date picker, loaded only when the visitor opens it. */
export const LazyDatePicker = lazy(() =>
  import('@volunteerkit/widgets/date-picker').then((m) => {
    installStyles('vk-date-picker-css', m.datePickerCss);
    return { default: m.DatePicker };
  }),
) as unknown as React.ComponentType<DatePickerProps>;

/** Places as well as country polygons in the location search (the spec's default is geojson only). */
export const GEOCODE_TYPES = ['geojson', 'city', 'region'];

export function installStyles(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}

export function Page({ children }: { children: ReactNode }) {
  installStyles('vk-theme-css', themeTokensCss);
  installStyles('vk-residential-css', residentialCss);
  installStyles(
    'vk-page-css',
    `body { margin: 0; background: #fff; } @media (prefers-color-scheme: dark) { body { background: #0d1117; } }
     .page { max-width: 64rem; margin: 0 auto; padding: 1.5rem; background: var(--vk-color-bg); }
     .gallery-state { margin: 2rem 0; padding-top: 1rem; border-top: 1px solid var(--vk-color-border); }`,
  );
  return <main className="vk-root page">{children}</main>;
}
