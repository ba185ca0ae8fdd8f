#!/usr/bin/env node
// Render and interaction timings in Chromium with the CPU throttled 4x (DevTools
// protocol), medians of repeated cold runs (a fresh browser context each run; 15 by
// default, BENCH_RUNS to change), the embed and its peer interleaved run by run and
// compared pair by pair (paired median with a bootstrap 95 % interval, bench/lib/paired.mjs),
// with the waterfall of the median run of each:
// - the embed: navigation to the first results painted, against the sandbox;
// - the embed's results page: a page change (click to the next page's cards painted);
// - the portal: the sign-in form painted, and sign-in to the first screen painted.
// Writes bench/results/render.{md,json}. Everything is served on 127.0.0.1.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/serve.mjs';
import { startApi } from '../lib/api.mjs';
import { launchBrowser, throttleCpu } from '../lib/browser.mjs';
import { build } from 'esbuild';
import { kib, measure, PREACT_ALIAS, ROOT, sharedOptions, sumSizes } from '../lib/bundle.mjs';
import { median, table, writeResult } from '../lib/report.mjs';
import { pairedRatio } from '../lib/paired.mjs';
import { CARD_SELECTOR, firstResultsOf, installProbe } from './probe.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
// At least 15 runs of each results page (issue 33): the paired median needs them on a busy machine.
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 3 : 15));
// BENCH_RENDER_EMBED_ONLY=1: the embed and its peer only (no portal rows).
const EMBED_ONLY = process.env.BENCH_RENDER_EMBED_ONLY === '1';
const CPU_RATE = 4;
const EMBED_DIST = join(ROOT, 'packages', 'residential-embed', 'dist');
const PORTAL_DIST = join(ROOT, 'packages', 'portal', 'dist');
const LOGIN = { email: 'admin@volunteerkit.test', password: 'volunteerkit-demo' };

/** @type {{ id: string, label: string, runs: number[], median?: number, note?: string }[]} */
const rows = [];
const notes = [];
const started = Date.now();
const cleanups = [];

const api = await startApi({ seed: 'demo' });
cleanups.push(() => api.close());
notes.push(
  api.kind === 'sandbox'
    ? 'API: the sandbox (`startSandbox`, seed `demo`) on loopback.'
    : 'API: a loopback stub of the public residential calls (the sandbox was not built ' +
        'with `startSandbox` in this run), so the embed figures do not include the ' +
        "sandbox's search time; the portal was not measured.",
);

const browser = await launchBrowser();
cleanups.push(() => browser.close());

/** A fresh, throttled page with the probe installed. */
async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`(${installProbe.toString()})(${JSON.stringify(CARD_SELECTOR)})`);
  const page = await context.newPage();
  await throttleCpu(page, CPU_RATE);
  return { context, page };
}

/** Files of a served dist folder a page downloaded before `until` (ms since navigation). */
async function assetBytesBefore(page, { origin, dir }, until) {
  const names = await page.evaluate(
    ({ origin, until }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(origin) && e.startTime <= until)
        .map((e) => new URL(e.name).pathname),
    { origin, until },
  );
  // A file can vanish if the package is rebuilt meanwhile: count what can still be read.
  const read = [...new Set(names)].flatMap((p) => {
    try {
      return [{ p, sizes: measure(readFileSync(join(dir, p))) }];
    } catch {
      return [];
    }
  });
  return { files: read.map((f) => f.p), sizes: sumSizes(read.map((f) => f.sizes)) };
}

/**
 * Times a results page: navigation to the first result cards painted, then a page
 * change (the next-page control clicked, to the next page's cards painted).
 * @param {{ id: string, label: string, url: string, assets?: { origin: string, dir: string } }} target
 */
