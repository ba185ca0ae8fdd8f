/**
 * Wires the portal: the client (base '/api/', token kept in local storage so a
 * reload keeps the session), the sign-in store over its session, the client's
 * proactive refresh before the token expires (`startSessionRefresh`; the
 * transport also refreshes on 401, spec 8) and the heartbeat (spec 7.15, once
 * per window). A refresh the server refuses signs out through the client's
 * `session.onSignedOut` (see `createPortalAuth`). The registry (built from the catalogue) comes with the
 * signed-in portal's chunk (`shell/SignedInApp.tsx`), off the first screen.
 *
 * @module
 */
import {
  createHttpClient,
  createLocalStorageTokenStore,
  startHeartbeat,
  startSessionRefresh,
  type CoreClient,
  type GlobalErrorHandler,
} from '@volunteerkit/api-client';
import { createPortalAuth } from '../auth/createPortalAuth.js';
import type { PortalBaseServices } from './services.js';

/** Options of {@link createPortalServices}. */
export interface PortalServicesOptions {
  /** API base. @default '/api/' */
  baseURL?: string;
  /** Called for 503s (spec 8), e.g. to toast. */
  onServiceUnavailable?: () => void;
  /** An existing client (tests). */
  client?: CoreClient;
}

/** The services plus a `dispose()` that stops timers and the heartbeat. */
export interface PortalRuntime extends PortalBaseServices {
  /** The client. */
  client: CoreClient;
  /** Stops the heartbeat and the proactive refresh. */
  dispose(): void;
}

/** The window event dispatched when the API answers 503 (spec 8); the shell toasts it. */
export const SERVICE_UNAVAILABLE_EVENT = 'vk-portal:service-unavailable';

/** Key of the token in local storage. */
export const TOKEN_STORAGE_KEY = 'volunteerkit.portal.token';

/** Creates the portal's services. */
export function createPortalServices(options: PortalServicesOptions): PortalRuntime {
  // A refused refresh ends the session through `session.onSignedOut` (the sign-in store
  // listens); a network failure or a 5xx keeps it. Here only 503s are the shell's business.
  const onError: GlobalErrorHandler = (_error, info) => {
    if (info.reason === 'service-unavailable') options.onServiceUnavailable?.();
  };
  const client =
    options.client ??
    createHttpClient({
      baseURL: options.baseURL ?? '/api/',
      tokenStore: createLocalStorageTokenStore({ key: TOKEN_STORAGE_KEY }),
      onError,
    });
  const auth = createPortalAuth(client);
  const refresh = startSessionRefresh(client);
  const heartbeat = startHeartbeat(client);
  return {
    client,
    http: client,
    auth,
    dispose() {
      heartbeat.stop();
      refresh.stop();
      auth.destroy();
    },
  };
}
