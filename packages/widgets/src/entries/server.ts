/**
 * `@volunteerkit/widgets/server`: what a server calls before it renders the widgets
 * (no `'use client'` directive, no React): {@link prefetchResidentialResults} searches
 * and returns the snapshot that `<ResidentialHydrationBoundary>` (from
 * `@volunteerkit/widgets/residential`) hydrates from. See "Server rendering" in the README.
 *
 * @module
 */
export {
  prefetchResidentialResults,
  snapshotHttp,
  snapshotKey,
  snapshotResults,
} from '../ssr/snapshot.js';
export type {
  PrefetchResidentialResultsOptions,
  ResidentialResultsSnapshot,
  ResidentialSnapshotAnswer,
} from '../ssr/snapshot.js';
