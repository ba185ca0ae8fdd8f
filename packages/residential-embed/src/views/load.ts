/**
 * Each view is its own lazily loaded chunk: a page showing only the search form
 * never downloads the results grid, and vice versa.
 *
 * @module
 */
import type { EmbedView } from '../config.js';
import type { ViewModule } from './types.js';

export type { ViewContext, ViewModule } from './types.js';

const loaders: Record<EmbedView, () => Promise<{ view: ViewModule }>> = {
  search: () => import('./search.js'),
  results: () => import('./results.js'),
  latest: () => import('./latest.js'),
};

/** Loads (once) the module of `view`. */
export function loadView(view: EmbedView): Promise<ViewModule> {
  return loaders[view]().then((module) => module.view);
}
