import { placeholderView } from './placeholder.js';
import type { ViewModule } from './types.js';

/** The search view. */
export const view: ViewModule = placeholderView();
