#!/usr/bin/env node
// Regenerates the files derived from the api-client catalogue:
//   packages/api-client/src/resources/api.generated.ts (typed accessor interfaces)
//   docs/endpoints.md (endpoint reference, a table per spec area)
// The catalogue is TypeScript, so it is bundled with esbuild first. A test
// (packages/api-client/src/catalogue/generated.test.ts) fails when they are stale.
// Usage: node scripts/gen-endpoints.mjs [--check]
import { build } from 'esbuild';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const check = process.argv.includes('--check');

const dir = await mkdtemp(join(tmpdir(), 'vk-gen-'));
try {
  const outfile = join(dir, 'generated.mjs');
  await build({
    entryPoints: [join(root, 'packages/api-client/scripts/codegen/generatedFiles.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'error',
  });
  const { generatedFiles } = await import(pathToFileURL(outfile).href);
  let stale = 0;
  for (const file of generatedFiles()) {
    const target = join(root, file.path);
    const options = (await prettier.resolveConfig(target)) ?? {};
    const content = await prettier.format(file.content, { ...options, parser: file.parser });
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current === content) continue;
    stale++;
    if (check) console.error(`stale: ${file.path}`);
    else {
      await writeFile(target, content);
      console.log(`wrote ${file.path}`);
    }
  }
  if (check && stale) process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
