/**
 * `@volunteerkit/widgets/portal`: the portal building blocks (spec 2.6) without the
 * residential widgets.
 *
 * @module
 */
export * from '../exports/portal.js';
