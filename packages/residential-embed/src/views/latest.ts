import { placeholderView } from './placeholder.js';
import type { ViewModule } from './types.js';

/** The latest view. */
export const view: ViewModule = placeholderView();
