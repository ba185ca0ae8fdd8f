'use client';
// The client half: the results start from the snapshot of the boundary around them
// (page.tsx). The stylesheet is a real file (`residential.css`), so the page needs no
// inline <style> (strict CSP).
import { createHttpClient } from '@volunteerkit/api-client';
import { ResidentialResults } from '@volunteerkit/widgets/residential';
import '@volunteerkit/widgets/residential.css';

// In the browser the API is on the page's origin (next.config.mjs forwards /api/).
const http = createHttpClient({ baseURL: '/api/' });

export function Results() {
  // The search lives in the query string the server reads, not in the hash.
  return <ResidentialResults http={http} router={false} headingLevel={2} />;
}
