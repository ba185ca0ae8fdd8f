import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient } from '@volunteerkit/api-client';
import type { PortalAuth, AuthState } from '../auth/types.js';
import type { Registry } from '../registry/registry.js';

/**
 * What the sign-in screen needs: the transport and the sign-in store. The
 * first screen ships only these; the registry (built from the whole
 * catalogue) arrives with the signed-in portal's chunk.
 */
export interface PortalBaseServices {
  /** The transport (base '/api/', bearer token, silent refresh). */
  http: HttpClient;
  /** Sign-in state and actions. */
  auth: PortalAuth;
}

/** Everything the screens need from outside React. */
export interface PortalServices extends PortalBaseServices {
  /** The resource registry built from the catalogue. */
  registry: Registry;
}

const ServicesContext = createContext<(PortalBaseServices & { registry?: Registry }) | null>(null);

/** Provides the services to the screens (the registry may come later, from a nested provider). */
export function ServicesProvider({
  services,
  children,
}: {
  services: PortalBaseServices | PortalServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The transport and sign-in store; throws outside {@link ServicesProvider}. */
export function useBaseServices(): PortalBaseServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useBaseServices() needs a <ServicesProvider> above it.');
  return services;
}

/** The portal services; throws outside a {@link ServicesProvider} that has the registry. */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services?.registry)
    throw new Error('useServices() needs a <ServicesProvider> with the registry above it.');
  return services as PortalServices;
}

/** The current sign-in state, re-rendering on change. */
export function useAuth(): AuthState {
  const { auth } = useBaseServices();
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
