#!/usr/bin/env node
// A CPU profile of the embed's results page (Chromium, CPU 4x, cold): where the
// main thread's time goes before the first results paint, by script and function.
// Not part of `pnpm bench`; run it alone when working on the embed's speed:
//   node bench/render/profile.mjs [--runs=3]
// The trace's totals by event name count V8's main-thread compilation too
// (`V8.CompileCode`, `V8.ParseFunction`: the disabled-by-default-v8.compile category),
// which is how stop 43 saw that lazy compilation was the largest item (issue 33).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/serve.mjs';
import { startApi } from '../lib/api.mjs';
import { launchBrowser, throttleCpu } from '../lib/browser.mjs';
import { ROOT } from '../lib/bundle.mjs';
import { CARD_SELECTOR, firstResultsOf, installProbe } from './probe.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 2);
const api = await startApi({ seed: 'demo' });
const embed = await serveStatic({
  mounts: { '/': join(ROOT, 'packages', 'residential-embed', 'dist') },
  headers: { 'access-control-allow-origin': '*' },
});
const dir = mkdtempSync(join(tmpdir(), 'vk-profile-'));
writeFileSync(
  join(dir, 'results.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>p</title>
<script src="${embed.url}/residential-embed.js" data-api-base="${api.apiBase}" async></script></head>
<body><h1>Residential opportunities</h1>
<div data-volunteerkit-residential data-view="results" data-results-url="results.html"></div></body></html>`,
);
const partner = await serveStatic({ mounts: { '/': dir } });
const browser = await launchBrowser();
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`(${installProbe.toString()})(${JSON.stringify(CARD_SELECTOR)})`);
  const page = await context.newPage();
  const cdp = await throttleCpu(page, 4);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const traced = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', {
    categories:
      'toplevel,devtools.timeline,v8,disabled-by-default-v8.compile,blink,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  const firstResults = firstResultsOf(page);
  await page.goto(`${partner.url}/results.html`, { waitUntil: 'commit' });
  const t = await firstResults;
  if (t === null) throw new Error('no results were painted within 20 s');
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  // Main-thread trace events by name (complete events, top-level durations summed).
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The navigation's start on the trace clock: the trace event whose timestamp matches
  // performance.timeOrigin (the page reports both clocks at the first results).
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.filter((e) => e.name === 'navigationStart').pop();
  const cutoff = nav ? nav.ts + t * 1000 : Infinity;
  const mainEvents = events.filter(
    (e) =>
      main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts < cutoff,
  );
  // The top-level tasks before the first results, as a timeline (Chromium 156 names
  // them ThreadControllerImpl::RunTask, older builds RunTask; category `toplevel`).
  const TASK = /^(ThreadControllerImpl::)?RunTask$/;
  if (nav) {
    const tasks = mainEvents
      .filter((e) => TASK.test(e.name) && e.dur > 8000 && e.ts >= nav.ts)
      .map((task) => {
        const inside = mainEvents.filter(
          (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
        );
        const kinds = new Map();
        for (const e of inside) {
          const k =
            e.name === 'FunctionCall' ||
            e.name === 'EvaluateScript' ||
            e.name === 'v8.compile' ||
            e.name === 'v8.compileModule' ||
            e.name === 'UpdateLayoutTree' ||
            e.name === 'Layout' ||
            e.name === 'Paint' ||
            e.name === 'ParseHTML' ||
            e.name.startsWith('IsolatedSVG') ||
            e.name === 'v8.evaluateModule' ||
            e.name === 'BlinkScheduler_PerformMicrotaskCheckpoint' ||
            e.name === 'EventDispatch' ||
            e.name === 'v8.parseOnBackground'
              ? e.name
              : null;
          if (k) kinds.set(k, (kinds.get(k) ?? 0) + e.dur / 1000);
        }
        const what = [...kinds.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
          .join(', ');
        return `  ${((task.ts - nav.ts) / 1000).toFixed(0).padStart(5)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${what}`;
      });
    console.log('main-thread tasks over 8 ms before the first results:\n' + tasks.join('\n'));
    // The network and module events on the same clock: when each file and the search
    // answer arrived, and when each module was evaluated.
    const at = (e) => ((e.ts - nav.ts) / 1000).toFixed(0).padStart(5);
    const sent = new Map();
    for (const e of events)
      if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId)
        sent.set(e.args.data.requestId, e.args.data.url);
    const name = (url) =>
      String(url ?? '')
        .replace(/^.*\/(?=[^/]+\/?(\?|$))/, '')
        .slice(0, 60);
    const moments = events
      .filter((e) => e.ts >= nav.ts && e.ts < cutoff)
      .flatMap((e) => {
        const id = e.args?.data?.requestId;
        if (e.name === 'ResourceSendRequest')
          return [[e.ts, `${at(e)} send    ${name(e.args.data.url)}`]];
        if (e.name === 'ResourceFinish' && sent.has(id))
          return [[e.ts, `${at(e)} arrived ${name(sent.get(id))}`]];
        if (e.name === 'v8.evaluateModule' || e.name === 'v8.compileModule')
          return [
            [
              e.ts,
              `${at(e)} ${e.name} +${((e.dur ?? 0) / 1000).toFixed(0)} ms ${name(e.args?.data?.url ?? e.args?.fileName)}`,
            ],
          ];
        return [];
      })
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => '  ' + line);
    console.log('files, answer and modules:\n' + moments.join('\n'));
  }
  const byName = new Map();
  for (const e of mainEvents) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  console.log(
    'trace (main thread, inclusive ms by event):\n' +
      [...byName.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 22)
        .map(([n, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${n}`)
        .join('\n'),
  );
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byUrl = new Map();
  const dts = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const url = f.url.split('/').pop() || `(${f.functionName || 'native'})`;
    const key = `${f.functionName || '(anonymous)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
    const dt = (dts[i] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
  });
  // Inclusive time per function (a function's samples plus its callees'), ours only.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (dts[i] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      if (!/residential-embed|chunks\//.test(f.url)) continue;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`\nrun ${r + 1}: first results at ${t.toFixed(0)} ms`);
  console.log('self time by script:\n' + top(byUrl, 12));
  console.log('self time by function:\n' + top(self, 25));
  console.log('inclusive time by function (ours):\n' + top(inclusive, 30));
  await context.close();
}
await browser.close();
await partner.close();
await embed.close();
await api.close();
rmSync(dir, { recursive: true, force: true });
