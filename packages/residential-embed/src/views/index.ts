/**
 * The view modules. They are small (the widgets they render are what the views
 * share), so they ship in the shared chunk with the rest of the first paint
 * (vite.config.ts) instead of one more chunk per view that the core would fetch
 * after itself.
 *
 * @module
 */
import type { EmbedView } from '../config.js';
import type { ViewModule } from './types.js';
import { view as latest } from './latest.js';
import { view as results } from './results.js';
import { view as search } from './search.js';

export type { ViewContext, ViewModule } from './types.js';

const views: Record<EmbedView, ViewModule> = { search, results, latest };

/** The module of `view`. */
export function viewModule(view: EmbedView): ViewModule {
  return views[view];
}
