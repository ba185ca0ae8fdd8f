/**
 * The registry as a portal service: the app layer's `PortalServices` learns
 * of it here, by declaration merging, so `useServices().registry` is typed
 * without the app layer importing the registry.
 *
 * @module
 */
import type { Registry } from './registry.js';

declare module '../app/services.js' {
  interface PortalServices {
    /** The resource registry built from the catalogue. */
    registry: Registry;
  }
}

export {};
