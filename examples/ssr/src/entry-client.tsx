// The browser entry: reads the search answer the server embedded, answers the
// first search from it (no request), and hydrates the server's markup.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createHttpClient } from '@volunteerkit/api-client';
import { createResidentialSearchController } from '@volunteerkit/api-client/search';
import { ResultsPage } from './ResultsPage.js';
import { replayingHttp, type TransferEntry } from './transferCache.js';

interface PageData {
  query: string;
  today: string;
  transfer: TransferEntry[];
}

const data = JSON.parse(document.getElementById('vk-page-data')?.textContent ?? '{}') as PageData;
// The sandbox is proxied under /api/ by the server that rendered this page.
const http = replayingHttp(createHttpClient({ baseURL: '/api/' }), data.transfer ?? []);
const controller = createResidentialSearchController({
  http,
  initialQuery: data.query,
  autoSearch: true,
});

// Resolves from the embedded answer: the controller holds the server's results
// before React hydrates, so the first client render matches the HTML exactly.
// The search is logged from here (the visitor saw these results), not by the server.
await controller.search();

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <ResultsPage http={http} controller={controller} today={new Date(data.today)} />
  </StrictMode>,
);
document.documentElement.dataset.hydrated = 'true';
