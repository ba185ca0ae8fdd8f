#!/usr/bin/env node
// Lints the packed packages as npm would publish them: publint (strict: a
// warning fails) and Are the Types Wrong (attw) for node16 from ESM, node16 from
// CommonJS and bundlers. Run by the test command after the build.
//
// attw runs with the `node16` profile (node16 from ESM and from CJS, bundler;
// not node10) minus one rule: the packages are ESM only and need Node >= 20.19
// ("engines"), where `require()` of ESM works, so "CJS resolves to ESM" does
// not apply. Every other problem in the node16-CJS column still fails. The consumer test
// (e2e/consumer-packages.test.ts) require()s the tarballs for real.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packCached } from './pack.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');

/** Subpaths behind a `./*` export: attw does not expand wildcards, so list them. */
function wildcardEntrypoints(tarball) {
  const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout;
  return listing
    .split('\n')
    .map((file) => /^package\/dist\/entries\/([\w-]+)\.js$/.exec(file)?.[1])
    .filter(Boolean)
    .map((name) => `./${name}`);
}

/** Stylesheet subpaths (`./residential.css`): files, not modules, so attw has no types to check. */
function stylesheetEntrypoints(tarball) {
  const manifest = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], {
    encoding: 'utf8',
  }).stdout;
  return Object.keys(JSON.parse(manifest).exports ?? {}).filter((key) => key.endsWith('.css'));
}

// Packed once per build (node_modules/.cache/vk-pack): e2e/consumer-packages.test.ts
// installs the same tarballs.
let failed = 0;
for (const pkg of packCached()) {
  console.log(`\n--- ${pkg.name} (${pkg.tarball})`);
  const publint = spawnSync(join(BIN, 'publint'), ['run', pkg.tarball, '--strict'], {
    stdio: 'inherit',
  });
  const extra = wildcardEntrypoints(pkg.tarball);
  const stylesheets = stylesheetEntrypoints(pkg.tarball);
  const attw = spawnSync(
    join(BIN, 'attw'),
    [
      pkg.tarball,
      '--profile',
      'node16',
      '--ignore-rules',
      'cjs-resolves-to-esm',
      '--format',
      'table-flipped',
      '--no-color',
      ...(extra.length > 0 ? ['--include-entrypoints', ...extra] : []),
      ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
    ],
    { stdio: 'inherit' },
  );
  if (publint.status !== 0) failed += 1;
  if (attw.status !== 0) failed += 1;
}
console.log(
  failed === 0 ? '\npublint and attw: clean' : `\npublint and attw: ${failed} failure(s)`,
);
process.exit(failed === 0 ? 0 : 1);