function resultsPageMeasure(target) {
  const first = {
    id: `${target.id}-first-results`,
    label: `${target.label}: navigation to first results painted`,
    runs: [],
  };
  const change = {
    id: `${target.id}-page-change`,
    label: `${target.label}: page change (click to next page painted)`,
    runs: [],
  };
  /** @type {{ files: string[], sizes: import('../lib/bundle.mjs').Sizes } | null} */
  let bytes = null;
  const phases = { scripts: [], apiStart: [], api: [], total: [] };
  /** @type {{ paint: number, entries: { what: string, start: number, end: number }[] }[]} */
  const waterfalls = [];
  /** One cold run; false when no results were painted (the target is then skipped). */
  async function runOnce() {
    const { context, page } = await freshPage();
    try {
      const firstResults = firstResultsOf(page);
      await page.goto(target.url, { waitUntil: 'commit' });
      const t = await firstResults;
      if (typeof t !== 'number') {
        first.note = 'no result cards were painted within 20 s';
        return false;
      }
      first.runs.push(t);
      if (target.assets) bytes = await assetBytesBefore(page, target.assets, t);
      const timing = await page.evaluate(
        ({ until }) => {
          const entries = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime <= until && e.initiatorType !== 'img');
          const nav = performance.getEntriesByType('navigation')[0];
          return {
            waterfall: [
              ...(nav ? [{ what: 'page (HTML)', start: 0, end: nav.responseEnd }] : []),
              ...entries.map((e) => {
                const u = new URL(e.name);
                return {
                  what: `${u.pathname.split('/').slice(-2).join('/')}${u.search ? ' (query)' : ''}`,
                  start: e.startTime,
                  end: e.responseEnd,
                };
              }),
            ],
          };
        },
        { until: t },
      );
      waterfalls.push({ paint: t, entries: timing.waterfall });
      const js = timing.waterfall.filter((e) => /\.m?js$/.test(e.what));
      const call = timing.waterfall.find((e) => /residential-opportunities/.test(e.what));
      phases.scripts.push(Math.max(0, ...js.map((e) => e.end)));
      phases.apiStart.push(call?.start ?? Number.NaN);
      phases.api.push(call ? call.end - call.start : Number.NaN);
      phases.total.push(t);
      const dt = await page.evaluate(async () => {
        const bench = window.__vkBench;
        const controls = bench
          .roots()
          .flatMap((r) => [...r.querySelectorAll('nav a, nav button, a[href*="page"], button')]);
        const label = (el) =>
          `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim();
        const next =
          controls.find((el) => /(^|\s)(»|next)(\s|$)/i.test(label(el))) ??
          controls.find((el) => /^(page\s*)?2$/i.test(label(el)));
        if (!next) return { error: 'no next-page control found' };
        const before = bench.firstText();
        const t0 = performance.now();
        next.click();
        const t1 = await bench.whenChanged(before);
        return t1 === null
          ? { error: 'the next page was not painted within 15 s' }
          : { ms: t1 - t0 };
      });
      if ('ms' in dt && typeof dt.ms === 'number') change.runs.push(dt.ms);
      else change.note = dt.error;
    } finally {
      await context.close();
    }
    return true;
  }
  function result() {
    // The run whose first paint is the median one, as a waterfall.
    const mid = median(waterfalls.map((w) => w.paint));
    const waterfall = [...waterfalls].sort(
      (a, b) => Math.abs(a.paint - mid) - Math.abs(b.paint - mid),
    )[0];
    return { rows: [first, change], bytes, phases, waterfall };
  }
  return { runOnce, result };
}

/**
 * Measures several results pages run by run, interleaved (A, B, B, A, ...), so that
 * a busy moment of the shared machine falls on both: the ratios compare like with like.
 * @param {Parameters<typeof resultsPageMeasure>[0][]} targets
 */
async function measureResultsPages(targets) {
  const measures = targets.map((t) => ({ m: resultsPageMeasure(t), ok: true }));
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? measures : [...measures].reverse();
    for (const entry of order) if (entry.ok) entry.ok = await entry.m.runOnce();
  }
  return measures.map((entry) => entry.m.result());
}

/** @type {{ files: string[], sizes: import('../lib/bundle.mjs').Sizes } | null} */
let embedBytes = null;
/** @type {{ who: string, paint: number, entries: { what: string, start: number, end: number }[] }[]} */
const waterfallTables = [];

/** Notes where a results page's time to first results goes (medians). */
function phaseNote(who, phases) {
  if (!phases.total.length) return;
  const m = (xs) => median(xs.filter((v) => Number.isFinite(v))).toFixed(0);
  notes.push(
    `Where ${who}'s time to first results goes (medians): its last script has arrived at ` +
      `${m(phases.scripts)} ms, the search call starts at ${m(phases.apiStart)} ms and ` +
      `takes ${m(phases.api)} ms, results are painted at ${m(phases.total)} ms.`,
  );
}

/**
 * The results pages to measure (the embed and its peer), run interleaved once both
 * are served; `handle` turns each one's figures into rows and notes.
 * @type {{ target: Parameters<typeof resultsPageMeasure>[0], handle: (m: ReturnType<ReturnType<typeof resultsPageMeasure>['result']>) => void }[]}
 */
const pending = [];
/** @type {Record<string, { ratio: number, paired: number, low: number, high: number, n: number, limit: number, met: boolean }>} */
const ratios = {};

// ---------------------------------------------------------------- the embed
const embedEntry = join(EMBED_DIST, 'residential-embed.js');
if (!existsSync(embedEntry) || readFileSync(embedEntry).length === 0) {
  notes.push('The embed is not built: its rows are n/a.');
} else {
  const embedServer = await serveStatic({
    mounts: { '/': EMBED_DIST },
    headers: { 'access-control-allow-origin': '*' },
  });
  cleanups.push(() => embedServer.close());
  const pageDir = mkdtempSync(join(tmpdir(), 'vk-bench-page-'));
  cleanups.push(() => rmSync(pageDir, { recursive: true, force: true }));
  // A partner page on its own origin, as in examples/script-tag: one script tag and one
  // results mount point.
  writeFileSync(
    join(pageDir, 'results.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner: residential opportunities</title>
<script src="${embedServer.url}/residential-embed.js" data-api-base="${api.apiBase}" async></script>
</head>
<body>
<h1>Residential opportunities</h1>
<div id="vk-results" data-volunteerkit-residential data-view="results" data-results-url="results.html"></div>
</body>
</html>
`,
  );
  const partner = await serveStatic({ mounts: { '/': pageDir } });
  cleanups.push(() => partner.close());

  pending.push({
    target: {
      id: 'embed',
      label: 'embed',
      url: `${partner.url}/results.html`,
      assets: { origin: embedServer.url, dir: EMBED_DIST },
    },
    handle(measured) {
      rows.push(...measured.rows);
      if (measured.bytes) {
        embedBytes = measured.bytes;
        notes.push(
          `Before the first results painted, the page downloaded ${measured.bytes.files.length} files of the ` +
            `embed: ${kib(measured.bytes.sizes.gzip)} KiB gz (${measured.bytes.files.map((f) => `\`${f}\``).join(', ')}).`,
        );
      }
      phaseNote('the embed', measured.phases);
      if (measured.waterfall) waterfallTables.push({ who: 'the embed', ...measured.waterfall });
    },
  });
}

// ------------------------------------------------- the peer: a straightforward embed
{
  notes.push(
    "The straightforward peer shows each card's thumbnail (`image_thumbnail_url`, spec 2.4) like " +
      'the embed; until issue 20 it read `image.url`, which this API does not send, so it loaded ' +
      'no image and its times were not comparable.',
  );
  const dir = mkdtempSync(join(tmpdir(), 'vk-bench-peer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  await build({
    entryPoints: [join(ROOT, 'bench', 'peers', 'straightforward-embed.js')],
    ...sharedOptions({ alias: PREACT_ALIAS }),
    outdir: dir,
    write: true,
    metafile: false,
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Peer: straightforward embed</title>
<script type="module" src="/straightforward-embed.js"></script></head>
<body><h1>Residential opportunities</h1><div data-residential data-api-base="${api.apiBase}"></div></body>
</html>
`,
  );
  const server = await serveStatic({ mounts: { '/': dir } });
  cleanups.push(() => server.close());
  pending.push({
    target: {
      id: 'peer-straightforward',
      label: 'peer: straightforward embed on preact/compat',
      url: `${server.url}/index.html`,
    },
    handle(measured) {
      rows.push(...measured.rows);
      phaseNote('the straightforward peer', measured.phases);
      if (measured.waterfall) {
        waterfallTables.push({ who: 'the straightforward peer', ...measured.waterfall });
      }
    },
  });
}

{
  const results = await measureResultsPages(pending.map((p) => p.target));
  pending.forEach((p, i) => p.handle(results[i]));
  // Issues 20 and 33: the embed against the straightforward peer, in this run (interleaved
  // run by run, so each pair shares the machine's load): the paired median is the figure.
  const runsOf = (id) => rows.find((r) => r.id === id)?.runs ?? [];
  for (const [what, limit] of [
    ['first-results', 0.75],
    ['page-change', 0.8],
  ]) {
    const ours = runsOf(`embed-${what}`);
    const theirs = runsOf(`peer-straightforward-${what}`);
    if (!ours.length || !theirs.length) continue;
    const ratio = median(ours) / median(theirs);
    const paired = pairedRatio(ours, theirs);
    const met = paired.median <= limit;
    ratios[what] = {
      ratio,
      paired: paired.median,
      low: paired.low,
      high: paired.high,
      n: paired.n,
      limit,
      met,
    };
    const line =
      `The embed / the straightforward peer, ${what.replace('-', ' ')}: paired median ` +
      `${paired.median.toFixed(2)}× (bootstrap 95 % interval ${paired.low.toFixed(2)}–` +
      `${paired.high.toFixed(2)}×, ${paired.n} paired runs; ratio of medians ${ratio.toFixed(2)}×), ` +
      `limit ${limit.toFixed(2)}×: ${met ? 'met' : '**not met**'} in this run.`;
    notes.push(line);
    console.error(line);
  }
}

// ---------------------------------------------------------------- the portal
const portalIndex = join(PORTAL_DIST, 'index.html');
if (EMBED_ONLY) {
  notes.push('The portal was not measured in this run (BENCH_RENDER_EMBED_ONLY=1).');
} else if (api.kind !== 'sandbox') {
  rows.push({
    id: 'portal-sign-in-form',
    label: 'portal: navigation to the sign-in form painted',
    runs: [],
    note: 'needs the sandbox',
  });
  rows.push({
    id: 'portal-first-screen',
    label: 'portal: sign-in to the first screen painted',
    runs: [],
    note: 'needs the sandbox',
  });
} else if (!existsSync(portalIndex)) {
  notes.push('The portal is not built: its rows are n/a.');
} else {
  const portal = await serveStatic({
    mounts: { '/': PORTAL_DIST },
    fallback: portalIndex,
    proxy: { '/api/': api.url },
  });
  cleanups.push(() => portal.close());
  const form = {
    id: 'portal-sign-in-form',
    label: 'portal: navigation to the sign-in form painted',
    runs: [],
  };
  const screen = {
    id: 'portal-first-screen',
    label: 'portal: sign-in to the first screen painted',
    runs: [],
  };
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${portal.url}/`, { waitUntil: 'commit' });
      const tForm = await page
        .waitForFunction(
          () =>
            document.querySelector('input[type="password"]') &&
            new Promise((ok) => requestAnimationFrame(() => ok(performance.now()))),
          null,
          { timeout: 20000, polling: 'raf' },
        )
        .then((h) => h.jsonValue())
        .catch(() => null);
      if (typeof tForm !== 'number') {
        form.note = 'no sign-in form within 20 s';
        screen.note = 'no sign-in form';
        break;
      }
      form.runs.push(tForm);
      await page.locator('input[type="email"], input[name="email"]').first().fill(LOGIN.email);
      await page.locator('input[type="password"]').first().fill(LOGIN.password);
      const t0 = await page.evaluate(() => {
        const button =
          document.querySelector('form button[type="submit"]') ??
          document.querySelector('form button:not([type="button"])');
        const t = performance.now();
        if (button instanceof HTMLElement) button.click();
        else document.querySelector('form')?.requestSubmit();
        return t;
      });
      const t1 = await page
        .waitForFunction(
          () => {
            if (document.querySelector('input[type="password"]')) return false;
            const heading = document.querySelector('main h1, h1, [role="heading"][aria-level="1"]');
            if (!heading || !document.querySelector('nav a, nav button')) return false;
            if (document.querySelector('[aria-busy="true"]')) return false;
            return new Promise((ok) => requestAnimationFrame(() => ok(performance.now())));
          },
          null,
          { timeout: 20000, polling: 'raf' },
        )
        .then((h) => h.jsonValue())
        .catch(() => null);
      if (typeof t1 === 'number') screen.runs.push(t1 - t0);
      else screen.note = 'no first screen (heading + navigation) within 20 s of signing in';
    } finally {
      await context.close();
    }
  }
  rows.push(form, screen);
}

for (const c of cleanups.reverse()) await c();

for (const r of rows) if (r.runs.length) r.median = median(r.runs);
const fmt = (v) => (typeof v === 'number' ? v.toFixed(0) : 'n/a');
const md = [
  '## Render and interaction in Chromium',
  '',
  `System Chromium (playwright-core), headless, CPU throttled ${CPU_RATE}× through the DevTools ` +
    `protocol (\`Emulation.setCPUThrottlingRate\`), a fresh browser context (cold cache) per ` +
    `run, ${RUNS} runs, medians in ms measured in the page (\`performance.now()\` at the ` +
    "animation frame that shows the result). The embed's partner page, its scripts and the " +
    "API are three loopback origins; the peer's page (with its script) and the API are two.",
  '',
  table(
    ['Measure', 'median ms', 'min', 'max', 'runs', 'note'],
    rows.map((r) => [
      r.label,
      fmt(r.median),
      fmt(r.runs.length ? Math.min(...r.runs) : undefined),
      fmt(r.runs.length ? Math.max(...r.runs) : undefined),
      r.runs.length,
      r.note ?? '',
    ]),
    ['l', 'r', 'r', 'r', 'r', 'l'],
  ),
  '',
  ...notes.map((n) => `- ${n}`),
  '',
  ...waterfallTables.flatMap((w) => [
    `### Waterfall of ${w.who} (the median run, ms since navigation)`,
    '',
    table(
      ['Request', 'start', 'end'],
      [
        ...w.entries.map((e) => [e.what, e.start.toFixed(0), e.end.toFixed(0)]),
        ['**first results painted**', '', w.paint.toFixed(0)],
      ],
    ),
    '',
  ]),
  'Team tree and role selector timings are in the portal blocks section.',
  '',
  `_Measured in ${((Date.now() - started) / 1000).toFixed(0)} s._`,
].join('\n');
writeResult('render', md, {
  api: api.kind,
  cpuThrottling: CPU_RATE,
  runs: RUNS,
  rows,
  notes,
  embedBytes,
  ratios,
  breakdown: notes.filter((n) => n.startsWith('Where ')).join(' ') || null,
});
console.log(md);
