// Shared bundling and measuring helpers for the size benchmarks and the budget test.
// Every bundle (ours and the peers') goes through `bundle()` with the same esbuild
// settings: production, minified, ESM, browser platform, tree-shaken, code-split.
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Aliases that put a React app on preact/compat (the embed's setup). */
export const PREACT_ALIAS = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

/** Packages kept out of "react external" bundles. */
export const REACT_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * Sizes of one piece of code.
 * @typedef {{ min: number, gzip: number, brotli: number }} Sizes
 */

/**
 * Measures a string or buffer: raw (minified) bytes, gzip -9 and brotli (quality 11).
 * @param {string | Uint8Array} code
 * @returns {Sizes}
 */
export function measure(code) {
  const buf = typeof code === 'string' ? Buffer.from(code) : Buffer.from(code);
  return {
    min: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }).length,
  };
}

/** @param {Sizes[]} list @returns {Sizes} */
export function sumSizes(list) {
  return list.reduce(
    (a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }),
    { min: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * Resolves `@volunteerkit/<pkg>[/<sub>]` to the package's built dist (default) or its
 * TypeScript sources (`source: true`, the "source" export condition), wherever the
 * importing file lives: the bench entries sit outside the workspace packages.
 * @param {{ source?: boolean }} options
 * @returns {import('esbuild').Plugin}
 */
export function workspacePlugin({ source = false } = {}) {
  return {
    name: 'volunteerkit-workspace',
    setup(b) {
      b.onResolve({ filter: /^@volunteerkit\// }, async (args) => {
        if (args.pluginData === 'vk-inner') return undefined;
        // Resolve from inside the package that depends on every library (the portal),
        // falling back to the package itself for self-references.
        const pkg = args.path.split('/')[1] ?? '';
        const dirs = [
          join(ROOT, 'packages', 'portal'),
          join(ROOT, 'packages', 'residential-embed'),
        ];
        const self = join(ROOT, 'packages', pkg);
        const sub = args.path.split('/').slice(2).join('/');
        for (const dir of dirs) {
          const r = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: dir,
            pluginData: 'vk-inner',
          });
          if (r.errors.length === 0) return r;
        }
        // Self-reference fallback through package.json exports.
        const manifest = JSON.parse(readFileSync(join(self, 'package.json'), 'utf8'));
        const key = sub ? './*' : '.';
        const target = manifest.exports?.[key];
        const rel = target?.[source ? 'source' : 'import'];
        if (typeof rel === 'string') {
          const file = join(self, rel.replace('*', sub));
          if (existsSync(file)) return { path: file };
        }
        return { errors: [{ text: `Cannot resolve ${args.path}` }] };
      });
    },
  };
}

/**
 * The esbuild settings every measured bundle shares (ours and the peers').
 * @param {{ external?: string[], alias?: Record<string, string>, source?: boolean }} [options]
 * @returns {import('esbuild').BuildOptions}
 */
export function sharedOptions(options = {}) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    treeShaking: true,
    splitting: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    conditions: options.source ? ['source'] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    external: options.external ?? [],
    alias: options.alias ?? {},
    plugins: [workspacePlugin({ source: options.source })],
    loader: { '.svg': 'text', '.css': 'css' },
  };
}

/**
 * One output file of a bundle.
 * @typedef {{ file: string, initial: boolean, sizes: Sizes }} OutputChunk
 */

/**
 * The measured result of one bundle.
 * @typedef {{
 *   initial: Sizes,
 *   total: Sizes,
 *   chunks: OutputChunk[],
 *   exports: string[],
 *   inputs: Record<string, number>,
 *   initialInputs: Record<string, number>,
 * }} BundleResult
 */

/**
 * The output of the bundle's entry. Dynamically imported modules are entry points of
 * their own in esbuild's metafile, and may come first: match the entry's path.
 * @template {{ entryPoint?: string }} O
 * @param {[string, O][]} outputs metafile outputs as entries
 * @param {string} entryPoint the entry as the metafile names it (`<stdin>` or a path)
 * @returns {[string, O] | undefined}
 */
export function findEntryOutput(outputs, entryPoint) {
  return (
    outputs.find(([, o]) => o.entryPoint === entryPoint) ?? outputs.find(([, o]) => o.entryPoint)
  );
}

/**
 * Bundles one entry (a file path, or `{ contents, resolveDir }`) with the shared
 * production settings and measures it. `initial` is the entry chunk plus the chunks it
 * imports statically (what a page downloads first); `total` adds the lazy chunks.
 * @param {string | { contents: string, resolveDir?: string, loader?: import('esbuild').Loader }} entry
 * @param {{
 *   external?: string[],
 *   alias?: Record<string, string>,
 *   source?: boolean,
 *   conditions?: string[],
 * }} [options]
 * @returns {Promise<BundleResult>}
 */
