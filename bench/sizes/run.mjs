#!/usr/bin/env node
// Bundle sizes of our packages and of the peers, with the same esbuild settings, and
// the ratios ours / peer. Writes bench/results/sizes.{md,json}.
// Usage: node bench/sizes/run.mjs
import { join } from 'node:path';
import { bundle, bytesByPackage, kib, PREACT_ALIAS, ROOT } from '../lib/bundle.mjs';
import { ratio, table, writeResult } from '../lib/report.mjs';
import { PEERS } from '../peers/index.mjs';
import { apiClientRows, embedRows, portalRows, widgetRows } from './ours.mjs';

/** The size budgets (gzip bytes) of issue 11; the embed's are enforced by its own test. */
export const BUDGETS = [
  { id: 'embed-first-paint', label: 'embed first-paint payload', gzip: 35 * 1024 },
  { id: 'embed-total', label: 'whole embed with every lazy chunk', gzip: 60 * 1024 },
  { id: 'client-residential', label: 'residential-only client', gzip: 12 * 1024 },
];

/** Ours / peer pairs shown as ratios (gzip). */
const PAIRS = [
  [
    'embed-equivalent-page',
    'instantsearch-vanilla',
    'Done when ≤ 0.50×: the equivalent page (instantsearch.js has no calendar)',
  ],
  ['embed-total', 'instantsearch-vanilla', 'the whole embed, lazy calendar included'],
  ['embed-first-paint-results', 'instantsearch-vanilla', 'the results view before its first paint'],
  ['embed-total', 'react-instantsearch-preact', ''],
  ['embed-total', 'react-instantsearch-react', ''],
  ['embed-total', 'straightforward-embed-preact', ''],
  ['embed-total', 'straightforward-embed-react', ''],
  ['client-residential', 'openapi-fetch', ''],
  ['client-residential', 'ofetch', ''],
  ['client-residential', 'ofetch-zod-mini-jwt', ''],
  ['client-createClient', 'ofetch-zod-mini-jwt', ''],
  [
    'widget-LocationAutocomplete',
    'autocomplete-js',
    'ours on preact/compat, preact included (autocomplete-js bundles preact too)',
    'preact',
  ],
  [
    'widget-LocationAutocomplete',
    'mapbox-searchbox',
    'ours on preact/compat, preact included',
    'preact',
  ],
  ['widget-DatePicker', 'react-day-picker', 'both react external'],
  [
    'widget-OpportunityCard',
    'marked-dompurify',
    'the card (react external) vs its markdown stack alone',
  ],
  [
    'widget-ResidentialResults',
    'react-instantsearch-preact',
    'both on preact/compat, preact included',
    'preact',
  ],
  ['portal-first-screen', 'react-dom', 'react-dom is inside the portal'],
];

const started = Date.now();
const t = (s) => (s ? [kib(s.min), kib(s.gzip), kib(s.brotli)] : ['n/a', 'n/a', 'n/a']);

const [client, widgets] = [await apiClientRows(), await widgetRows()];
const embed = await embedRows();
const portal = portalRows();
/** @type {Record<string, import('./ours.mjs').Row>} */
const ours = Object.fromEntries([...client, ...widgets, ...embed, ...portal].map((r) => [r.id, r]));

/** @type {{ id: string, label: string, sizes: import('../lib/bundle.mjs').Sizes | null, note?: string }[]} */
const peers = [];
for (const p of PEERS) {
  try {
    const r = await bundle(join(ROOT, 'bench', 'peers', p.entry), {
      external: p.external,
      alias: p.alias,
    });
    peers.push({ id: p.id, label: p.label, sizes: r.total });
  } catch (e) {
    const first = /** @type {{ errors?: { text: string }[] }} */ (e).errors?.[0]?.text;
    peers.push({ id: p.id, label: p.label, sizes: null, note: (first ?? String(e)).slice(0, 160) });
  }
}
const peer = Object.fromEntries(peers.map((p) => [p.id, p]));

// Where the embed's bytes go: esbuild rebuild of the embed's sources with its aliases.
/** @type {[string, number][]} */
let embedComposition = [];
try {
  const r = await bundle(join(ROOT, 'packages', 'residential-embed', 'src', 'index.ts'), {
    alias: PREACT_ALIAS,
    source: true,
  });
  embedComposition = bytesByPackage(r.inputs);
} catch {
  embedComposition = [];
}

/** The three largest packages of a bundle, as shares of its minified bytes. */
const parts = (inputs) => {
  if (!inputs) return '';
  const list = bytesByPackage(inputs).filter(([, b]) => b > 0);
  const all = list.reduce((a, [, b]) => a + b, 0);
  return list
    .slice(0, 3)
    .map(
      ([p, b]) =>
        `${p.replace('@volunteerkit/', '')} ${((100 * b) / Math.max(1, all)).toFixed(0)}%`,
    )
    .join(', ');
};
// Where the portal's first-screen bytes go: esbuild rebuild of its sources.
/** @type {[string, number][]} */
let portalComposition = [];
try {
  const r = await bundle(join(ROOT, 'packages', 'portal', 'src', 'main.tsx'), { source: true });
  portalComposition = bytesByPackage(r.initialInputs);
} catch {
  portalComposition = [];
}

