import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient } from '@volunteerkit/api-client';
import type { PortalAuth, AuthState } from '../auth/types.js';
import type { Registry } from '../registry/registry.js';

/** Everything the screens need from outside React. */
export interface PortalServices {
  /** The transport (base '/api/', bearer token, silent refresh). */
  http: HttpClient;
  /** Sign-in state and actions. */
  auth: PortalAuth;
  /** The resource registry built from the catalogue. */
  registry: Registry;
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Provides the services to the screens. */
export function ServicesProvider({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The portal services; throws outside {@link ServicesProvider}. */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}

/** The current sign-in state, re-rendering on change. */
export function useAuth(): AuthState {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
