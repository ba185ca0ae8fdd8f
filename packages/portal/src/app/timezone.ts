/**
 * The default timezone (spec 9), in a module of its own: the sign-in store needs it, and
 * importing it from `format.ts` put the date formatter on the sign-in screen.
 *
 * @module
 */

/** The default timezone (spec 9). */
export const DEFAULT_TIMEZONE = 'Europe/London';
