// The sandbox of bench/lib/api.mjs, started in a worker thread: its request handling
// (SQLite, JSON) then never holds up the static servers of the bench's own thread,
// as an API server never holds up the CDN that serves a page's scripts. Messages:
// in `workerData` `{ dist, seed }`; out `{ url }` once listening; in `'close'` to stop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { dist, seed } = workerData;
const mod = await import(pathToFileURL(dist).href);
if (typeof mod.startSandbox !== 'function') {
  parentPort.postMessage({ url: null });
} else {
  const dir = mkdtempSync(join(tmpdir(), 'vk-bench-'));
  const server = await mod.startSandbox({
    port: 0,
    host: '127.0.0.1',
    db: join(dir, 'bench.db'),
    seed,
  });
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  parentPort.postMessage({ url: String(server.url) });
}
