/**
 * `@volunteerkit/residential-embed`: the residential search as one script tag.
 *
 * This module is the ES core (`dist/residential-embed.core.js`). Pages normally
 * load the classic loader `dist/residential-embed.js`, which imports this core
 * and exposes it as `window.VolunteerKit.residential`; bundler users may import
 * it directly.
 *
 * @packageDocumentation
 */
import { defineElement } from './element.js';
import { watch } from './declarative.js';
import { pageDefaults } from './mount.js';
import type { EarlyRequests } from './early.js';

export { mount, getHandle } from './mount.js';
export type { EmbedHandle } from './mount.js';
export type { EarlyRequest, EarlyRequests } from './early.js';
export { defineElement, ELEMENT_TAG } from './element.js';
export { scan, watch, MOUNT_ATTRIBUTE } from './declarative.js';
export {
  EmbedConfigError,
  EMBED_VIEWS,
  DEFAULT_RESULTS_URL,
  resolveOptions,
  sanitiseTheme,
} from './config.js';
export type {
  EmbedColorScheme,
  EmbedEvent,
  EmbedOptions,
  EmbedView,
  ResolvedEmbedOptions,
} from './config.js';
/** The embed's transport is api-client's minimal public transport, re-exported for bundler users. */
export { createPublicHttpClient } from '@volunteerkit/api-client/public';
export type { PublicHttpClientOptions } from '@volunteerkit/api-client/public';
export { isolateRem, embedBaseCss } from './styles.js';

/** Written in at build time (vite.config.ts); absent when the sources run unbundled. */
declare const __VK_VERSION__: string | undefined;

/**
 * The embed's version: the package version, written in at build time
 * (`0.0.0-source` when the TypeScript sources run unbundled, as in unit tests).
 * The loader refuses a core whose version is not its own.
 */
export const version: string = typeof __VK_VERSION__ === 'string' ? __VK_VERSION__ : '0.0.0-source';

/** What the loader passes to {@link start}. */
export interface StartOptions {
  /** The `data-api-base` of the script tag, used by mounts that set none. */
  apiBase?: string;
  /** The first list calls the loader started, by mount element (each mount takes its own). */
  early?: EarlyRequests;
}

/**
 * Starts the embed on the current page: defines the custom element and mounts
 * every `[data-volunteerkit-residential]` element, now and as they are added.
 * Safe to call many times (loading the script twice); the first API base wins.
 *
 * @example
 * import { start } from '@volunteerkit/residential-embed';
 * start({ apiBase: 'https://org.example/api/' });
 */
export function start(options: StartOptions = {}): void {
  if (options.apiBase && !pageDefaults.apiBase) pageDefaults.apiBase = options.apiBase;
  if (options.early) pageDefaults.early ??= options.early;
  defineElement();
  watch(document);
}
