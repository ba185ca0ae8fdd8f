// A server component: it searches with the URL's query (`?type=long_term&page=2`) and
// renders the widgets' hydration boundary itself (imported here, in the server graph:
// `@volunteerkit/widgets/hydration` starts with 'use client', so Next.js makes it a
// client reference instead of evaluating React's client APIs on the server). The
// client component inside renders the cards on the server and hydrates them in the
// browser without a second search.
import { createHttpClient } from '@volunteerkit/api-client';
import { prefetchResidentialResults } from '@volunteerkit/widgets/server';
import { ResidentialHydrationBoundary } from '@volunteerkit/widgets/hydration';
import { Results } from './Results';

// Searched per request (the query string decides the page).
export const dynamic = 'force-dynamic';

export default async function ResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const http = createHttpClient({
    baseURL: process.env.VK_API_URL ?? 'http://127.0.0.1:4010/api/',
  });
  const state = await prefetchResidentialResults({ http, query: await searchParams });
  return (
    <main className="vk-root">
      <ResidentialHydrationBoundary state={state}>
        <Results />
      </ResidentialHydrationBoundary>
    </main>
  );
}
