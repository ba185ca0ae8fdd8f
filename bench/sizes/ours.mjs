// Our bundles: the api-client (residential-only and everything), @volunteerkit/widgets
// per component (react external, and on preact/compat), the embed's dist and the
// portal's dist. Anything not built yet is reported as n/a with the reason.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bundle,
  bundleEach,
  measure,
  PREACT_ALIAS,
  REACT_EXTERNAL,
  ROOT,
  sumSizes,
} from '../lib/bundle.mjs';
import { htmlAssets, splitDist } from '../lib/dist.mjs';

/**
 * One measured row. `sizes` is null when the thing could not be measured (`note` says why).
 * @typedef {{
 *   id: string,
 *   group: string,
 *   label: string,
 *   sizes: import('../lib/bundle.mjs').Sizes | null,
 *   lazy?: import('../lib/bundle.mjs').Sizes | null,
 *   total?: import('../lib/bundle.mjs').Sizes | null,
 *   preact?: import('../lib/bundle.mjs').Sizes | null,
 *   note?: string,
 *   inputs?: Record<string, number>,
 * }} Row
 */

/** @param {unknown} e */
const reason = (e) =>
  String(e instanceof Error ? e.message : e)
    .split('\n')
    .find((l) => l.trim())
    ?.replace(/^Build failed with \d+ errors?:\s*/, '')
    .slice(0, 160) ?? 'failed';

/**
 * The names an entry exports, read from esbuild's metafile (no code is run).
 * @param {string} spec e.g. '@volunteerkit/api-client/public'
 * @param {{ source?: boolean, external?: string[] }} [options]
 * @returns {Promise<string[] | null>} null when the entry cannot be resolved
 */
export async function exportsOf(spec, options = {}) {
  try {
    const r = await bundle(
      { contents: `export * from '${spec}';` },
      { external: options.external ?? REACT_EXTERNAL, source: options.source },
    );
    return r.exports;
  } catch {
    return null;
  }
}

/**
 * The entry an app uses when it imports only the public residential calls: every
 * export of `@volunteerkit/api-client/public` plus `createHttpClient` from `/http`.
 * @param {{ source?: boolean }} [options]
 * @returns {Promise<{ contents: string, note?: string } | null>}
 */
export async function residentialClientEntry(options = {}) {
  const pub = await exportsOf('@volunteerkit/api-client/public', {
    source: options.source,
    external: [],
  });
  if (!pub) return null;
  const http = await exportsOf('@volunteerkit/api-client/http', {
    source: options.source,
    external: [],
  });
  const lines = [`export * from '@volunteerkit/api-client/public';`];
  let note;
  if (http?.includes('createHttpClient')) {
    lines.push(`export { createHttpClient } from '@volunteerkit/api-client/http';`);
  } else {
    note = 'without createHttpClient: @volunteerkit/api-client/http has no such export yet';
  }
  return { contents: lines.join('\n'), note };
}

/** @returns {Promise<Row[]>} */
export async function apiClientRows() {
  /** @type {Row[]} */
  const rows = [];
  const group = 'api-client';
  const residential = await residentialClientEntry();
  if (!residential) {
    rows.push({
      id: 'client-residential',
      group,
      label: 'residential-only (`/public` + `createHttpClient` from `/http`)',
      sizes: null,
      note: '@volunteerkit/api-client/public is not built',
    });
  } else {
    try {
      const r = await bundle({ contents: residential.contents });
      rows.push({
        id: 'client-residential',
        group,
        label: 'residential-only (`/public` + `createHttpClient` from `/http`)',
        sizes: r.initial,
        total: r.total,
        note: residential.note,
        inputs: r.inputs,
      });
    } catch (e) {
      rows.push({
        id: 'client-residential',
        group,
        label: 'residential-only',
        sizes: null,
        note: reason(e),
      });
    }
  }
  const root = await exportsOf('@volunteerkit/api-client', { external: [] });
  const variants = [
    {
      id: 'client-createClient',
      label: '`createClient` (the whole typed catalogue)',
      contents: `export { createClient } from '@volunteerkit/api-client';`,
      needs: 'createClient',
    },
    {
      id: 'client-everything',
      label: 'everything (`export * from "@volunteerkit/api-client"`)',
      contents: `export * from '@volunteerkit/api-client';`,
    },
  ];
  for (const v of variants) {
    if (!root || (v.needs && !root.includes(v.needs))) {
      rows.push({
        id: v.id,
        group,
        label: v.label,
        sizes: null,
        note: root ? `no \`${v.needs}\` export yet` : '@volunteerkit/api-client is not built',
      });
      continue;
    }
    try {
      const r = await bundle({ contents: v.contents });
      rows.push({
        id: v.id,
        group,
        label: v.label,
        sizes: r.initial,
        total: r.total,
        inputs: r.inputs,
      });
    } catch (e) {
      rows.push({ id: v.id, group, label: v.label, sizes: null, note: reason(e) });
    }
  }
  return rows;
}

