/**
 * `@volunteerkit/widgets`: accessible React components for VolunteerKit.
 *
 * The subpath entry points (`./entries/<name>.ts`, published as
 * `@volunteerkit/widgets/<name>`) are the one list of public exports; this file
 * gathers them (the residential widgets with the date picker, and the portal
 * building blocks), and adds the binding hook, which has no subpath of its own.
 * The `markdown` subpath's renderer functions stay on that subpath only (the
 * `Markdown` widget is here).
 *
 * @packageDocumentation
 */
'use client';

export { useController } from './hooks/useController.js';
export type { Subscribable } from './hooks/useController.js';
export * from './entries/residential.js';
export * from './entries/date-picker.js';
export * from './entries/portal.js';
export * from './entries/hydration.js';
export * from './entries/server.js';
export * from './entries/styles.js';
