#!/usr/bin/env node
// `npm run release`: everything up to (not including) publishing, with no network:
//   1. changeset version  - consumes .changeset/*.md: bumps versions, writes CHANGELOG.md files
//   2. build              - every workspace package
//   3. check              - publint + attw on the packed tarballs (scripts/check-packages.mjs)
//   4. pack               - release/npm/*.tgz (pnpm pack: workspace:^ becomes the real range)
//   5. CDN                - release/cdn/<version>/ (content-hashed embed + integrity.json)
// Then publish as docs/releasing.md says (npm publish of the tarballs, upload of the CDN folder).
//
// Flags: --skip-version  rehearse without consuming the changesets (nothing in git changes).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { packAll } from './pack.mjs';
import { buildCdn } from '../packages/residential-embed/scripts/build-cdn.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'release');
const skipVersion = process.argv.includes('--skip-version');

function must(name, ok) {
  if (!ok) {
    console.error(`release: ${name} failed`);
    process.exit(1);
  }
  console.log(`release: ${name} ok`);
}

if (!skipVersion) {
  must('changeset version', pnpm(['exec', 'changeset', 'version'], { cwd: ROOT }) === 0);
}
must('build', pnpm(['-r', '--workspace-concurrency=1', 'build'], { cwd: ROOT }) === 0);
must(
  'publint + attw',
  spawnSync('node', [join(ROOT, 'scripts/check-packages.mjs')], { stdio: 'inherit' }).status === 0,
);
rmSync(OUT, { recursive: true, force: true });
const packed = packAll(join(OUT, 'npm'));
must('pack', packed.length > 0);
const cdn = buildCdn({ out: join(OUT, 'cdn') });
must('CDN build', true);

console.log('\nReady to publish (see docs/releasing.md):');
for (const pkg of packed) console.log(`  npm publish ${pkg.tarball} --access public`);
console.log(`  upload ${cdn.dir} to <cdn>/volunteerkit/residential-embed/${cdn.version}/`);
console.log(`  loader: ${cdn.loader}  integrity: ${cdn.files[cdn.loader]}`);
