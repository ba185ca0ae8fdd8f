'use client';
// The client half: the widgets start from the server's snapshot. The stylesheet is a
// real file (`residential.css`), so the page needs no inline <style> (strict CSP).
import { createHttpClient } from '@volunteerkit/api-client';
import { ResidentialResults } from '@volunteerkit/widgets/residential';
import {
  ResidentialHydrationBoundary,
  type ResidentialResultsSnapshot,
} from '@volunteerkit/widgets/hydration';
import '@volunteerkit/widgets/residential.css';

// In the browser the API is on the page's origin (next.config.mjs forwards /api/).
const http = createHttpClient({ baseURL: '/api/' });

export function Results({ state }: { state: ResidentialResultsSnapshot }) {
  return (
    <div className="vk-root">
      <ResidentialHydrationBoundary state={state}>
        {/* The search lives in the query string the server reads, not in the hash. */}
        <ResidentialResults http={http} router={false} headingLevel={2} />
      </ResidentialHydrationBoundary>
    </div>
  );
}