export async function bundle(entry, options = {}) {
  const stdin =
    typeof entry === 'string'
      ? undefined
      : {
          contents: entry.contents,
          resolveDir: entry.resolveDir ?? join(ROOT, 'bench'),
          sourcefile: 'entry.js',
          loader: entry.loader ?? 'js',
        };
  const result = await build({
    ...(stdin ? { stdin } : { entryPoints: [entry] }),
    ...sharedOptions(options),
    write: false,
    outdir: join(ROOT, 'bench', 'results', '.out'),
  });
  const meta = result.metafile;
  /** @type {Map<string, Uint8Array>} */
  const contents = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  const outputs = Object.entries(meta.outputs);
  const cwd = process.cwd();
  const abs = (p) => resolve(cwd, p);
  const entryPoint = stdin ? '<stdin>' : relative(cwd, resolve(entry)).split(sep).join('/');
  const entryOut = findEntryOutput(outputs, entryPoint);
  /** @type {Set<string>} */
  const initial = new Set();
  const visit = (p) => {
    if (initial.has(p)) return;
    initial.add(p);
    const o = meta.outputs[p];
    if (!o) return;
    for (const imp of o.imports)
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    if (o.cssBundle) visit(o.cssBundle);
  };
  if (entryOut) visit(entryOut[0]);
  /** @type {OutputChunk[]} */
  const chunks = [];
  /** @type {Record<string, number>} */
  const inputs = {};
  /** @type {Record<string, number>} */
  const initialInputs = {};
  for (const [p, o] of outputs) {
    if (p.endsWith('.map')) continue;
    const data = contents.get(abs(p));
    if (!data) continue;
    chunks.push({ file: p.split('/').pop() ?? p, initial: initial.has(p), sizes: measure(data) });
    for (const [input, info] of Object.entries(o.inputs)) {
      inputs[input] = (inputs[input] ?? 0) + info.bytesInOutput;
      if (initial.has(p)) initialInputs[input] = (initialInputs[input] ?? 0) + info.bytesInOutput;
    }
  }
  return {
    initial: sumSizes(chunks.filter((c) => c.initial).map((c) => c.sizes)),
    total: sumSizes(chunks.map((c) => c.sizes)),
    chunks,
    exports: entryOut ? entryOut[1].exports : [],
    inputs,
    initialInputs,
  };
}

/**
 * Bundles many small entries in ONE esbuild run (modules are parsed once), each into
 * its own self-contained output (no code splitting: dynamic imports are inlined), and
 * measures each. For per-component tables, where this is many times faster than one
 * build per entry.
 * @param {{ name: string, contents: string }[]} entries
 * @param {{ external?: string[], alias?: Record<string, string>, source?: boolean }} [options]
 * @returns {Promise<Map<string, Sizes & { inputs: Record<string, number> }>>}
 */
export async function bundleEach(entries, options = {}) {
  const byName = new Map(entries.map((e) => [e.name, e.contents]));
  const shared = sharedOptions(options);
  const result = await build({
    ...shared,
    entryPoints: entries.map((e) => `vk-entry:${e.name}`),
    splitting: false,
    write: false,
    outdir: join(ROOT, 'bench', 'results', '.out'),
    entryNames: '[name]',
    plugins: [
      {
        name: 'volunteerkit-entries',
        setup(b) {
          b.onResolve({ filter: /^vk-entry:/ }, (args) => ({
            path: args.path.slice('vk-entry:'.length),
            namespace: 'vk-entry',
          }));
          b.onLoad({ filter: /.*/, namespace: 'vk-entry' }, (args) => ({
            contents: byName.get(args.path) ?? '',
            resolveDir: join(ROOT, 'bench'),
            loader: 'js',
          }));
        },
      },
      ...(shared.plugins ?? []),
    ],
  });
  /** @type {Map<string, Sizes & { inputs: Record<string, number> }>} */
  const out = new Map();
  for (const [path, o] of Object.entries(result.metafile.outputs)) {
    if (!o.entryPoint || path.endsWith('.map') || path.endsWith('.css')) continue;
    const name = o.entryPoint.replace(/^vk-entry:/, '');
    const file = result.outputFiles.find((f) => f.path === resolve(process.cwd(), path));
    const css = o.cssBundle
      ? result.outputFiles.find((f) => f.path === resolve(process.cwd(), o.cssBundle ?? ''))
      : undefined;
    if (file) {
      const inputs = Object.fromEntries(
        Object.entries(o.inputs).map(([input, info]) => [input, info.bytesInOutput]),
      );
      out.set(name, {
        ...sumSizes([measure(file.contents), ...(css ? [measure(css.contents)] : [])]),
        inputs,
      });
    }
  }
  return out;
}

/**
 * Groups a bundle's minified bytes by origin package (`react-dom`, `@volunteerkit/widgets`...).
 * @param {Record<string, number>} inputs
 * @returns {[string, number][]} sorted largest first
 */
export function bytesByPackage(inputs) {
  /** @type {Map<string, number>} */
  const by = new Map();
  for (const [input, bytes] of Object.entries(inputs)) {
    by.set(packageOf(input), (by.get(packageOf(input)) ?? 0) + bytes);
  }
  return [...by.entries()].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1]);
}

/** @param {string} input */
export function packageOf(input) {
  const norm = input.split(sep).join('/');
  const nm = norm.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = norm.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? norm);
  }
  const m = /(?:^|\/)packages\/([^/]+)\//.exec(norm);
  if (m) return `@volunteerkit/${m[1]}`;
  return relative(ROOT, norm) || norm;
}

/** Formats bytes as KiB with one decimal. @param {number | undefined | null} n */
export function kib(n) {
  return typeof n === 'number' ? (n / 1024).toFixed(1) : 'n/a';
}
