/**
 * `@volunteerkit/widgets`: accessible React components for VolunteerKit.
 *
 * Public exports are gathered from `./exports/<area>.ts`.
 *
 * @packageDocumentation
 */
export { useController } from './hooks/useController.js';
export type { Subscribable } from './hooks/useController.js';
export { themeTokensCss } from './theme/tokens.js';
export * from './exports/residential.js';
export * from './exports/portal.js';
