// Server rendering of the results page: search with the URL's query, stream the
// React markup inside the document, and embed the answer for hydration.
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createHttpClient } from '@volunteerkit/api-client';
import { createResidentialSearchController } from '@volunteerkit/api-client/search';
import { ResultsPage } from './ResultsPage.js';
import { pageStyles } from './styles.js';
import { jsonForScript, recordingHttp, type TransferEntry } from './transferCache.js';

export interface RenderOptions {
  /** The API base URL the server calls (the sandbox: `http://127.0.0.1:4010/api/`). */
  apiUrl: string;
  /** The query string of the request (`?type=long_term&page=2`, or ''). */
  search: string;
  /** The hashed browser entry, from Vite's manifest (`/assets/entry-client-XXXX.js`). */
  script: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Renders the whole HTML document. */
export async function renderResultsPage({ apiUrl, search, script }: RenderOptions) {
  const transfer: TransferEntry[] = [];
  const http = recordingHttp(createHttpClient({ baseURL: apiUrl }), transfer);
  const controller = createResidentialSearchController({
    http,
    initialQuery: search,
    persist: false, // no localStorage on a server
    logSearch: async () => undefined, // the browser logs what the visitor saw
  });
  await controller.search();
  const failed = controller.getState().status === 'error';
  const today = new Date();
  const page = {
    query: controller.getHash(),
    today: today.toISOString(),
    // A failed search is not handed over: the browser searches again (spec 8: quiet failure).
    transfer: failed ? [] : transfer,
  };

  const app = await renderToReadableStream(
    <StrictMode>
      <ResultsPage http={http} controller={controller} today={today} />
    </StrictMode>,
  );
  // The data is already here, so the page is complete at once: it goes out in one piece
  // (a browser that paints half a form re-flows its grid when the rest arrives).
  await app.allReady;
  const markup = await new Response(app).text();
  const head = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Residential opportunities · VolunteerKit SSR example</title>
<style>${pageStyles}</style>
<script type="module" src="${escapeAttr(script)}"></script>
</head>
<body>
<main class="vk-root page" id="root">`;
  const tail = `</main>
<script type="application/json" id="vk-page-data">${jsonForScript(page)}</script>
</body>
</html>`;
  controller.destroy();
  return `${head}${markup}${tail}`;
}
