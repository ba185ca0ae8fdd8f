// The API the render benchmarks run against: the sandbox (`startSandbox` from
// packages/sandbox/dist, in a worker thread) when it is built, else a small loopback
// stub that answers the public residential calls (so the embed's figures exist while
// the sandbox is being written; the report says which one was used).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT } from './bundle.mjs';

/**
 * @typedef {{ kind: 'sandbox' | 'stub', url: string, apiBase: string, close: () => Promise<void> }} Api
 */

/**
 * Starts the sandbox seeded with `seed` on a free loopback port, or the stub.
 * @param {{ seed?: string }} [options]
 * @returns {Promise<Api>}
 */
export async function startApi(options = {}) {
  const dist = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
  if (existsSync(dist)) {
    // In a thread of its own (bench/lib/apiThread.mjs): see there why.
    const worker = new Worker(new URL('./apiThread.mjs', import.meta.url), {
      workerData: { dist, seed: options.seed ?? 'demo' },
    });
    const started = /** @type {{ url: string | null }} */ (
      await new Promise((ok, fail) => {
        worker.once('message', ok);
        worker.once('error', fail);
      })
    );
    if (started.url) {
      const url = started.url.replace(/\/+$/, '');
      const apiBase = /\/api$/.test(url) ? `${url}/` : `${url}/api/`;
      return {
        kind: 'sandbox',
        url: url.replace(/\/api$/, ''),
        apiBase,
        close: async () => {
          const exited = new Promise((ok) => worker.once('exit', ok));
          worker.postMessage('close');
          await exited;
        },
      };
    }
    await worker.terminate();
  }
  return startStub();
}

/** A stub of the public residential calls with 200 generated opportunities. */
async function startStub() {
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: i + 1,
    slug: `opportunity-${i + 1}`,
    display_name: `Residential opportunity ${i + 1}`,
    type: i % 3 ? 'Residential-long' : 'Residential-short',
    short_advert: `Help at **site ${i + 1}**: *meals*, lodging and [more](https://org.example/o/${i + 1}).`,
    public_url: `https://org.example/o/${i + 1}`,
    image_thumbnail_url: null,
    image_alt: null,
    partner: i % 4 ? null : { name: `Partner ${i}`, logo_url: null },
    available_timeslots: i % 11 ? [{ start: '2027-01-01', end: '2027-12-31' }] : [],
    advert_target: i % 7 ? 'external' : 'internal',
  }));
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, accept, authorization',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const json = (body) => {
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = url.pathname.replace(/\/+$/, '/');
    if (path === '/api/residential-opportunities/') {
      const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 8) || 8);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const type = url.searchParams.get('type') ?? 'any';
      const list = items.filter(
        (o) => type === 'any' || (type === 'long_term') === (o.type === 'Residential-long'),
      );
      const data = list.slice((page - 1) * limit, page * limit);
      return json({
        data,
        meta: {
          pagination: {
            total: list.length,
            count: data.length,
            per_page: limit,
            current_page: page,
            total_pages: Math.ceil(list.length / limit),
          },
        },
      });
    }
    if (path === '/api/residential-opportunities/countries/')
      return json([{ name: 'United Kingdom' }]);
    if (path === '/api/residential-opportunities/counties/') return json({ data: [] });
    if (path.startsWith('/api/geocode/')) return json({ data: [] });
    if (
      path === '/api/opportunities/log/search/' ||
      path === '/api/opportunities/log-apply-action/'
    ) {
      req.resume();
      return void res.writeHead(204, cors).end();
    }
    res.writeHead(404, { ...cors, 'content-type': 'application/json' });
    res.end('{"message":"Not found"}');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    kind: /** @type {const} */ ('stub'),
    url,
    apiBase: `${url}/api/`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
