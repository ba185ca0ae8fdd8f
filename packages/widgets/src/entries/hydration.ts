/**
 * `@volunteerkit/widgets/hydration`: the browser half of server rendering.
 * `<ResidentialHydrationBoundary state={snapshot}>` makes the `<ResidentialResults>`
 * inside it start from the snapshot `prefetchResidentialResults` (from
 * `@volunteerkit/widgets/server`) made on the server. A subpath of its own, so pages
 * that do not server-render (and the embed) do not carry it. See "Server rendering".
 *
 * @module
 */
'use client';

export { ResidentialHydrationBoundary } from '../ssr/HydrationBoundary.js';
export type { ResidentialHydrationBoundaryProps } from '../ssr/HydrationBoundary.js';
export { ResidentialHydrationContext } from '../ssr/context.js';
export type { ResidentialHydration } from '../ssr/context.js';
export { snapshotHttp, snapshotKey, snapshotResults } from '../ssr/snapshot.js';
export type { ResidentialResultsSnapshot, ResidentialSnapshotAnswer } from '../ssr/snapshot.js';
