/**
 * The search form's lazy parts in one chunk (see vite.config.ts): the location
 * combobox and the "View counties" panel, loaded after the first paint. One
 * chunk instead of two saves a request and the second chunk's gzip overhead.
 *
 * @module
 */
export { LocationAutocomplete } from 'virtual:vk-location-autocomplete-real';
export { CountriesPanel } from 'virtual:vk-countries-panel';
