// Measures already-built output folders (the embed's and the portal's dist): which
// files a page downloads first (the entry and everything it imports statically) and
// which load lazily (dynamic imports, or any other script/style in the folder).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { measure, sumSizes } from './bundle.mjs';

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

/** @param {string} dir @returns {string[]} every file below dir */
export function walk(dir) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** Is this a file a browser downloads to run the app (not a map, type or HTML file)? */
export function isAsset(file) {
  return /\.(m?js|css|wasm)$/.test(file) && !/\.d\.[cm]?ts$/.test(file);
}

/**
 * The static and dynamic relative imports of a built JS file.
 * @param {string} file
 * @returns {{ statics: string[], dynamics: string[] }}
 */
export function importsOf(file) {
  if (!file.endsWith('.js') && !file.endsWith('.mjs')) return { statics: [], dynamics: [] };
  const code = readFileSync(file, 'utf8');
  const base = dirname(file);
  const statics = [...code.matchAll(STATIC_IMPORT)].map((m) => resolve(base, m[1] ?? ''));
  const dynamics = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(base, m[1] ?? ''));
  return { statics: statics.filter(existsSync), dynamics: dynamics.filter(existsSync) };
}

/**
 * Splits a dist folder into the first-paint set (the entries and their static imports,
 * transitively) and the lazy rest.
 * @param {string} dir
 * @param {string[]} entries absolute paths of the files the page loads directly
 */
export function splitDist(dir, entries) {
  /** @type {Set<string>} */
  const initial = new Set();
  const visit = (f) => {
    if (initial.has(f) || !existsSync(f)) return;
    initial.add(f);
    for (const s of importsOf(f).statics) visit(s);
  };
  for (const e of entries) visit(e);
  const all = walk(dir).filter(isAsset);
  const files = all.map((f) => ({
    file: relative(dir, f),
    initial: initial.has(f),
    sizes: measure(readFileSync(f)),
  }));
  return {
    files,
    initial: sumSizes(files.filter((f) => f.initial).map((f) => f.sizes)),
    lazy: sumSizes(files.filter((f) => !f.initial).map((f) => f.sizes)),
    total: sumSizes(files.map((f) => f.sizes)),
  };
}

/**
 * The scripts and stylesheets an HTML page references (script src, modulepreload and
 * stylesheet links), resolved inside `dir`.
 * @param {string} htmlFile
 * @param {string} dir the folder that is served at "/"
 */
export function htmlAssets(htmlFile, dir) {
  if (!existsSync(htmlFile)) return [];
  const html = readFileSync(htmlFile, 'utf8');
  const refs = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*>/g)]
      .filter((m) => /rel=["'](?:modulepreload|stylesheet)["']/.test(m[0]))
      .map((m) => m[1]),
  ];
  return refs
    .filter((r) => r && !/^[a-z]+:\/\//i.test(r))
    .map((r) => join(dir, (r ?? '').replace(/^\//, '').split(/[?#]/)[0] ?? ''))
    .filter(existsSync);
}
