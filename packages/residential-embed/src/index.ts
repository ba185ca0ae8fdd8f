/**
 * `@volunteerkit/residential-embed`: the residential search as one script tag.
 *
 * @packageDocumentation
 */
export {};
