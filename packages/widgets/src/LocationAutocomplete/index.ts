export { LocationAutocomplete, locationAutocompleteCss } from './LocationAutocomplete.js';
export type { LocationAutocompleteProps } from './LocationAutocomplete.js';
