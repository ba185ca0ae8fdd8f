// Size of the portal's analytics charts (issue 19) and of the chart libraries that were
// considered, bundled with the same esbuild settings as every size benchmark (react
// external). The candidates are not dependencies of the project: set
// VK_CHART_CANDIDATES to a folder where `npm install recharts chart.js d3-scale d3-shape`
// ran to measure them again; otherwise the figures recorded on 2026-11-24 are shown.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, kib, measure, REACT_EXTERNAL, ROOT } from '../lib/bundle.mjs';
import { table, writeResult } from '../lib/report.mjs';

const HERE = join(ROOT, 'bench', 'analytics-charts');
/** Gzip bytes measured on 2026-11-24 (recharts 3, chart.js 4, d3-scale 4 + d3-shape 3). */
const RECORDED = { recharts: 136054, 'chart.js': 60589, 'd3-scale + d3-shape': 17188 };

const ours = await bundle(join(ROOT, 'packages/portal/src/areas/analytics/charts/index.ts'), {
  source: true,
  external: REACT_EXTERNAL,
});

const assets = join(ROOT, 'packages/portal/dist/assets');
const chunkFiles = existsSync(assets)
  ? readdirSync(assets).filter((f) => /^AnalyticsScreen-.*\.(js|css)$/.test(f))
  : [];
const chunk = chunkFiles
  .map((f) => measure(readFileSync(join(assets, f))))
  .reduce((a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip }), { min: 0, gzip: 0 });

const dir = process.env.VK_CHART_CANDIDATES;
const candidates = {};
for (const [name, file, note] of [
  ['recharts', 'candidate-recharts.jsx', 'SVG; bar + line charts, axes, tooltip, legend'],
  ['chart.js', 'candidate-chartjs.js', 'canvas: no SVG titles, no focusable points'],
  ['d3-scale + d3-shape', 'candidate-d3.js', 'SVG maths only; the components still to write'],
]) {
  let gzip = RECORDED[name];
  let how = 'recorded';
  if (dir && existsSync(join(dir, 'node_modules'))) {
    const r = await bundle(
      { contents: readFileSync(join(HERE, file), 'utf8'), resolveDir: dir, loader: 'jsx' },
      { external: REACT_EXTERNAL },
    );
    gzip = r.total.gzip;
    how = 'measured';
  }
  candidates[name] = { gzip, how, note };
}

const rows = [
  [
    'ours: hand-written SVG charts (`areas/analytics/charts`)',
    kib(ours.total.gzip),
    'measured',
    'SVG, `<title>`/`<desc>`, roving keyboard focus, Okabe-Ito palette, light/dark',
  ],
  ...Object.entries(candidates).map(([n, c]) => [n, kib(c.gzip), c.how, c.note]),
];
const md = [
  '## Analytics charts',
  '',
  'Chart code for the analytics and reports pages (bar and line charts, react external), gzip -9 KiB. The portal loads it only with the analytics route chunk.',
  '',
  table(['Chart code', 'gzip KiB', '', 'note'], rows, ['l', 'r', 'l', 'l']),
  '',
  chunkFiles.length
    ? `The whole analytics route chunk as built (\`${chunkFiles.join('`, `')}\`: pages, filters, tables, CSV, charts and the typed accessors with their zod/mini models, which later screens share) is ${kib(chunk.gzip)} KiB gz (${kib(chunk.min)} KiB min).`
    : 'The portal is not built: run `pnpm build` to measure the analytics route chunk.',
  '',
].join('\n');
writeResult('analytics-charts', md, { ours: ours.total, chunk, candidates });
console.log(md);
