import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '@volunteerkit/widgets';
import { catalogue, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { NavigationProvider } from '../../app/navigation/NavigationContext.js';
import { ServicesProvider, type PortalServices } from '../../app/services.js';
import { portalNavigation } from '../../navigation.js';
import type { AuthState, PortalAuth } from '../../auth/types.js';
import { buildRegistry, type Registry } from '../registry.js';

/** The registry of the real catalogue, built once for the component tests. */
export const testRegistry: Registry = buildRegistry(catalogue);

/** The portal's navigation model over {@link testRegistry}. */
export const testNavigation = portalNavigation(testRegistry);

/** A signed-in administrator of an organisation with every package feature. */
export const adminState: AuthState = {
  expired: false,
  user: {
    id: 1,
    name: 'Ada Admin',
    permissions: [
      'view-users',
      'edit-users',
      'edit-rotas',
      'edit-teams',
      'edit-opportunities',
      'view-opportunities',
      'view-applications',
      'view-rotas',
      'view-residential',
      'manage-organisation',
      'manage-integrations',
      'view-analytics',
    ],
    timezone: 'Europe/London',
    organisation: { package_features: { residential: 1, rotas: 1, events: 1, analytics: 1 } },
  },
};

/** A one-page list answer (`{data, meta: {pagination}}`) holding `data`. */
export function listPage(data: unknown[]) {
  return {
    data,
    meta: {
      pagination: {
        current_page: 1,
        total_pages: 1,
        per_page: 20,
        count: data.length,
        total: data.length,
      },
    },
  };
}

/** A fake transport answering every GET with one record (or a page of one), and recording calls. */
export function fakeHttp(calls: RequestOptions[] = []): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const row = { id: 1, name: 'Row one', created_at: '2026-01-05T09:00:00Z' };
      const body =
        options.method === 'GET' && !/\/1$/.test(options.path)
          ? {
              data: [row],
              meta: {
                pagination: { current_page: 1, total_pages: 1, per_page: 20, count: 1, total: 1 },
              },
            }
          : { data: row };
      return Promise.resolve(body as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

/** A static sign-in store. */
export function staticAuth(state: AuthState = adminState): PortalAuth {
  return {
    getState: () => state,
    subscribe: () => () => {},
    signIn: () => Promise.resolve({ status: 'signed-in' }),
    signOut: () => Promise.resolve(),
    requestPasswordReset: () => Promise.resolve(),
    setPassword: () => Promise.resolve({ status: 'signed-in' }),
  };
}

/** Renders `element` at `path` inside the portal's providers. */
export function Harness({
  path,
  route = '*',
  http = fakeHttp(),
  auth = staticAuth(),
  children,
}: {
  path: string;
  route?: string;
  http?: HttpClient;
  auth?: PortalAuth;
  children: ReactNode;
}) {
  const services: PortalServices = { http, auth, registry: testRegistry };
  return (
    <ServicesProvider services={services}>
      <NavigationProvider model={testNavigation}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </NavigationProvider>
    </ServicesProvider>
  );
}
