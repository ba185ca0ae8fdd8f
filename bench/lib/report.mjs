// Result fragments: each benchmark writes bench/results/<name>.md (a section of
// docs/benchmarks.md) and bench/results/<name>.json (its raw figures).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bundle.mjs';

/** Where the fragments go (git-ignored). */
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/**
 * A GitHub-flavoured Markdown table.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 * @param {('l' | 'r')[]} [align] per column; numbers default to right
 */
export function table(headers, rows, align = []) {
  const esc = (c) => String(c).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const sep = headers.map((_, i) => ((align[i] ?? (i === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---'));
  return [
    `| ${headers.map(esc).join(' | ')} |`,
    `| ${sep.join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/**
 * Writes one result fragment.
 * @param {string} name file name without extension
 * @param {string} markdown the section (starting with a `## ` heading)
 * @param {unknown} [data] raw figures
 */
export function writeResult(name, markdown, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.md`), `${markdown.trim()}\n`);
  if (data !== undefined) {
    writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  }
}

/** Median of a list of numbers (NaN when empty). @param {number[]} xs */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Formats a ratio like 0.42× (n/a when either side is missing). */
export function ratio(ours, theirs) {
  if (typeof ours !== 'number' || typeof theirs !== 'number' || theirs === 0) return 'n/a';
  return `${(ours / theirs).toFixed(2)}×`;
}
