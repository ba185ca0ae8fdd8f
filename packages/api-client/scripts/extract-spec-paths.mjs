#!/usr/bin/env node
// Extracts the endpoint catalogue of SPEC.md section 7 (7.2 to 7.15) into the golden file
// the catalogue is compared with (packages/api-client/src/catalogue/spec-paths.test.ts).
// The spec lives outside the repository and CI clones only the repository, so the golden
// file is committed; rerun this only when the spec changes, then review the diff.
//
// Usage (from the repository root):
//   node packages/api-client/scripts/extract-spec-paths.mjs ../shared/SPEC.md \
//     > packages/api-client/src/catalogue/spec-paths.golden.json
//
// It prints JSON (formatted with the repository's prettier config) listing:
//   - every resource path with its allowed operations after the spec's restrictions;
//   - every one-off call (method + path), with `response` when the spec names a non-JSON one.
// Paths are kept exactly as the spec writes them (no leading slash on `auth/api/`, the
// `//` of the query-builder delete, `{params}pdf/`, ...); the catalogue's normalisations of
// them are a table in the test, each row citing docs/catalogue-decisions.md.
//
// Reading rules (the spec is prose; these are the only interpretations made here):
//   1. A path with no operations stated is CRUD (7.1: "A resource supports these operations
//      unless stated otherwise"). Such entries carry `note: "no operations stated"`.
//   2. `path: <phrase>` restricts the paths before the colon: "CRUD", "a, b and c" (only
//      those), "a and b only", "a disabled", "no a or b", "read only" (list and show);
//      phrases separated by ";" are intersected; "x kept" adds nothing.
//   3. `METHOD path` is a call, unless the spec restricts it as a resource right after it
//      ("POST /telemetry/ only", "GET /organisation/countries (list only)",
//      "GET /analytics/organisation-stats. Show, update, store and delete are disabled.").
//   4. "plus METHOD" without a path is a call with that method on the restricted path itself.
//   5. Under a header naming CRUD ("**CRUD resources:**", "**Sub-resources with full CRUD:**")
//      a path with no phrase of its own is CRUD as stated (no "no operations stated" note).
//   6. Under a group header written `**Title** (/base/; restriction)` the base is a resource
//      with that restriction, and relative paths after a method are joined to the base.
//   7. The 7.14 table `| Group | Reports |` lists calls with the method of the sentence
//      "The sub-reports below accept GET only." (each report joined to its group path).
//   8. "returns a PDF file" -> `response: "binary"`, "returns text" -> `response: "text"`.
//   9. A path written in several sections is listed once, with every section in `spec`;
//      the script fails when two sections disagree on its operations.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const OPS = ['list', 'show', 'store', 'update', 'delete'];
const METHOD_OP = { GET: 'list', POST: 'store', PUT: 'update', DELETE: 'delete' };
const PATH_CHARS = String.raw`[A-Za-z0-9_{}\-/]`;
// `METHOD path` (relative paths need a slash inside) or a bare absolute path, with `?query`.
const TOKEN = new RegExp(
  String.raw`\b(GET|POST|PUT|DELETE)\s+(/${PATH_CHARS}*|[A-Za-z0-9_{}\-]+/${PATH_CHARS}*)` +
    String.raw`|(?<![\w}/])(/[A-Za-z0-9_{}\-]${PATH_CHARS}*)`,
  'g',
);
const QUERY = /^\?\{?query\}?/;

/** Operation words of a phrase, in the spec's order. */
function opWords(text) {
  return OPS.filter((op) => new RegExp(String.raw`\b${op}\b`, 'i').test(text));
}

/** The operations a restriction phrase allows, or `null` when it states none. */
export function parseOps(phrase) {
  const text = phrase.replace(/[()]/g, ' ').trim();
  if (!text) return null;
  let result = null;
  for (const segment of text.split(';')) {
    let ops = null;
    if (/\bCRUD\b/i.test(segment)) ops = [...OPS];
    else if (/\bread only\b/i.test(segment)) ops = ['list', 'show'];
    else if (/\bdisabled\b/i.test(segment)) {
      const disabled = opWords(segment.slice(0, segment.search(/\bdisabled\b/i)));
      ops = OPS.filter((op) => !disabled.includes(op));
    } else if (/\bno\s+(list|show|store|update|delete)\b/i.test(segment)) {
      const disabled = opWords(segment.slice(segment.search(/\bno\s/i)));
      ops = OPS.filter((op) => !disabled.includes(op));
    } else if (opWords(segment).length) ops = opWords(segment);
    if (ops) result = result ? result.filter((op) => ops.includes(op)) : ops;
  }
  return result;
}

