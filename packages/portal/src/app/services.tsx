import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient } from '@volunteerkit/api-client';
import type { PortalAuth, AuthState } from '../auth/types.js';

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

/**
 * Everything the signed-in screens need from outside React. The layers above
 * add their own services by declaration merging (the registry adds
 * `registry`, see `registry/services.ts`); this layer knows none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface PortalServices extends PortalBaseServices {}

const ServicesContext = createContext<PortalBaseServices | null>(null);

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

/** The portal services; throws outside a {@link ServicesProvider}. */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services as PortalServices;
}

/** The current sign-in state, re-rendering on change. */
export function useAuth(): AuthState {
  const { auth } = useBaseServices();
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
