/** The widgets' location combobox, as the lazy chunk of the embed (see vite.config.ts). */
declare module 'virtual:vk-location-autocomplete' {
  export { LocationAutocomplete } from '@volunteerkit/widgets/residential';
}

/** The "View counties" panel of the search form, which src/build/lazy/LocationAutocomplete.ts re-exports. */
declare module 'virtual:vk-countries-panel' {
  export const CountriesPanel: import('preact').FunctionComponent<Record<string, unknown>>;
}

/** The combobox module itself, which src/build/lazy/LocationAutocomplete.ts re-exports. */
declare module 'virtual:vk-location-autocomplete-real' {
  export { LocationAutocomplete } from '@volunteerkit/widgets/residential';
}

/** date-fns' own en-US locale parts (see vite.config.ts and dateFnsEnUS.ts). */
declare module 'vk-date-fns-en-us/formatLong' {
  export const formatLong: unknown;
}
declare module 'vk-date-fns-en-us/localize' {
  export const localize: unknown;
}