const hasKeyword = (text) => /\b(CRUD|only|disabled|no|read only)\b/i.test(text);

function splitSentences(text) {
  return text
    .split(/\.\s+(?=[A-Z/])/)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter(Boolean);
}

function tokens(sentence) {
  return [...sentence.matchAll(TOKEN)].map((m) => {
    const end = m.index + m[0].length;
    const query = sentence.slice(end).match(QUERY);
    return {
      method: m[1],
      path: m[2] ?? m[3],
      start: m.index,
      end: end + (query ? query[0].length : 0),
    };
  });
}

function responseOf(text) {
  if (/\bPDF\b/.test(text)) return 'binary';
  if (/\breturns text\b/.test(text)) return 'text';
  return undefined;
}

/** Extracts the golden entries from the spec's markdown. */
export function extract(markdown) {
  const start = markdown.search(/^## 7\. /m);
  const end = markdown.slice(start + 1).search(/^## /m);
  const chapter = markdown.slice(start, end === -1 ? undefined : start + 1 + end);
  const sections = chapter.split(/^### /m).slice(1);
  const entries = [];
  const byKey = new Map();

  const add = (entry) => {
    const key =
      entry.kind === 'call' ? `call ${entry.method} ${entry.path}` : `resource ${entry.path}`;
    const existing = byKey.get(key);
    if (!existing) {
      byKey.set(key, entry);
      entries.push(entry);
      return entry;
    }
    if (existing.kind === 'resource' && existing.operations.join() !== entry.operations.join()) {
      throw new Error(
        `${entry.path}: ${existing.spec.join(', ')} say ${existing.operations.join(', ')}, ` +
          `${entry.spec[0]} says ${entry.operations.join(', ')}`,
      );
    }
    for (const s of entry.spec) if (!existing.spec.includes(s)) existing.spec.push(s);
    if (existing.note && !entry.note) delete existing.note;
    return existing;
  };

  for (const section of sections) {
    const number = section.match(/^(\d+\.\d+)/)?.[1];
    if (!number || number === '7.1') continue;
    let base = null;
    let headerCrud = false;
    let tableHeader = null;
    let groupMethod = null;

    const resource = (path, operations, note) =>
      add({ spec: [number], kind: 'resource', path, operations, ...(note ? { note } : {}) });
    const call = (method, rawPath, tail) => {
      const path = !rawPath.startsWith('/') && base ? base + rawPath : rawPath;
      const response = responseOf(tail);
      return add({
        spec: [number],
        kind: 'call',
        method,
        path,
        ...(response ? { response } : {}),
        ...(path !== rawPath ? { note: `relative to ${base}` } : {}),
      });
    };

    /** One bullet, paragraph or table cell: its sentences in order. */
    const read = (text) => {
      let previous = [];
      for (const sentence of splitSentences(text)) {
        const found = tokens(sentence);
        if (found.length === 0) {
          // "GET /analytics/organisation-stats. Show, update, store and delete are disabled."
          const ops = hasKeyword(sentence) && opWords(sentence).length ? parseOps(sentence) : null;
          if (ops && previous.length === 1 && previous[0].kind === 'call') {
            const [c] = previous;
            entries.splice(entries.indexOf(c), 1);
            byKey.delete(`call ${c.method} ${c.path}`);
            previous = [resource(c.path, ops, `${c.method} path, restricted: "${sentence}"`)];
          }
          continue;
        }
        previous = [];
        const bare = found.filter((t) => !t.method);
        if (bare.length) {
          const last = bare.at(-1);
          const nextCall = found.find((t) => t.method && t.start > last.start);
          let tail = sentence.slice(last.end, nextCall ? nextCall.start : undefined);
          const colon = tail.indexOf(':');
          const stated = colon !== -1 || hasKeyword(tail);
          if (colon !== -1) tail = tail.slice(colon + 1);
          const [opsPart, plusPart = ''] = tail.split(/,?\s*\bplus\b/);
          const ops = stated ? parseOps(opsPart) : null;
          const note = ops || headerCrud ? undefined : 'no operations stated';
          for (const t of bare) previous.push(resource(t.path, ops ?? [...OPS], note));
          const plus = plusPart.trim().match(/^(GET|POST|PUT|DELETE)$/);
          if (plus) {
            if (bare.length !== 1)
              throw new Error(`"plus ${plus[1]}" on several paths: ${sentence}`);
            previous.push(call(plus[1], bare[0].path, ''));
          }
        }
        found.forEach((t, i) => {
          if (!t.method) return;
          const tail = sentence.slice(t.end, found[i + 1]?.start).trim();
          const inner = tail.match(/^\((.*)\)$/)?.[1];
          if (tail === 'only') {
            previous.push(resource(t.path, [METHOD_OP[t.method]], `"${t.method} ${t.path} only"`));
          } else if (inner && /\bonly\b/.test(inner) && opWords(inner).length) {
            previous.push(resource(t.path, parseOps(inner), `"${t.method} ${t.path} (${inner})"`));
          } else {
            previous.push(call(t.method, t.path, tail));
          }
        });
      }
    };

    for (const raw of section.split('\n').slice(1)) {
      const line = raw.trim();
      if (!line) {
        tableHeader = null;
        continue;
      }
      const method = line.match(/accept (GET|POST|PUT|DELETE) only/);
      if (method) groupMethod = method[1];
      if (line.startsWith('|')) {
        const cells = line
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim());
        if (!tableHeader) {
          tableHeader = cells;
          continue;
        }
        if (cells.every((c) => /^-*$/.test(c))) continue;
        if (tableHeader[0] === 'Group' && tableHeader[1] === 'Reports') {
          if (!groupMethod) throw new Error(`${number}: no method for the reports table`);
          for (const report of cells[1].split(',').map((r) => r.trim())) {
            add({ spec: [number], kind: 'call', method: groupMethod, path: cells[0] + report });
          }
        } else if (/^\/\S+$/.test(cells[0])) {
          read(`${cells[0]}: ${cells[1] ?? ''}`);
        } else {
          read(cells[0]);
        }
        continue;
      }
      tableHeader = null;
      const header = line.match(/^\*\*([^*]+)\*\*\s*(.*)$/);
      if (header) {
        base = null;
        headerCrud = /\bCRUD\b/.test(header[1]);
        const rest = header[2].trim();
        const group = rest.match(/^\((\/\S+);\s*([^)]*)\)$/);
        if (group) {
          base = group[1];
          resource(group[1], parseOps(group[2]) ?? [...OPS]);
        } else if (rest) read(rest);
        continue;
      }
      read(line.replace(/^- /, ''));
    }
  }
  return { chapter, entries };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const specPath = process.argv[2];
  if (!specPath) {
    console.error('usage: node extract-spec-paths.mjs <path to SPEC.md>');
    process.exit(2);
  }
  const { chapter, entries } = extract(readFileSync(specPath, 'utf8'));
  const resources = entries.filter((e) => e.kind === 'resource');
  const golden = {
    $comment: [
      'Generated from SPEC.md section 7 (7.2-7.15) by packages/api-client/scripts/extract-spec-paths.mjs; do not edit.',
      'Regenerate: node packages/api-client/scripts/extract-spec-paths.mjs ../shared/SPEC.md > packages/api-client/src/catalogue/spec-paths.golden.json',
      'Checked by packages/api-client/src/catalogue/spec-paths.test.ts.',
    ],
    specSection7Sha256: createHash('sha256').update(chapter).digest('hex'),
    counts: {
      resources: resources.length,
      operations: resources.reduce((n, e) => n + e.operations.length, 0),
      calls: entries.length - resources.length,
    },
    entries,
  };
  const target = join(
    dirname(fileURLToPath(import.meta.url)),
    '../src/catalogue/spec-paths.golden.json',
  );
  const options = (await prettier.resolveConfig(target)) ?? {};
  process.stdout.write(
    await prettier.format(JSON.stringify(golden), { ...options, parser: 'json' }),
  );
}
