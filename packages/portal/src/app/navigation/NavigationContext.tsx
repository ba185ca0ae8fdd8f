import { createContext, useContext, type ReactNode } from 'react';
import type { NavigationModel } from './navigationModel.js';

const NavigationContext = createContext<NavigationModel | null>(null);

/** Provides the navigation model the layers above assembled. */
export function NavigationProvider({
  model,
  children,
}: {
  model: NavigationModel;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={model}>{children}</NavigationContext.Provider>;
}

/** The navigation model; an empty one outside a {@link NavigationProvider} (sign-in, tests). */
export function useNavigationModel(): NavigationModel {
  return useContext(NavigationContext) ?? EMPTY;
}

const EMPTY: NavigationModel = { sections: [], entries: [] };
