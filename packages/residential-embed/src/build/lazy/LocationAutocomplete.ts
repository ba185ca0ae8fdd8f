/**
 * The search form's lazy parts in one chunk (see vite.config.ts): the location
 * combobox and the "View counties" panel, loaded after the first paint, and the
 * results view's next-page prefetch (`mount.ts` imports it from here once results
 * are shown; the results view's form has loaded this chunk by then). One chunk
 * instead of three saves requests and each chunk's gzip overhead.
 *
 * @module
 */
export { LocationAutocomplete } from 'virtual:vk-location-autocomplete-real';
export { CountriesPanel } from 'virtual:vk-countries-panel';
export { prefetchPages } from '../../pagePrefetch.js';
