/**
 * Tree-shaking: the public residential calls (and the public-search slice of the
 * catalogue) bundle without the rest of the catalogue. Bundled with esbuild the
 * way an app would (ESM, minified, the package's `sideEffects: false`).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('..', import.meta.url));

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: src, loader: 'ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    external: ['ofetch', 'jwt-decode', 'zod', 'zod/*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Paths that belong to other areas of the catalogue. */
const FOREIGN = [
  '/users/{userId}/messaging/',
  '/organisation/query-builder/',
  '/rota/{params}pdf/',
  '/reports/',
];

describe('tree-shaking the catalogue', () => {
  it('public residential calls plus catalogue types pull in no catalogue data', async () => {
    const out = await bundle(`
      import type { CatalogueEntry } from './entries/catalogue.js';
      import { listResidentialOpportunities } from './entries/public.js';
      const entry: CatalogueEntry | undefined = undefined;
      console.log(listResidentialOpportunities, entry);
    `);
    for (const path of FOREIGN) expect(out).not.toContain(path);
    expect(out).not.toContain('/geocode/retrieve/');
  });

  it('importing a public call from the package root does not pull in the catalogue either', async () => {
    const out = await bundle(`
      import { listResidentialOpportunities } from './index.js';
      console.log(listResidentialOpportunities);
    `);
    for (const path of FOREIGN) expect(out).not.toContain(path);
  });

  it('the public-search slice of the catalogue bundles alone', async () => {
    const out = await bundle(`
      import { publicSearchEntries } from './catalogue/publicSearch.js';
      console.log(publicSearchEntries);
    `);
    expect(out).toContain('/residential-opportunities/');
    for (const path of FOREIGN) expect(out).not.toContain(path);
  });

  it('the whole catalogue is there when it is used (the check can fail)', async () => {
    const out = await bundle(`
      import { catalogue } from './entries/catalogue.js';
      console.log(catalogue);
    `);
    for (const path of FOREIGN) expect(out).toContain(path);
  });
});
