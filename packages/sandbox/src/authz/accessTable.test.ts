import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { accessTableMarkdown } from './accessTable.js';

const DOC = fileURLToPath(new URL('../../../../docs/security.md', import.meta.url));
const START =
  '<!-- access-table:start (generated from packages/sandbox/src/authz/rules.ts; VK_WRITE_DOCS=1 rewrites it) -->';
const END = '<!-- access-table:end -->';

/** Table text without the padding prettier adds. */
const normalise = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/^:?-{3,}:?$/, '---'))
        .join('|'),
    )
    .join('\n');

test('docs/security.md shows the current authorisation table', () => {
  const doc = readFileSync(DOC, 'utf8');
  const table = accessTableMarkdown(catalogue);
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(start, 'docs/security.md lacks the access-table markers').toBeGreaterThan(-1);
  const current = normalise(doc.slice(start + START.length, end));
  if (process.env.VK_WRITE_DOCS === '1' && current !== normalise(table)) {
    writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${table}\n\n${doc.slice(end)}`);
    return;
  }
  expect(current, 'run VK_WRITE_DOCS=1 vitest run accessTable, then prettier').toBe(
    normalise(table),
  );
});
