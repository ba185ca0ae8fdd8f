#!/usr/bin/env node
// `npm run docs`: the static docs site in docs/site (generated, not committed):
// the guides, every package's quick start, the changelog and migration page from
// the changesets, and the TypeDoc API reference in docs/site/api. Fails on an
// undocumented export (TypeDoc) and on any internal link that does not resolve.
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { SITE, buildSite, checkSite } from './docs-site.mjs';

const api = pnpm([
  'exec',
  'typedoc',
  '--options',
  'typedoc.json',
  '--out',
  join(SITE, 'api'),
  '--logLevel',
  'Warn',
]);
if (api !== 0) process.exit(api);
const pages = buildSite();
const broken = checkSite(SITE, pages);
for (const b of broken) console.error(`broken link: ${b}`);
console.log(
  `docs site: ${pages.length} pages and the API reference in ${SITE} (${broken.length} broken links)`,
);
process.exit(broken.length === 0 ? 0 : 1);