const sizeOf = (id, column) =>
  column === 'preact' ? ours[id]?.preact?.gzip : (ours[id]?.sizes?.gzip ?? ours[id]?.preact?.gzip);
const lines = [];
lines.push('## Bundle sizes');
lines.push('');
lines.push(
  "Every bundle, ours and the peers', is built by esbuild with the same settings " +
    '(`bench/lib/bundle.mjs`): production (`process.env.NODE_ENV="production"`), minified, ESM, ' +
    'browser platform, target es2020, tree-shaken, code-split; sizes are KiB (1024 bytes) of ' +
    'the minified output, gzip -9 and brotli quality 11. The embed and the portal are measured ' +
    'from their own Vite builds (`dist/`), as shipped.',
);
lines.push('');
lines.push('### Budgets');
lines.push('');
lines.push(
  table(
    ['Budget', 'limit gzip KiB', 'measured gzip KiB', 'status'],
    BUDGETS.map((b) => {
      const v = ours[b.id]?.sizes?.gzip;
      return [
        b.label,
        kib(b.gzip),
        kib(v),
        typeof v === 'number' ? (v <= b.gzip ? 'within' : '**over**') : 'n/a',
      ];
    }),
  ),
);
lines.push('');
lines.push(
  "The embed's budgets are enforced by its own size test; the residential-only client's by " +
    "`bench/budgets.test.ts` (both run in the README's test command).",
);
lines.push('');
lines.push('### Ours vs peers (gzip)');
lines.push('');
lines.push(
  table(
    ['Ours', 'KiB', 'Peer', 'KiB', 'ours / peer', 'note'],
    PAIRS.map(([o, p, note, column]) => {
      const row = ours[o];
      const a = sizeOf(o, column);
      const b = peer[p]?.sizes?.gzip;
      return [
        row?.label ? `${row.group}: ${row.label}` : o,
        kib(a),
        peer[p]?.label ?? p,
        kib(b),
        ratio(a, b),
        note,
      ];
    }),
    ['l', 'r', 'l', 'r', 'r', 'l'],
  ),
);
lines.push('');
const section = (title, rows) => {
  lines.push(`### ${title}`);
  lines.push('');
  lines.push(
    table(
      ['Bundle', 'min KiB', 'gzip KiB', 'brotli KiB', 'note'],
      rows.map((r) => [r.label, ...t(r.sizes), r.note ?? '']),
      ['l', 'r', 'r', 'r', 'l'],
    ),
  );
  lines.push('');
};
section(
  'Residential embed (`packages/residential-embed/dist`)',
  embed.filter((r) => r.group === 'embed'),
);
const files = embed.filter((r) => r.group === 'embed-files');
if (files.length) section('Embed files', files);
section('API client (`@volunteerkit/api-client`, from dist)', client);
section('Portal (`packages/portal/dist`)', portal);
lines.push('### Widgets per component (`@volunteerkit/widgets`, from dist)');
lines.push('');
lines.push(
  table(
    [
      'Import',
      'min KiB',
      'gzip KiB',
      'brotli KiB',
      'on preact/compat gzip KiB',
      'largest parts',
      'note',
    ],
    widgets.map((r) => [
      r.label,
      ...t(r.sizes),
      kib(r.preact?.gzip),
      parts(r.inputs),
      r.note ?? '',
    ]),
    ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
  ),
);
lines.push('');
lines.push(
  'First columns: react and react-dom external (what an app already on React adds). Last ' +
    'column: the same import bundled on preact/compat, preact included.',
);
lines.push('');
lines.push('### Peers (same settings, entries in `bench/peers/`)');
lines.push('');
lines.push(
  table(
    ['Peer', 'min KiB', 'gzip KiB', 'brotli KiB', 'note'],
    peers.map((p) => [p.label, ...t(p.sizes), p.note ?? '']),
    ['l', 'r', 'r', 'r', 'l'],
  ),
);
lines.push('');
const composition = (title, list, total) => {
  if (!list.length) return;
  lines.push(`### ${title}`);
  lines.push('');
  lines.push(
    table(
      ['Package', 'minified KiB', 'share'],
      list
        .slice(0, 12)
        .map(([p, b]) => [p, kib(b), `${((100 * b) / Math.max(1, total)).toFixed(0)}%`]),
    ),
  );
  lines.push('');
};
const sum = (l) => l.reduce((a, [, b]) => a + b, 0);
composition(
  "Where the embed's bytes go (esbuild rebuild of its sources, before compression)",
  embedComposition,
  sum(embedComposition),
);
composition(
  "Where the portal's first-screen bytes go (esbuild rebuild of its sources, before compression)",
  portalComposition,
  sum(portalComposition),
);
const clientComp = bytesByPackage(ours['client-residential']?.inputs ?? {});
composition("Where the residential-only client's bytes go", clientComp, sum(clientComp));
lines.push(`_Measured in ${((Date.now() - started) / 1000).toFixed(1)} s._`);

writeResult('sizes', lines.join('\n'), {
  ours: Object.values(ours).map(({ inputs: _inputs, ...r }) => r),
  peers,
  budgets: BUDGETS,
  embedComposition,
  portalComposition,
  clientComposition: clientComp,
});
console.log(lines.join('\n'));