/** Component-like exports: PascalCase names (hooks, helpers and constants are skipped). */
const isComponentName = (n) => /^[A-Z][A-Za-z0-9]*$/.test(n) && !/^[A-Z0-9_]+$/.test(n);

/**
 * @param {{ source?: boolean }} [options] `source: true` bundles the TypeScript sources
 * (used to try the benchmark without a build; `pnpm bench` measures dist)
 * @returns {Promise<Row[]>}
 */
export async function widgetRows(options = {}) {
  const { source = false } = options;
  /** @type {Row[]} */
  const rows = [];
  const names = await exportsOf('@volunteerkit/widgets', { source });
  if (!names) {
    return [
      {
        id: 'widgets',
        group: 'widgets',
        label: '@volunteerkit/widgets',
        sizes: null,
        note: '@volunteerkit/widgets is not built',
      },
    ];
  }
  const components = names.filter(isComponentName).sort();
  const entries = [
    ...components.map((c) => ({
      id: c,
      label: `\`${c}\``,
      contents: `export { ${c} } from '@volunteerkit/widgets';`,
    })),
    {
      id: 'all',
      label: 'every export',
      contents: `export * from '@volunteerkit/widgets';`,
    },
  ];
  const list = entries.map((e) => ({ name: e.id, contents: e.contents }));
  /** @type {Awaited<ReturnType<typeof bundleEach>>} */
  let react = new Map();
  /** @type {Awaited<ReturnType<typeof bundleEach>>} */
  let preact = new Map();
  let note;
  try {
    react = await bundleEach(list, { external: REACT_EXTERNAL, source });
  } catch (err) {
    note = reason(err);
  }
  try {
    preact = await bundleEach(list, { alias: PREACT_ALIAS, source });
  } catch (err) {
    note = note ?? `preact/compat: ${reason(err)}`;
  }
  for (const e of entries) {
    const r = react.get(e.id);
    const p = preact.get(e.id);
    rows.push({
      id: `widget-${e.id}`,
      group: 'widgets',
      label: e.label,
      sizes: r ? { min: r.min, gzip: r.gzip, brotli: r.brotli } : null,
      preact: p ? { min: p.min, gzip: p.gzip, brotli: p.brotli } : null,
      inputs: r?.inputs,
      note: r ? undefined : note,
    });
  }
  return rows;
}

/**
 * The embed as a page downloads it. With Vite's manifest (dist/manifest.json): the
 * classic-script loader, the core entry, then per view (search, results, latest) the
 * view's chunk and its static imports; the first-paint payload is the largest of the
 * views, the rest of the manifest's files are lazy. Without a manifest: the entry and
 * its static imports. The embed's own measure (packages/residential-embed/scripts/size.mjs,
 * which its budget test uses) is preferred when present, so both report the same bytes.
 * @returns {Promise<Row[]>}
 */
