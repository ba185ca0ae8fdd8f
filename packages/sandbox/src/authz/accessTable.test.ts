import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { accessTableMarkdown, policyMarkdown } from './accessTable.js';

const DOC = fileURLToPath(new URL('../../../../docs/security.md', import.meta.url));

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

test.each([
  ['access-table', () => accessTableMarkdown(catalogue), 'rules.ts'],
  ['policy-table', () => policyMarkdown(), 'policy.ts'],
] as const)('docs/security.md shows the current %s', (name, generate, source) => {
  const START = `<!-- ${name}:start (generated from packages/sandbox/src/authz/${source}; VK_WRITE_DOCS=1 rewrites it) -->`;
  const END = `<!-- ${name}:end -->`;
  const doc = readFileSync(DOC, 'utf8');
  const table = generate();
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(start, `docs/security.md lacks the ${name} markers`).toBeGreaterThan(-1);
  const current = normalise(doc.slice(start + START.length, end));
  if (process.env.VK_WRITE_DOCS === '1' && current !== normalise(table)) {
    writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${table}\n\n${doc.slice(end)}`);
    return;
  }
  expect(current, 'run VK_WRITE_DOCS=1 vitest run accessTable, then prettier').toBe(
    normalise(table),
  );
});
