// The short "Reading" at the top of docs/benchmarks.md, written from the figures of
// the run (bench/results/*.json) so that it never disagrees with the tables.
import { kib } from './bundle.mjs';

/** @param {number | undefined} a @param {number | undefined} b */
const r = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : undefined);
const x = (v) => (v === undefined ? 'n/a' : `${v.toFixed(2)}×`);
const pct = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(0)}%`;

/**
 * @param {{
 *   sizes: any,
 *   render: any,
 *   overhead?: any,
 *   refresh?: any,
 *   outcomes: { name: string, outcome: string }[],
 * }} input
 * @returns {string} Markdown bullet list
 */
export function reading({ sizes, render, overhead, refresh, outcomes }) {
  const out = [];
  const status = (v, limit) =>
    typeof v === 'number' ? `${kib(v)} / ${kib(limit)}${v <= limit ? '' : ' **over**'}` : 'n/a';
  if (sizes) {
    const ours = Object.fromEntries((sizes.ours ?? []).map((o) => [o.id, o]));
    const isv = (sizes.peers ?? []).find((p) => p.id === 'instantsearch-vanilla')?.sizes?.gzip;
    const total = ours['embed-total']?.sizes?.gzip;
    const equivalent = ours['embed-equivalent-page']?.sizes?.gzip;
    const browser = render?.embedBytes?.sizes?.gzip;
    const goal = r(equivalent, isv);
    out.push(
      '- **Budgets and goal** (KiB gzip, measured / limit): embed first paint ' +
        `${status(ours['embed-first-paint']?.sizes?.gzip, 35 * 1024)} counted from its manifest` +
        (typeof browser === 'number'
          ? `, ${status(browser, 35 * 1024)} as fetched by Chromium before the first results painted`
          : '') +
        `; whole embed ${status(total, 60 * 1024)}; residential-only client ` +
        `${status(ours['client-residential']?.sizes?.gzip, 12 * 1024)}; the equivalent page (every chunk but the calendar) vs ` +
        `instantsearch.js vanilla ${x(goal)} (goal ≤ 0.50×${goal !== undefined && goal > 0.5 ? ', **not met**' : ', met'}), ` +
        `the whole embed with the calendar ${x(r(total, isv))}.`,
    );
  }
  if (sizes) {
    const ours = Object.fromEntries((sizes.ours ?? []).map((o) => [o.id, o]));
    const peers = Object.fromEntries((sizes.peers ?? []).map((p) => [p.id, p]));
    const gz = (o) => o?.sizes?.gzip;
    const fp = gz(ours['embed-first-paint']);
    const total = gz(ours['embed-total']);
    const isv = gz(peers['instantsearch-vanilla']);
    const simple = gz(peers['straightforward-embed-preact']);
    if (typeof total === 'number') {
      const equivalent = gz(ours['embed-equivalent-page']);
      const ratio = r(equivalent, isv);
      out.push(
        `- **Embed.** Its static first-paint payload (loader, core and the largest view's ` +
          `chunk closure) is ${kib(fp)} KiB gz (budget 35) and the whole embed with every lazy ` +
          `chunk ${kib(total)} KiB gz (budget 60). The equivalent of instantsearch.js's page ` +
          `(search box, refinements, hits, pagination: everything but our lazy calendar, adverts formatted) is ` +
          `${kib(equivalent)} KiB gz, ${x(ratio)} the size of instantsearch.js vanilla ` +
          `(${ratio !== undefined && ratio <= 0.5 ? 'within' : '**not within**'} the goal of 0.50×); ` +
          `with the calendar ${x(r(total, isv))}, and ${x(r(total, simple))} the same page written the straightforward way on preact/compat (limit 0.95×, enforced by e2e/embed-size.test.ts).`,
      );
      const comp = sizes.embedComposition ?? [];
      const all = comp.reduce((a, [, b]) => a + b, 0);
      if (comp.length) {
        out.push(
          `  Its minified bytes go to ${comp
            .slice(0, 4)
            .map(([p, b]) => `${p} ${pct(b, all)}`)
            .join(', ')}.`,
        );
      }
    } else {
      out.push('- **Embed.** Not measured in this run (no built embed).');
    }
    const client = gz(ours['client-residential']);
    if (typeof client === 'number') {
      const comp = sizes.clientComposition ?? [];
      const all = comp.reduce((a, [, b]) => a + b, 0);
      out.push(
        `- **Client.** The residential-only client is ${kib(client)} KiB gz (budget 12): ` +
          `${x(r(client, gz(peers['openapi-fetch'])))} the size of openapi-fetch, ` +
          `${x(r(client, gz(peers.ofetch)))} that of ofetch alone and ` +
          `${x(r(client, gz(peers['ofetch-zod-mini-jwt'])))} that of ofetch + zod/mini + jwt-decode ` +
          '(the same feature set done by hand: transport, schemas, token decoding). ' +
          (typeof gz(ours['client-createClient']) === 'number'
            ? `The whole typed catalogue (\`createClient\`) is ${kib(gz(ours['client-createClient']))} KiB gz, ` +
              'so tree-shaking keeps the rest of the catalogue out of residential pages. '
            : '') +
          (comp.length
            ? `Its bytes: ${comp
                .slice(0, 4)
                .map(([p, b]) => `${p} ${pct(b, all)}`)
                .join(', ')}.`
            : ''),
      );
    }
    const portal = gz(ours['portal-first-screen']);
    const reactDom = gz(peers['react-dom']);
    if (typeof portal === 'number') {
      out.push(
        `- **Portal.** The first screen downloads ${kib(portal)} KiB gz; React and react-dom ` +
          `alone are ${kib(reactDom)} KiB gz of it (${pct(reactDom ?? 0, portal)}). The largest ` +
          `chunk is ${kib(gz(ours['portal-largest-chunk']))} KiB gz.`,
      );
      const comp = sizes.portalComposition ?? [];
      const all = comp.reduce((a, [, b]) => a + b, 0);
      if (comp.length) {
        out.push(
          `  Its first-screen bytes (minified): ${comp
            .slice(0, 5)
            .map(([p, b]) => `${p} ${pct(b, all)}`)
            .join(', ')}.`,
        );
      }
    }
    const widgets = (sizes.ours ?? []).filter(
      (o) => o.group === 'widgets' && o.id !== 'widget-all' && typeof o.sizes?.gzip === 'number',
    );
    if (widgets.length) {
      const top = [...widgets].sort((a, b) => b.sizes.gzip - a.sizes.gzip).slice(0, 3);
      out.push(
        `- **Widgets.** The heaviest imports (react external) are ${top
          .map((w) => `${w.label} ${kib(w.sizes.gzip)} KiB`)
          .join(', ')} gz; each component costs only what it imports.`,
      );
    }
  }
  const med = overhead?.medians;
  if (med?.fetch?.cpuMs && med?.client?.cpuMs) {
    const n = overhead.n ?? 1;
    out.push(
      `- **Client overhead.** Per request the client costs ` +
        `${x(r(med.client.cpuMs, med.fetch.cpuMs))} the CPU time of plain fetch ` +
        `(+${((1000 * (med.client.cpuMs - med.fetch.cpuMs)) / n).toFixed(0)} µs)` +
        (med.ofetch?.cpuMs
          ? ` and ${x(r(med.client.cpuMs, med.ofetch.cpuMs))} that of bare ofetch`
          : '') +
        '.',
    );
  }
  const bursts = refresh?.runs;
  if (bursts?.expired?.length && bursts?.valid?.length) {
    const m = (list) => {
      const s = list.map((b) => b.ms).sort((a, b) => a - b);
      const mid = Math.floor(s.length / 2);
      return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
    };
    const one = bursts.expired.every((b) => b.refreshCalls === 1);
    out.push(
      `- **401 refresh.** ${refresh.concurrency ?? 200} concurrent requests on an expired token ` +
        `take ${m(bursts.expired).toFixed(0)} ms against ${m(bursts.valid).toFixed(0)} ms with a ` +
        `valid one: ${one ? 'one shared refresh' : '**more than one refresh**'} and a retry each.`,
    );
  }
  if (render?.rows?.length) {
    const byId = Object.fromEntries(render.rows.map((row) => [row.id, row]));
    const parts = render.rows
      .filter((row) => typeof row.median === 'number')
      .map((row) => `${row.label}: ${row.median.toFixed(0)} ms`);
    if (parts.length) {
      out.push(`- **Chromium, CPU throttled 4×** (medians): ${parts.join('; ')}.`);
    }
    const ours = byId['embed-first-results']?.median;
    const peer = byId['peer-straightforward-first-results']?.median;
    if (typeof ours === 'number' && typeof peer === 'number') {
      out.push(
        `  The embed paints its first results in ${x(r(ours, peer))} the time of the ` +
          'straightforward peer on the same API.',
      );
    }
    if (render.breakdown) out.push(`  ${render.breakdown}`);
    const downloaded = render.embedBytes?.sizes?.gzip;
    const staticFp = sizes?.ours?.find((o) => o.id === 'embed-first-paint-results')?.sizes?.gzip;
    if (typeof downloaded === 'number') {
      out.push(
        `  In the browser the embed fetched ${kib(downloaded)} KiB gz (${render.embedBytes.files.length} ` +
          'files) before its first results painted' +
          (typeof staticFp === 'number'
            ? `; the static first-paint count of the results view is ${kib(staticFp)} KiB gz` +
              (downloaded > staticFp * 1.05
                ? ', so the view loads more before painting than its manifest closure shows.'
                : '.')
            : '.'),
      );
    }
  }
  const missing = outcomes.filter((o) => o.outcome !== 'ok' && !o.outcome.startsWith('reused'));
  if (missing.length) {
    out.push(
      `- Not measured in this run: ${missing.map((o) => `${o.name} (${o.outcome})`).join(', ')}.`,
    );
  }
  return out.join('\n');
}