export async function embedRows() {
  const pkg = join(ROOT, 'packages', 'residential-embed');
  const dir = join(pkg, 'dist');
  const group = 'embed';
  const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const target = (key) => {
    const exp = manifest.exports?.[key];
    const rel = typeof exp === 'string' ? exp : exp?.import;
    return typeof rel === 'string' ? join(pkg, rel) : null;
  };
  const loader = target('./loader');
  const core = target('.') ?? join(dir, 'residential-embed.js');
  if (!existsSync(core) || readFileSync(core).length === 0) {
    return [
      {
        id: 'embed-first-paint',
        group,
        label: 'first-paint payload',
        sizes: null,
        note: 'packages/residential-embed/dist is not built (or empty)',
      },
    ];
  }
  const split =
    (await readEmbedReport(dir)) ??
    readEmbedManifest(dir, loader, core) ??
    fallbackSplit(dir, loader, core);
  /** @type {Row[]} */
  const rows = [
    {
      id: 'embed-first-paint',
      group,
      label: `first-paint payload${split.worstView ? ` (largest view: ${split.worstView})` : ''}`,
      sizes: split.firstPaint,
    },
    ...split.views.map((v) => ({
      id: `embed-first-paint-${v.view}`,
      group,
      label: `first paint of view="${v.view}" (${v.files.length} files)`,
      sizes: v.sizes,
    })),
    { id: 'embed-lazy', group, label: "lazy chunks (in no view's first paint)", sizes: split.lazy },
    { id: 'embed-total', group, label: 'whole embed (every chunk)', sizes: split.total },
  ];
  if (split.withoutCalendar) {
    rows.push({
      id: 'embed-equivalent-page',
      group,
      label:
        'the equivalent page: search form, location search, filters, results with formatted adverts, pagination (every chunk but the calendar)',
      sizes: split.withoutCalendar,
    });
  }
  for (const f of split.files.sort((a, b) => b.sizes.gzip - a.sizes.gzip)) {
    rows.push({
      id: `embed-file-${f.file}`,
      group: 'embed-files',
      label: `\`${f.file}\`${f.initial ? ' (first paint)' : ' (lazy)'}`,
      sizes: f.sizes,
    });
  }
  return rows;
}

/**
 * @typedef {{
 *   firstPaint: import('../lib/bundle.mjs').Sizes,
 *   lazy: import('../lib/bundle.mjs').Sizes,
 *   total: import('../lib/bundle.mjs').Sizes,
 *   worstView?: string,
 *   views: { view: string, files: string[], sizes: import('../lib/bundle.mjs').Sizes }[],
 *   files: { file: string, initial: boolean, sizes: import('../lib/bundle.mjs').Sizes }[],
 * }} EmbedSplit
 */

/**
 * The embed's own size report, when its script exists and dist has a manifest.
 * @returns {Promise<EmbedSplit | null>}
 */
async function readEmbedReport(dir) {
  const script = join(ROOT, 'packages', 'residential-embed', 'scripts', 'size.mjs');
  if (!existsSync(script) || !existsSync(join(dir, 'manifest.json'))) return null;
  try {
    const { measureEmbed } = await import(pathToFileURL(script).href);
    const report = measureEmbed(dir);
    const conv = (s) => ({ min: s.raw, gzip: s.gzip, brotli: s.brotli });
    const views = Object.entries(report.firstPaint).map(([view, s]) => ({
      view,
      files: s.files,
      sizes: conv(s),
    }));
    const worst = [...views].sort((a, b) => b.sizes.gzip - a.sizes.gzip)[0];
    const initial = new Set(worst?.files ?? []);
    return {
      firstPaint: worst ? worst.sizes : conv(report.total),
      lazy: conv(report.lazy),
      total: conv(report.total),
      withoutCalendar: report.withoutCalendar ? conv(report.withoutCalendar) : undefined,
      worstView: worst?.view,
      views,
      files: Object.entries(report.files).map(([file, s]) => ({
        file,
        initial: initial.has(file),
        sizes: conv(s),
      })),
    };
  } catch {
    return null;
  }
}

