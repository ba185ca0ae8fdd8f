// Keeps the residential entry lean for the script-tag embed (first paint budget
// 35 KiB gz there): the calendar (react-day-picker, date-fns) stays behind the
// lazily loaded `date-picker` subpath, and no positioning library is pulled in.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const widgets = resolve(__dirname, '..');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'marked'];

async function bundle(entry: string) {
  const result = await build({
    entryPoints: [resolve(widgets, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    conditions: ['source'],
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const gz = gzipSync(result.outputFiles[0]!.contents).length;
  return { inputs, gz };
}

describe('residential entry weight', () => {
  it('does not bundle the calendar or a positioning library', async () => {
    const { inputs, gz } = await bundle('entries/residential.ts');
    expect(inputs.filter((i) => /react-day-picker|date-fns|@floating-ui/.test(i))).toEqual([]);
    expect(inputs.some((i) => i.includes('DatePicker/DatePicker.tsx'))).toBe(false);
    // Our own code (React and marked excluded): about 13 KiB gz today.
    expect(gz).toBeLessThan(18 * 1024);
  });

  it('the date-picker subpath carries the calendar', async () => {
    const { inputs } = await bundle('entries/date-picker.ts');
    expect(inputs.some((i) => i.includes('react-day-picker'))).toBe(true);
  });
});

describe('markdown renderer code-splitting', () => {
  it('marked is only reachable through the lazy import of Markdown/render', async () => {
    const result = await build({
      entryPoints: [resolve(widgets, 'entries/residential.ts')],
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      outdir: resolve(widgets, '../.bundle-test-out'),
      write: false,
      metafile: true,
      conditions: ['source'],
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    const outputs = result.metafile.outputs;
    const entryPath = Object.keys(outputs).find((k) =>
      outputs[k]!.entryPoint?.endsWith('entries/residential.ts'),
    )!;
    const entry = outputs[entryPath]!;
    // Everything the entry loads statically (its file and the chunks it imports).
    const staticFiles = new Set<string>();
    const visit = (path: string) => {
      if (staticFiles.has(path) || !outputs[path]) return;
      staticFiles.add(path);
      for (const i of outputs[path]!.imports) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entryPath);
    const staticInputs = [...staticFiles].flatMap((f) => Object.keys(outputs[f]!.inputs));
    expect(staticInputs.some((i) => /node_modules[\\/](marked|dompurify)[\\/]/.test(i))).toBe(
      false,
    );
    expect(staticInputs.some((i) => i.endsWith('Markdown/render.tsx'))).toBe(false);
    expect(staticInputs.some((i) => i.endsWith('Markdown/safeUrl.ts'))).toBe(true);
    // The lazy chunk is imported dynamically, never statically, by the entry.
    const lazy = Object.values(outputs).find((o) =>
      Object.keys(o.inputs).some((i) => i.endsWith('Markdown/render.tsx')),
    )!;
    expect(Object.keys(lazy.inputs).some((i) => /node_modules[\\/]marked[\\/]/.test(i))).toBe(true);
    expect(entry.imports.filter((i) => i.kind === 'dynamic-import').length).toBeGreaterThan(0);
    expect(
      entry.imports.filter((i) => i.kind === 'import-statement' && /render/.test(i.path)),
    ).toEqual([]);
  });
});
