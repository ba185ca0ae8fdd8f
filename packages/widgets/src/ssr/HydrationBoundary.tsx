import { useState, type ReactNode } from 'react';
import { ResidentialHydrationContext, type ResidentialHydration } from './context.js';
import { snapshotHttp, snapshotResults, type ResidentialResultsSnapshot } from './snapshot.js';

/** Props of {@link ResidentialHydrationBoundary}. */
export interface ResidentialHydrationBoundaryProps {
  /** The snapshot from `prefetchResidentialResults` (server), passed through as JSON. */
  state: ResidentialResultsSnapshot | undefined;
  /** The widgets that start from it (`<ResidentialResults>`). */
  children?: ReactNode;
}

/**
 * Makes the `<ResidentialResults>` inside it start from a server's snapshot (TanStack
 * Query's `HydrationBoundary`, InstantSearch's `InstantSearchSSRProvider`): rendered on
 * the server, the widget shows the snapshot's cards and pagination in the first HTML;
 * in the browser it hydrates the same markup and answers its first search from the
 * snapshot, with no request. Without a snapshot (`undefined`) it changes nothing. The
 * snapshot is read once, when the boundary mounts.
 *
 * @example
 * ```tsx
 * 'use client';
 * import { ResidentialResults } from '@volunteerkit/widgets/residential';
 * import { ResidentialHydrationBoundary } from '@volunteerkit/widgets/hydration';
 *
 * export function Results({ state }: { state: ResidentialResultsSnapshot }) {
 *   return (
 *     <ResidentialHydrationBoundary state={state}>
 *       <ResidentialResults http={http} router={false} />
 *     </ResidentialHydrationBoundary>
 *   );
 * }
 * ```
 */
export function ResidentialHydrationBoundary({
  state,
  children,
}: ResidentialHydrationBoundaryProps) {
  const [hydration] = useState<ResidentialHydration | undefined>(() =>
    state
      ? {
          query: state.query,
          results: snapshotResults(state),
          wrap: (http) => snapshotHttp(http, state),
        }
      : undefined,
  );
  return (
    <ResidentialHydrationContext.Provider value={hydration}>
      {children}
    </ResidentialHydrationContext.Provider>
  );
}
