// One measurement in a fresh process: N sequential GETs on loopback through one of
// `fetch` (plain), `ofetch`, or `client` (createHttpClient). Prints one JSON line.
// Usage: node worker.mjs <kind> <n> <baseURL> <clientEntry> <ofetchEntry>
import { pathToFileURL } from 'node:url';

const [kind, nArg, base, clientEntry, ofetchEntry] = process.argv.slice(2);
const N = Number(nArg);
const WARMUP = 200;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjp7ImlkIjoxfX0.c2ln';
const url = `${base}items/1?include=image&page=2`;
const headers = {
  accept: 'application/vnd.volunteerkit.v3+json',
  'content-type': 'application/json',
  authorization: `Bearer ${TOKEN}`,
};

let call;
if (kind === 'fetch') {
  call = async () => {
    const r = await fetch(url, { headers });
    if (!r.ok) throw new Error(`status ${r.status}`);
    return r.json();
  };
} else if (kind === 'ofetch') {
  const { ofetch } = await import(pathToFileURL(ofetchEntry).href);
  call = () => ofetch(url, { headers, retry: 0 });
} else if (kind === 'client') {
  const { createHttpClient } = await import(pathToFileURL(clientEntry).href);
  const client = createHttpClient({ baseURL: base, token: TOKEN });
  call = () =>
    client.request({ method: 'GET', path: 'items/1', query: { include: 'image', page: 2 } });
} else {
  throw new Error(`unknown kind ${kind}`);
}

for (let i = 0; i < WARMUP; i++) await call();
const cpu0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
let last;
for (let i = 0; i < N; i++) last = await call();
const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
const cpu = process.cpuUsage(cpu0);
if (!last || last.data?.id !== 1) throw new Error('unexpected body');
process.stdout.write(
  `${JSON.stringify({ kind, n: N, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
);
