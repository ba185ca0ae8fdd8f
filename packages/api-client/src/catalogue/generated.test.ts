/**
 * Drift test: the committed generated files (typed accessor interfaces and
 * docs/endpoints.md) must equal what the catalogue generates now.
 * Fix a failure with `node scripts/gen-endpoints.mjs`.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { generatedFiles } from '../../scripts/codegen/generatedFiles.js';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

describe('generated files are up to date with the catalogue', () => {
  it.each(generatedFiles().map((f) => [f.path, f] as const))('%s', async (_path, file) => {
    const target = join(root, file.path);
    const options = (await prettier.resolveConfig(target)) ?? {};
    const expected = await prettier.format(file.content, { ...options, parser: file.parser });
    const current = await readFile(target, 'utf8').catch(() => '');
    expect(current === expected, `${file.path} is stale: run node scripts/gen-endpoints.mjs`).toBe(
      true,
    );
  });

  it('documents every catalogue entry in docs/endpoints.md', async () => {
    const { catalogue } = await import('./index.js');
    const doc = await readFile(join(root, 'docs/endpoints.md'), 'utf8');
    for (const e of catalogue) expect(doc).toContain(`\`${e.path.replace(/\|/g, '\\|')}\``);
  });
});
