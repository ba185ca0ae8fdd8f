// The measuring helpers the benchmarks and the budget test stand on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, bytesByPackage, findEntryOutput, measure, packageOf } from './bundle.mjs';
import { htmlAssets, importsOf, splitDist } from './dist.mjs';
import { median, ratio, table } from './report.mjs';

describe('report helpers', () => {
  it.each([
    [[], Number.NaN],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median(%j) = %d', (xs, expected) => {
    expect(median(xs)).toBe(expected);
  });

  it('formats ratios and refuses missing sides', () => {
    expect(ratio(50, 100)).toBe('0.50×');
    expect(ratio(undefined, 100)).toBe('n/a');
    expect(ratio(1, 0)).toBe('n/a');
  });

  it('writes a Markdown table with escaped pipes and right-aligned numbers', () => {
    expect(table(['a', 'b'], [['x|y', 1]])).toBe('| a | b |\n| --- | ---: |\n| x\\|y | 1 |');
  });
});

describe('measure and attribution', () => {
  it('gzip and brotli are smaller than the raw bytes of repetitive code', () => {
    const s = measure('export const a = 1;\n'.repeat(200));
    expect(s.min).toBe(20 * 200);
    expect(s.gzip).toBeLessThan(s.min / 10);
    expect(s.brotli).toBeLessThan(s.min / 10);
  });

  it.each([
    ['node_modules/.pnpm/ofetch@1.5.1/node_modules/ofetch/dist/index.mjs', 'ofetch'],
    [
      'node_modules/.pnpm/@floating-ui+dom@1.8.0/node_modules/@floating-ui/dom/dist/x.mjs',
      '@floating-ui/dom',
    ],
    ['packages/api-client/src/http/transport.ts', '@volunteerkit/api-client'],
  ])('packageOf(%s) = %s', (input, pkg) => {
    expect(packageOf(input)).toBe(pkg);
  });

  it('groups bytes by package, largest first, without empty inputs', () => {
    expect(
      bytesByPackage({
        'node_modules/a/x.js': 10,
        'node_modules/b/y.js': 30,
        'node_modules/a/z.js': 25,
        'node_modules/c/w.js': 0,
      }),
    ).toEqual([
      ['a', 35],
      ['b', 30],
    ]);
  });
});

describe('bundle', () => {
  it('tree-shakes and separates the first-paint chunk from lazy chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vk-bundle-'));
    try {
      writeFileSync(
        join(dir, 'lazy.js'),
        `export const big = ${JSON.stringify('z'.repeat(5000))};`,
      );
      writeFileSync(
        join(dir, 'lib.js'),
        `export const used = () => 'used'; export const unused = () => ${JSON.stringify('u'.repeat(3000))};`,
      );
      const result = await bundle({
        contents: `import { used } from './lib.js'; export const run = () => [used(), import('./lazy.js')];`,
        resolveDir: dir,
      });
      expect(result.exports).toEqual(['run']);
      expect(result.chunks.filter((c) => c.initial)).toHaveLength(1);
      expect(result.chunks.filter((c) => !c.initial)).toHaveLength(1);
      expect(result.initial.min).toBeLessThan(1000);
      expect(result.total.min).toBeGreaterThan(5000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bundle of a file entry with dynamic imports', () => {
  it('measures the entry itself, not a dynamically imported chunk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vk-bundle-file-'));
    try {
      writeFileSync(
        join(dir, 'Area.js'),
        `export const area = ${JSON.stringify('a'.repeat(4000))};`,
      );
      writeFileSync(join(dir, 'app.js'), `export const app = () => import('./Area.js');`);
      writeFileSync(
        join(dir, 'main.js'),
        `import { app } from './app.js'; export const run = () => app();`,
      );
      const result = await bundle(join(dir, 'main.js'));
      expect(result.exports).toEqual(['run']);
      expect(result.chunks.filter((c) => c.initial)).toHaveLength(1);
      expect(result.initial.min).toBeLessThan(500);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('findEntryOutput', () => {
  it('picks the entry even when a dynamic import is listed first', () => {
    const outputs: [string, { entryPoint?: string }][] = [
      ['out/AreaScreen-X.js', { entryPoint: 'src/AreaScreen.tsx' }],
      ['out/chunk-Y.js', {}],
      ['out/main.js', { entryPoint: 'src/main.tsx' }],
    ];
    expect(findEntryOutput(outputs, 'src/main.tsx')?.[0]).toBe('out/main.js');
    expect(findEntryOutput(outputs, '<stdin>')?.[0]).toBe('out/AreaScreen-X.js');
  });
});

describe('dist analysis', () => {
  it('counts an entry and its static imports as first paint, dynamic imports as lazy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vk-dist-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(
        join(dir, 'index.html'),
        '<script type="module" src="/assets/main.js"></script>',
      );
      writeFileSync(
        join(dir, 'assets', 'main.js'),
        'import{a}from"./shared.js";const l=()=>import("./area.js");console.log(a,l);',
      );
      writeFileSync(join(dir, 'assets', 'shared.js'), 'export const a=1;');
      writeFileSync(join(dir, 'assets', 'area.js'), 'export const b=2;');
      const entries = htmlAssets(join(dir, 'index.html'), dir);
      expect(entries).toEqual([join(dir, 'assets', 'main.js')]);
      expect(importsOf(join(dir, 'assets', 'main.js'))).toEqual({
        statics: [join(dir, 'assets', 'shared.js')],
        dynamics: [join(dir, 'assets', 'area.js')],
      });
      const split = splitDist(dir, entries);
      const initial = split.files
        .filter((f) => f.initial)
        .map((f) => f.file)
        .sort();
      expect(initial).toEqual([join('assets', 'main.js'), join('assets', 'shared.js')]);
      expect(split.total.min).toBe(split.initial.min + split.lazy.min);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
