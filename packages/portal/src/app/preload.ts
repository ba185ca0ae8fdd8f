/**
 * Screens whose code can be fetched before they render: the portal opens a
 * screen without a waterfall of chunks (router, then shell, then gate, then
 * screen), because whoever knows the next URL can ask for every chunk it needs
 * at once.
 *
 * @module
 */
import {
  isValidElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A component that can fetch its code ahead of rendering. */
export interface Preloadable {
  /** Fetches (once) the code the component needs; never rejects. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` with a `preload()`: the module is asked for once, whether by
 * `preload()` or by the first render. A failed load is forgotten, so the
 * render (or the next preload) asks again instead of keeping the failure.
 *
 * @example
 * const PeopleScreen = lazyScreen(() => import('./PeopleScreen.js'));
 * void PeopleScreen.preload();
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & Preloadable {
  let pending: Promise<{ default: T }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), {
    preload: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Gives a component (e.g. a route's wrapper that loads code itself) a `preload()`. */
export function withPreload<T extends object>(
  component: T,
  preload: () => Promise<void>,
): T & Preloadable {
  return Object.assign(component, { preload });
}

function hasPreload(type: unknown): type is Preloadable {
  return (
    (typeof type === 'function' || (typeof type === 'object' && type !== null)) &&
    typeof (type as Partial<Preloadable>).preload === 'function'
  );
}

/**
 * Preloads every preloadable component in an element tree as written (the
 * element, its children and any element passed as a prop), without rendering it.
 */
export function preloadElement(node: ReactNode): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) preloadElement(child);
    return;
  }
  if (!isValidElement(node)) return;
  if (hasPreload(node.type)) void node.type.preload();
  for (const value of Object.values(node.props as Record<string, unknown>))
    if (isValidElement(value) || Array.isArray(value)) preloadElement(value as ReactNode);
}

/**
 * Preloads the code of every route `path` matches (the layout routes above the
 * screen included): nothing when no route matches.
 */
export function preloadRoute(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) preloadElement(route.element);
}
