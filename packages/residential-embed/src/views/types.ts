import type { HttpClient } from '@volunteerkit/api-client';
import type { WidgetLocale } from '@volunteerkit/widgets/residential';
import type { EmbedEvent, ResolvedEmbedOptions } from '../config.js';

/** What a view module receives from `mount`. */
export interface ViewContext {
  /** Resolved options of this mount. */
  options: ResolvedEmbedOptions;
  /** The locale of this mount, its catalogue loaded. */
  locale: WidgetLocale;
  /** Transport for the API base of this mount. */
  http: HttpClient;
  /** Raises a widget event on the mount element (and `onEvent`). */
  emit: (event: EmbedEvent) => void;
  /** Adopts more CSS into this mount's shadow root (for lazily loaded parts). */
  adopt: (css: readonly string[]) => void;
  /** The mount element (shadow host). */
  host: Element;
  /** The partner page's window. */
  window: Window & typeof globalThis;
}

/** A lazily loaded view: its CSS (adopted as constructable sheets) and its render/unmount. */
export interface ViewModule {
  /** CSS texts the view needs, adopted into the shadow root before rendering. */
  styles: readonly string[];
  /** Renders (or re-renders with new options) into `container`. */
  render(container: HTMLElement, context: ViewContext): void;
  /** Unmounts what `render` rendered. */
  unmount(container: HTMLElement): void;
}