/** @returns {EmbedSplit | null} */
function readEmbedManifest(dir, loader, core) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) return null;
  /** @type {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, src?: string, imports?: string[], css?: string[] }>} */
  const m = JSON.parse(readFileSync(file, 'utf8'));
  const entryKey = Object.keys(m).find((k) => m[k]?.isEntry);
  if (!entryKey) return null;
  const closure = (key, acc = new Set()) => {
    const e = m[key];
    if (!e || acc.has(e.file)) return acc;
    acc.add(e.file);
    for (const c of e.css ?? []) acc.add(c);
    for (const i of e.imports ?? []) closure(i, acc);
    return acc;
  };
  const base = closure(entryKey);
  const loaderRel = loader && existsSync(loader) && loader !== core ? relative(dir, loader) : null;
  if (loaderRel) base.add(loaderRel);
  const sizeOf = new Map();
  const measureFile = (f) => {
    if (!sizeOf.has(f)) sizeOf.set(f, measure(readFileSync(join(dir, f))));
    return sizeOf.get(f);
  };
  const views = Object.entries(m)
    .filter(([, e]) => e.isDynamicEntry && /views?\//.test(e.src ?? ''))
    .map(([key, e]) => {
      const files = [...closure(key, new Set(base))];
      return {
        view:
          (e.src ?? key)
            .split('/')
            .pop()
            ?.replace(/\.[jt]sx?$/, '') ?? key,
        files,
        sizes: sumSizes(files.map(measureFile)),
      };
    })
    .filter((v) => v.view !== 'load');
  const worst = [...views].sort((a, b) => b.sizes.gzip - a.sizes.gzip)[0];
  const initial = new Set(worst ? worst.files : base);
  const all = new Set([...base, ...Object.values(m).flatMap((e) => [e.file, ...(e.css ?? [])])]);
  const files = [...all]
    .filter((f) => existsSync(join(dir, f)))
    .map((f) => ({ file: f, initial: initial.has(f), sizes: measureFile(f) }));
  return {
    firstPaint: sumSizes(files.filter((f) => f.initial).map((f) => f.sizes)),
    lazy: sumSizes(files.filter((f) => !f.initial).map((f) => f.sizes)),
    total: sumSizes(files.map((f) => f.sizes)),
    worstView: worst?.view,
    views,
    files,
  };
}

/** @returns {EmbedSplit} */
function fallbackSplit(dir, loader, core) {
  const split = splitDist(dir, [core, ...(loader ? [loader] : [])]);
  return {
    firstPaint: split.initial,
    lazy: split.lazy,
    total: split.total,
    views: [],
    files: split.files,
  };
}

/** @returns {Row[]} */
export function portalRows() {
  const dir = join(ROOT, 'packages', 'portal', 'dist');
  const group = 'portal';
  const html = join(dir, 'index.html');
  const entries = htmlAssets(html, dir);
  if (entries.length === 0) {
    return [
      {
        id: 'portal-first-screen',
        group,
        label: 'first screen',
        sizes: null,
        note: 'packages/portal/dist is not built',
      },
    ];
  }
  const split = splitDist(dir, entries);
  const chunks = split.files.filter((f) => f.file.endsWith('.js'));
  const lazyJs = chunks.filter((f) => !f.initial).sort((a, b) => b.sizes.gzip - a.sizes.gzip);
  const largest = [...chunks].sort((a, b) => b.sizes.gzip - a.sizes.gzip)[0];
  /** @type {Row[]} */
  const rows = [
    {
      id: 'portal-first-screen',
      group,
      label: 'first screen (index.html scripts, preloads, styles + static imports)',
      sizes: split.initial,
    },
    {
      id: 'portal-largest-chunk',
      group,
      label: `largest chunk${largest ? ` (\`${largest.file}\`)` : ''}`,
      sizes: largest?.sizes ?? null,
    },
    {
      id: 'portal-largest-lazy',
      group,
      label: `largest lazy (area) chunk${lazyJs[0] ? ` (\`${lazyJs[0].file}\`)` : ''}`,
      sizes: lazyJs[0]?.sizes ?? null,
      note: lazyJs[0] ? undefined : 'no lazy chunk: the portal is not code-split yet',
    },
    {
      id: 'portal-total',
      group,
      label: `whole portal (${split.files.length} files)`,
      sizes: split.total,
    },
  ];
  return rows;
}
