/**
 * Stand-ins for two react-day-picker modules the widgets' calendar never runs
 * (vite.config.ts points react-day-picker's imports of them here): the month
 * animation (only with the `animate` prop, which the widgets do not set) and
 * the time-zone conversion of matchers (only with `timeZone`, likewise; see
 * tzUnsupported.ts). About 0.6 KiB gzip of the calendar chunk.
 *
 * @module
 */

/** `useAnimation` without `animate`: nothing to do. */
export function useAnimation(): void {}

/** `convertMatchersToTimeZone`: the matchers as they are (no time zone is ever set). */
export function convertMatchersToTimeZone<T>(matchers: T): T {
  return matchers;
}
