#!/usr/bin/env node
// Measures the residential embed as a browser downloads it: every file's raw,
// gzip (level 9) and brotli (quality 11) size, the first-paint payload of each
// view (loader + ES core and its static imports, from the Vite manifest; the views
// are in the shared chunk, and a view split into its own chunk again would count
// here with its imports) and the whole embed with every lazy chunk.
// Usage: node packages/residential-embed/scripts/size.mjs [distDir] [--json]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * Budgets in bytes (gzip). Keep in sync with docs/embedding.md.
 * - firstPaint: what a page downloads before a view first renders (each view).
 * - total: the whole embed with every lazy chunk, within 60 KiB (it measures about
 *   53 KiB since adverts are parsed by the widgets' own allow-list parser instead of
 *   marked; the lazy calendar, react-day-picker + date-fns, is ~19.5 KiB of it). It is
 *   also held to a share of the straightforward peer's bytes by e2e/embed-size.test.ts.
 * - totalWithoutCalendar: everything but the calendar chunk, within 60 KiB.
 */
export const BUDGETS = {
  firstPaint: 35 * 1024,
  totalTarget: 60 * 1024,
  total: 60 * 1024,
  totalWithoutCalendar: 60 * 1024,
};

/** The classic loader, the ES core, and the views. */
export const LOADER = 'residential-embed.js';
export const VIEWS = ['search', 'results', 'latest'];

function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function listJs(dir, root = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listJs(path, root));
    else if (name.endsWith('.js')) out.push(relative(root, path).split('\\').join('/'));
  }
  return out.sort();
}

function sum(files, table) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    total.raw += table[f].raw;
    total.gzip += table[f].gzip;
    total.brotli += table[f].brotli;
  }
  return { files: [...files], ...total };
}

/**
 * Measures a built embed.
 * @param {string} distDir
 */
export function measureEmbed(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8'));
  const files = listJs(distDir);
  const table = {};
  for (const f of files) table[f] = sizes(readFileSync(join(distDir, f)));

  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, seen);
    return seen;
  };
  const coreKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const core = closure(coreKey);
  const firstPaint = {};
  for (const view of VIEWS) {
    const viewKey = `src/views/${view}.ts`;
    const set = new Set([LOADER, ...core, ...closure(viewKey)]);
    firstPaint[view] = sum([...set], table);
  }
  const all = sum(files, table);
  const calendarKey = Object.keys(manifest).find((k) =>
    /widgets\/src\/entries\/date-picker\.ts$/.test(k),
  );
  const calendarFiles = calendarKey ? [manifest[calendarKey].file] : [];
  const withoutCalendar = sum(
    files.filter((f) => !calendarFiles.includes(f)),
    table,
  );
  const lazy = sum(
    files.filter((f) => !VIEWS.some((v) => firstPaint[v].files.includes(f))),
    table,
  );
  return {
    files: table,
    firstPaint,
    lazy,
    total: all,
    calendar: sum(calendarFiles, table),
    withoutCalendar,
  };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** A printable table of {@link measureEmbed}'s result. */
export function formatReport(report) {
  const lines = ['file                                         raw      gzip    brotli'];
  for (const [f, s] of Object.entries(report.files)) {
    lines.push(
      `${f.padEnd(40)} ${kib(s.raw).padStart(9)} ${kib(s.gzip).padStart(9)} ${kib(s.brotli).padStart(9)}`,
    );
  }
  lines.push('');
  for (const [view, s] of Object.entries(report.firstPaint)) {
    lines.push(
      `first paint (${view})`.padEnd(40) +
        ` ${kib(s.raw).padStart(9)} ${kib(s.gzip).padStart(9)} ${kib(s.brotli).padStart(9)}   budget ${kib(BUDGETS.firstPaint)} gzip`,
    );
  }
  const row = (label, s, note) =>
    lines.push(
      `${label.padEnd(40)} ${kib(s.raw).padStart(9)} ${kib(s.gzip).padStart(9)} ${kib(s.brotli).padStart(9)}   ${note}`,
    );
  row('lazy calendar chunk', report.calendar, '(react-day-picker + date-fns)');
  row(
    'whole embed without the calendar',
    report.withoutCalendar,
    `budget ${kib(BUDGETS.totalWithoutCalendar)} gzip`,
  );
  row('whole embed (every lazy chunk)', report.total, `budget ${kib(BUDGETS.total)} gzip`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist =
    process.argv.slice(2).find((a) => !a.startsWith('--')) ??
    fileURLToPath(new URL('../dist', import.meta.url));
  const report = measureEmbed(dist);
  console.log(
    process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report),
  );
}
