/**
 * Stand-ins for react-day-picker modules the widgets' calendar never runs
 * (vite.config.ts points react-day-picker's imports of them here): the month
 * animation (only with the `animate` prop, which the widgets do not set), the
 * time-zone conversion of matchers (only with `timeZone`, likewise; see
 * tzUnsupported.ts) and the multiple and range selections (the calendar picks
 * one day, `mode="single"`). About 1.4 KiB gzip of the calendar chunk.
 *
 * @module
 */

/** `useAnimation` without `animate`: nothing to do. */
export function useAnimation(): void {}

/** `convertMatchersToTimeZone`: the matchers as they are (no time zone is ever set). */
export function convertMatchersToTimeZone<T>(matchers: T): T {
  return matchers;
}

/** `useMulti`: only for `mode="multiple"`; `useSelection` never returns it in single mode. */
export function useMulti(): undefined {
  return undefined;
}

/** `useRange`: only for `mode="range"`; `useSelection` never returns it in single mode. */
export function useRange(): undefined {
  return undefined;
}
