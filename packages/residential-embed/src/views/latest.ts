import {
  ResidentialHome,
  residentialCss,
  themeTokensCss,
  type HomeWindow,
  type ResidentialHomeProps,
} from '@volunteerkit/widgets/residential';
import { applyUrlOf, widgetView } from './shared.js';
import type { ViewContext, ViewModule } from './types.js';

/**
 * A window for the home block that keeps `?page=` in memory instead of the
 * partner page's URL (when the mount does not own the URL). Scrolling brings the
 * embed into view rather than scrolling the page to a fixed y.
 */
function memoryWindow(context: ViewContext): HomeWindow {
  const listeners = new Set<() => void>();
  const state = {
    search: context.options.filters ? `?${context.options.filters}` : '',
    pathname: '/',
    hash: '',
  };
  return {
    location: state,
    history: {
      pushState(_data, _unused, url) {
        if (typeof url === 'string') state.search = new URL(url, 'http://x').search;
      },
    },
    scrollTo() {
      const host = context.host as HTMLElement;
      if (typeof host.scrollIntoView === 'function') host.scrollIntoView({ block: 'start' });
    },
    addEventListener(_type, listener) {
      listeners.add(listener);
    },
    removeEventListener(_type, listener) {
      listeners.delete(listener);
    },
  };
}

const memory = new WeakMap<HTMLElement, HomeWindow>();

/** The window of the home block in `container`: the partner page's with `hash` on, else its memory window. */
function homeWindow(context: ViewContext, container: HTMLElement): HomeWindow {
  if (context.options.hash) {
    memory.delete(container);
    return context.window;
  }
  const win = memory.get(container) ?? memoryWindow(context);
  memory.set(container, win);
  return win;
}

const home = widgetView<ResidentialHomeProps>(
  ResidentialHome,
  [themeTokensCss, residentialCss],
  (context, container) => ({
    window: homeWindow(context, container),
    applyUrl: applyUrlOf(context),
  }),
);

/**
 * The latest view (spec 2.3 and 2.5): "Latest residential opportunities", two
 * cards per row, and pagination. With `hash` on, the page number is kept in the
 * partner page's `?page=` query (Back works); otherwise in memory.
 */
export const view: ViewModule = {
  ...home,
  unmount(container) {
    memory.delete(container);
    home.unmount(container);
  },
};
