/**
 * Wires the portal: the client (base '/api/', token kept in local storage so a
 * reload keeps the session), the sign-in store and the heartbeat (spec 7.15,
 * once per window). The registry (built from the catalogue) comes with the
 * signed-in portal's chunk (`shell/SignedInApp.tsx`), off the first screen.
 *
 * @module
 */
import {
  ApiError,
  createHttpClient,
  createLocalStorageTokenStore,
  startHeartbeat,
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
  /** Stops the heartbeat and the refresh timer. */
  dispose(): void;
}

/** The window event dispatched when the API answers 503 (spec 8); the shell toasts it. */
export const SERVICE_UNAVAILABLE_EVENT = 'vk-portal:service-unavailable';

/** Key of the token in local storage. */
export const TOKEN_STORAGE_KEY = 'volunteerkit.portal.token';

/** Creates the portal's services. */
export function createPortalServices(options: PortalServicesOptions): PortalRuntime {
  let expire: () => void = () => {};
  // A page being unloaded aborts its requests; that is not an expired session.
  let unloading = false;
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => (unloading = true));
  const onError: GlobalErrorHandler = (error, info) => {
    if (info.reason === 'refresh-failed') {
      // Only the server refusing the refresh ends the session; a network failure keeps it.
      if (!unloading && error instanceof ApiError) expire();
    } else options.onServiceUnavailable?.();
  };
  const client =
    options.client ??
    createHttpClient({
      baseURL: options.baseURL ?? '/api/',
      tokenStore: createLocalStorageTokenStore({ key: TOKEN_STORAGE_KEY }),
      onError,
    });
  const auth = createPortalAuth(client);
  expire = () => auth.markExpired();
  const heartbeat = startHeartbeat(client);
  return {
    client,
    http: client,
    auth,
    dispose() {
      heartbeat.stop();
      auth.destroy();
    },
  };
}
