import { placeholderView } from './placeholder.js';
import type { ViewModule } from './types.js';

/** The results view. */
export const view: ViewModule = placeholderView();
