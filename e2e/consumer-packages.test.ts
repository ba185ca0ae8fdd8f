import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFile, spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { packCached, type PackedPackage } from '../scripts/pack.mjs';
import {
  startSandbox,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  type Sandbox,
} from '../packages/sandbox/src/index.js';
import {
  createConsumer,
  createPackageConsumer,
  tsc,
  viteBuild,
  type PackedManifest,
} from './support/consumer.js';
import { startFaultProxy, type FaultProxy } from './fixtures/faultProxy.js';
import { launchBrowser } from './support/browser.js';
import { serveStatic } from './support/static.js';
import { checkPackedFiles } from './support/packedFiles.js';
import { firstStatement, loadAsServer } from './support/reactServer.js';

// An outside developer's view of the packages: the packed tarballs (as npm would
// publish them) in a fresh project, used from ESM, CommonJS (require(esm),
// Node >= 20.19), TypeScript strict (bundler and node16), Vite + React 18 and
// React 19, and a Node script against the sandbox. Runs against the BUILT packages.

let packed: PackedPackage[];
let app19: string;
let app18: string;
const scratch: string[] = [];

/** The packages a web app installs (the sandbox is a dev server: checked by publint/attw). */
const APP_PACKAGES = [
  '@volunteerkit/api-client',
  '@volunteerkit/widgets',
  '@volunteerkit/residential-embed',
];

function node(dir: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync('node', args, {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
}

/** Like {@link node}, without blocking this process (which may be serving the sandbox). */
function nodeAsync(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      'node',
      args,
      { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        done({ status: code, stdout, stderr });
      },
    );
  });
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

beforeAll(() => {
  // The tarballs of this build, packed once (the test command's package check packed
  // them already); only read here.
  packed = packCached();
  const app = packed.filter((pkg) => APP_PACKAGES.includes(pkg.name));
  app19 = createConsumer(app, { react: 19 });
  app18 = createConsumer(app, { react: 18 });
  scratch.push(app19, app18);
});

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('the packed tarballs', () => {
  test('hold LICENSE, README, types for every export, maps with their sources, and no test files', () => {
    expect(packed.map((pkg) => pkg.name).sort()).toEqual(
      [...APP_PACKAGES, '@volunteerkit/sandbox'].sort(),
    );
    for (const pkg of packed) {
      const problems = checkPackedFiles(pkg.tarball);
      expect(problems, pkg.name).toEqual([]);
    }
  });

  test("the README's install blocks name these tarballs today and these packages after release", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## In your own project'),
      readme.indexOf('## Packages'),
    );
    const tarballs = [...section.matchAll(/\/tmp\/volunteerkit\/([\w.-]+\.tgz)/g)].map((m) => m[1]);
    const written = packed.map((pkg) => basename(pkg.tarball));
    expect(tarballs.sort()).toEqual(written.filter((file) => !file.includes('sandbox')).sort());
    const named = [
      ...section.matchAll(/npm install (@volunteerkit\/[\w-]+)(?: (@volunteerkit\/[\w-]+))?/g),
    ]
      .flatMap((m) => m.slice(1))
      .filter(Boolean);
    expect(named.sort()).toEqual([...APP_PACKAGES].sort());
  });

  test('declare real versions (no workspace:), complete metadata and ESM with a default condition', () => {
    for (const name of APP_PACKAGES) {
      const manifest = JSON.parse(
        readFileSync(join(app19, 'node_modules', name, 'package.json'), 'utf8'),
      ) as PackedManifest;
      expect(JSON.stringify(manifest)).not.toContain('workspace:');
      expect(JSON.stringify(manifest.exports)).not.toContain('"source"');
      expect(manifest).toMatchObject({
        license: 'MIT',
        type: 'module',
        engines: { node: '>=20.19' },
        repository: { type: 'git' },
        bugs: { url: expect.stringMatching(/^https:\/\//) },
        homepage: expect.stringMatching(/^https:\/\//),
      });
      expect(JSON.stringify(manifest.exports['.'])).toContain('"default"');
    }
  });
});

describe('a fresh project using them', () => {
  test('imports every entry point from ESM', () => {
    write(app19, {
      'esm.mjs': `
        import { readdirSync } from 'node:fs';
        const entries = ['@volunteerkit/api-client', '@volunteerkit/widgets', '@volunteerkit/residential-embed'];
        for (const pkg of ['api-client', 'widgets']) {
          for (const f of readdirSync('node_modules/@volunteerkit/' + pkg + '/dist/entries')) {
            if (f.endsWith('.js')) entries.push('@volunteerkit/' + pkg + '/' + f.slice(0, -3));
          }
        }
        const out = {};
        for (const e of entries) out[e] = Object.keys(await import(e)).length;
        console.log(JSON.stringify(out));
      `,
    });
    const result = node(app19, ['esm.mjs']);
    expect(result.stderr).toBe('');
    const counts = JSON.parse(result.stdout) as Record<string, number>;
    expect(Object.keys(counts)).toEqual(
      expect.arrayContaining([
        '@volunteerkit/api-client/http',
        '@volunteerkit/api-client/public',
        '@volunteerkit/widgets/residential',
        '@volunteerkit/widgets/date-picker',
      ]),
    );
    for (const [entry, count] of Object.entries(counts)) expect(count, entry).toBeGreaterThan(0);
  });

  test('require()s them from CommonJS (Node require(esm))', () => {
    write(app19, {
      'cjs.cjs': `
        const client = require('@volunteerkit/api-client');
        const http = require('@volunteerkit/api-client/http');
        const widgets = require('@volunteerkit/widgets/residential');
        const embed = require('@volunteerkit/residential-embed');
        console.log(JSON.stringify([typeof client.createClient, typeof http.createHttpClient,
          typeof widgets.ResidentialResults, embed.version]));
      `,
    });
    const result = node(app19, ['cjs.cjs']);
    expect(result.status, result.stderr).toBe(0);
    const version = (
      JSON.parse(
        readFileSync(
          join(app19, 'node_modules/@volunteerkit/residential-embed/package.json'),
          'utf8',
        ),
      ) as PackedManifest
    ).version;
    expect(JSON.parse(result.stdout)).toEqual(['function', 'function', 'function', version]);
  });

  // A new project's `npm install typescript` gives TypeScript 7; many tools still pin 5.
  // One compiler per resolution mode keeps both covered at the cost of one TypeScript 5
  // run (about 12 s of CPU; TypeScript 7 takes a fraction of it).
  test.each([
    ['bundler', 7],
    ['node16', 5],
  ] as const)(
    'typechecks with TypeScript strict, moduleResolution %s, TypeScript %i',
    (mode, version) => {
      const compilerOptions =
        mode === 'bundler'
          ? { module: 'esnext', moduleResolution: 'bundler' }
          : { module: 'node16', moduleResolution: 'node16' };
      write(app19, {
        [`tsconfig.${mode}.json`]: JSON.stringify({
          compilerOptions: {
            ...compilerOptions,
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          files: ['app.tsx'],
        }),
        'app.tsx': `
        import { createClient, ApiError, type HttpClient } from '@volunteerkit/api-client';
        import { createHttpClient } from '@volunteerkit/api-client/http';
        import type { Opportunity } from '@volunteerkit/api-client/models';
        import { ResidentialResults, residentialCss } from '@volunteerkit/widgets/residential';
        import { mount, version, type EmbedOptions } from '@volunteerkit/residential-embed';
        import '@volunteerkit/residential-embed/loader';

        const client = createClient({ baseURL: 'https://org.example/api/' });
        const http: HttpClient = createHttpClient({ baseURL: '/api/' });
        const options: EmbedOptions = { view: 'results' };
        export const titles = (list: Opportunity[]): string[] => list.map((o) => String(o.display_name));
        export const isApiError = (e: unknown): boolean => e instanceof ApiError;
        export const app = <ResidentialResults http={http} />;
        export const css: string = residentialCss;
        export const v: string = version;
        export const mounted = (el: Element) => mount(el, options);
        export const session = client.session.user;
        // @ts-expect-error the types are real: a number is no base URL
        createClient({ baseURL: 42 });
      `,
      });
      const result = tsc(app19, `tsconfig.${mode}.json`, { native: version === 7 });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  test.each([18, 19] as const)('builds a Vite app on React %i, the date picker lazily', (react) => {
    const dir = react === 18 ? app18 : app19;
    write(dir, {
      'vite.config.mjs': `export default { logLevel: 'warn', resolve: { dedupe: ['react', 'react-dom'] } };`,
      'index.html': `<!doctype html><html lang="en"><title>Results</title><div id="root" class="vk-root"></div><script type="module" src="/main.js"></script></html>`,
      'main.js': `
        import { createElement, lazy } from 'react';
        import { createRoot } from 'react-dom/client';
        import { createHttpClient } from '@volunteerkit/api-client';
        import { ResidentialResults } from '@volunteerkit/widgets/residential';
        import { adoptStyles } from '@volunteerkit/widgets/styles';
        import '@volunteerkit/widgets/residential.css';
        const DatePicker = lazy(() => import('@volunteerkit/widgets/date-picker').then((m) => {
          adoptStyles(document, m.datePickerCss);
          return { default: m.DatePicker };
        }));
        const http = createHttpClient({ baseURL: '/api/' });
        // For the strict-CSP check below: constructable stylesheets from the page.
        window.vkAdoptStyles = adoptStyles;
        const root = document.getElementById('root');
        createRoot(root).render(createElement(ResidentialResults, { http, datePicker: DatePicker, router: false }));
      `,
    });
    const result = viteBuild(dir);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const assets = readdirSync(join(dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThanOrEqual(2);
    const code = assets.map((f) => readFileSync(join(dir, 'dist/assets', f), 'utf8'));
    const main = code.find((c) => c.includes('createRoot')) ?? '';
    const reactVersion = (
      JSON.parse(readFileSync(join(dir, 'node_modules/react/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(reactVersion.startsWith(`${react}.`)).toBe(true);
    expect(code.join('\n')).toContain(reactVersion);
    // One React: only the version of the project's react-dom is bundled.
    expect(code.join('\n')).not.toContain(react === 18 ? '"19.' : '"18.');
    // react-day-picker stays out of the entry chunk.
    expect(main).not.toContain('rdp-');
    expect(code.some((c) => c.includes('rdp-'))).toBe(true);
    // The stylesheet is a real file, linked (no <style> in the page, no CSS in the JS).
    const css = readdirSync(join(dir, 'dist/assets')).filter((f) => f.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(readFileSync(join(dir, 'dist/assets', css[0]!), 'utf8')).toContain('.vk-card');
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toMatch(/<link rel="stylesheet"/);
  });

  test("the React 19 page is styled under Content-Security-Policy style-src 'self' (Chromium)", async () => {
    const opportunities = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      display_name: `Opportunity ${i + 1}`,
      available_timeslots: [{}],
    }));
    const list = JSON.stringify({
      data: opportunities,
      meta: { pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 8, total: 8 } },
    });
    const csp =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
    const server = await serveStatic({
      mounts: { '/': join(app19, 'dist') },
      headers: { 'content-security-policy': csp },
      files: { '/api/residential-opportunities/': { type: 'application/json', body: list } },
    });
    const browser = await launchBrowser();
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    try {
      await page.goto(`${server.url}/`);
      await page.locator('article.vk-card').nth(7).waitFor();
      const styled = await page.evaluate(() => {
        const card = document.querySelector('article.vk-card')!;
        const style = getComputedStyle(card);
        return {
          radius: style.borderTopLeftRadius,
          border: style.borderTopStyle,
          display: style.display,
          styleElements: document.querySelectorAll('style').length,
        };
      });
      // Unstyled, an <article> is display: block with no border.
      expect(styled).toEqual({ radius: '6px', border: 'solid', display: 'flex', styleElements: 0 });
      // adoptStyles() works under the same policy (constructable stylesheets).
      const adopted = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('p'));
        probe.className = 'csp-probe';
        (window as unknown as { vkAdoptStyles: (d: Document, css: string) => void }).vkAdoptStyles(
          document,
          '.csp-probe { color: rgb(1, 2, 3); }',
        );
        return getComputedStyle(probe).color;
      });
      expect(adopted).toBe('rgb(1, 2, 3)');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
      await browser.close();
      await server.close();
    }
  });

  test("'use client' is on exactly the entries that need client React: Next.js App Router's server graph loads every entry", async () => {
    // Every entry of the packed packages, as a server component would import it.
    const dist = (name: string) => join(app19, 'node_modules', name, 'dist');
    const entriesOf = (name: string) => [
      name,
      ...readdirSync(join(dist(name), 'entries'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${name}/${f.slice(0, -3)}`),
    ];
    const widgets = entriesOf('@volunteerkit/widgets');
    const apiClient = entriesOf('@volunteerkit/api-client');
    // Without the bundler's boundary: which entries cannot be evaluated with React's server build.
    const plain = await loadAsServer(app19, [...widgets, ...apiClient], false);
    expect(plain.react).toEqual({ createContext: 'undefined', useState: 'undefined' });
    // With it (what `next build` does with a 'use client' module): every entry loads. Control:
    // the residential entry without its directive is evaluated in the server graph and fails
    // as `next build` did ("createContext is not a function … Failed to collect page data").
    const entry = readFileSync(
      join(dist('@volunteerkit/widgets'), 'entries/residential.js'),
      'utf8',
    );
    expect(firstStatement(entry)).toBe("'use client';");
    const control = join(dist('@volunteerkit/widgets'), 'entries/no-directive.js');
    writeFileSync(control, entry.replace("'use client';", ''));
    const server = await loadAsServer(
      app19,
      [...widgets, ...apiClient, '@volunteerkit/widgets/no-directive'],
      true,
    ).finally(() => rmSync(control));
    expect(server['@volunteerkit/widgets/no-directive']).toMatch(
      /^error: .*'(createContext|useState|useSyncExternalStore|useContext|useEffect)'/,
    );
    const needsClient = widgets.filter((e) => plain[e]!.startsWith('error'));
    for (const entry of widgets)
      expect(server[entry], entry).toBe(
        needsClient.includes(entry) ? 'client reference' : 'evaluated',
      );
    // The split is the documented one (the check cannot pass with nothing on either side).
    expect(needsClient.sort()).toEqual(
      ['', '/date-picker', '/hydration', '/locale-pseudo', '/portal', '/residential'].map(
        (e) => `@volunteerkit/widgets${e}`,
      ),
    );
    for (const entry of ['server', 'styles', 'markdown', 'locale-cy'])
      expect(server[`@volunteerkit/widgets/${entry}`], entry).toBe('evaluated');
    // The api-client has no directive and runs on either side.
    for (const entry of apiClient) expect(server[entry], entry).toBe('evaluated');
    const withDirective = spawnSync(
      'grep',
      ['-rl', '--include=*.js', 'use client', dist('@volunteerkit/api-client')],
      {
        encoding: 'utf8',
      },
    ).stdout;
    expect(withDirective).toBe('');
  });

  test("the sandbox's published types need only what it depends on", () => {
    // Every package the declarations reachable from its `types` import comes with the
    // sandbox's own dependencies, with its types (its own or a @types package it depends on).
    // Before, its database types needed @types/better-sqlite3, a devDependency (TS7016 in a
    // strict project without skipLibCheck).
    const sandbox = packed.find((pkg) => pkg.name === '@volunteerkit/sandbox')!;
    const dir = createPackageConsumer(sandbox);
    scratch.push(dir);
    const root = join(dir, 'node_modules', sandbox.name);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackedManifest;
    const deps = manifest.dependencies ?? {};
    const imported = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // Code only: TSDoc examples import the package itself.
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      for (const [, spec] of source.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
        if (spec!.startsWith('.')) visit(join(file, '..', spec!.replace(/\.js$/, '.d.ts')));
        else if (!spec!.startsWith('node:'))
          imported.add(
            spec!
              .split('/')
              .slice(0, spec!.startsWith('@') ? 2 : 1)
              .join('/'),
          );
      }
    };
    visit(join(root, 'dist', 'index.d.ts'));
    expect(seen.size).toBeGreaterThan(10);
    expect([...imported]).toContain('better-sqlite3');
    for (const name of imported) {
      expect(deps, name).toHaveProperty(name);
      const dep = join(dir, 'node_modules', name);
      const own = JSON.parse(readFileSync(join(dep, 'package.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const typed =
        typeof own.types === 'string' ||
        typeof own.typings === 'string' ||
        JSON.stringify(own.exports ?? {}).includes('"types"') ||
        existsSync(join(dep, 'index.d.ts'));
      if (!typed) expect(deps, `${name} has no types of its own`).toHaveProperty(`@types/${name}`);
    }
  });

  test("the embed's CDN command (the package's bin) builds a hosted folder with SRI", () => {
    const embedDir = join(app19, 'node_modules/@volunteerkit/residential-embed');
    const manifest = JSON.parse(readFileSync(join(embedDir, 'package.json'), 'utf8')) as {
      bin?: Record<string, string>;
    };
    const bin = manifest.bin?.['volunteerkit-embed-cdn'];
    expect(bin).toBeDefined();
    const out = join(app19, 'embed-cdn');
    const result = node(app19, [
      join(embedDir, bin!),
      '--out',
      out,
      '--base-url',
      'https://cdn.example/vk/',
    ]);
    expect(result.status, result.stderr).toBe(0);
    const [version] = readdirSync(out);
    const integrity = JSON.parse(readFileSync(join(out, version!, 'integrity.json'), 'utf8')) as {
      loader: string;
      files: Record<string, string>;
    };
    expect(integrity.loader).toMatch(/^residential-embed-[\w-]+\.js$/);
    const snippet = readFileSync(join(out, version!, 'snippet.html'), 'utf8');
    expect(snippet).toContain(`src="https://cdn.example/vk/${integrity.loader}"`);
    expect(snippet).toContain(`integrity="${integrity.files[integrity.loader]}"`);
    expect(node(app19, [join(embedDir, bin!), '--help']).stdout).toContain('--base-url');
  });

  describe('a Node script against the sandbox', () => {
    let api: Sandbox;
    let proxy: FaultProxy;
    beforeAll(async () => {
      api = await startSandbox({ port: 0, seed: 'demo' });
      proxy = await startFaultProxy(api.url);
    });
    afterAll(async () => {
      await proxy.close();
      await api.close();
    });

    test('retries a GET answered 503 with Retry-After, then 200; retry: false gives the typed error', async () => {
      // The first request of each run is refused with 503 and Retry-After: 1.
      let seen = 0;
      proxy.rule = {
        answer: () =>
          seen++ % 2 === 0 ? { status: 503, headers: { 'retry-after': '1' } } : undefined,
      };
      write(app19, {
        'retry.mjs': `
          import { createHttpClient, ApiError, ServerError } from '@volunteerkit/api-client';
          import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
          const retried = [];
          const http = createHttpClient({
            baseURL: process.env.VK_API,
            hooks: { onRetry: ({ retry, delay, error }) => retried.push({ retry, delay, status: error.status }) },
          });
          const started = Date.now();
          const page = await listResidentialOpportunities(http, { page: 1 });
          const waited = Date.now() - started;
          const once = createHttpClient({ baseURL: process.env.VK_API, retry: false });
          const error = await listResidentialOpportunities(once, { page: 1 }).catch((e) => e);
          console.log(JSON.stringify({
            count: page.data.length, waited, retried,
            error: { server: error instanceof ServerError, api: error instanceof ApiError,
              status: error.status, code: error.code, retryAfter: error.retryAfter },
          }));
        `,
      });
      const result = await nodeAsync(app19, ['retry.mjs'], { VK_API: `${proxy.url}/api/` });
      proxy.rule = {};
      expect(result.status, result.stderr).toBe(0);
      const out = JSON.parse(result.stdout) as {
        count: number;
        waited: number;
        retried: { retry: number; delay: number; status: number }[];
        error: Record<string, unknown>;
      };
      expect(out.count).toBe(8);
      expect(out.retried).toEqual([{ retry: 1, delay: 1000, status: 503 }]);
      expect(out.waited).toBeGreaterThanOrEqual(1000);
      expect(out.error).toEqual({
        server: true,
        api: true,
        status: 503,
        code: 'proxy',
        retryAfter: 1000,
      });
    });

    test('server-renders the results with the SSR pair: cards in the HTML, no search from the render', async () => {
      write(app19, {
        'ssr.mjs': `
          import { createElement } from 'react';
          import { renderToString } from 'react-dom/server';
          import { createHttpClient } from '@volunteerkit/api-client';
          import { prefetchResidentialResults } from '@volunteerkit/widgets/server';
          import { ResidentialHydrationBoundary } from '@volunteerkit/widgets/hydration';
          import { ResidentialResults } from '@volunteerkit/widgets/residential';
          const calls = [];
          const http = createHttpClient({ baseURL: process.env.VK_API, hooks: { onRequest: (c) => calls.push(c.path) } });
          const state = JSON.parse(JSON.stringify(await prefetchResidentialResults({ http, query: { type: 'long_term' } })));
          const before = calls.length;
          const html = renderToString(createElement(ResidentialHydrationBoundary, { state },
            createElement(ResidentialResults, { http, router: false })));
          const bare = renderToString(createElement(ResidentialResults, { http, router: false, initialQuery: state.query }));
          console.log(JSON.stringify({ query: state.query, cards: (html.match(/<article/g) ?? []).length,
            bare: (bare.match(/<article/g) ?? []).length, prefetchCalls: before, renderCalls: calls.length - before }));
        `,
      });
      const result = await nodeAsync(app19, ['ssr.mjs'], { VK_API: `${api.url}/api/` });
      expect(result.status, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        query: 'type=long_term',
        cards: 8,
        bare: 0,
        prefetchCalls: 1,
        renderCalls: 0,
      });
    });

    test('logs in and pages through the residential opportunities', async () => {
      write(app19, {
        'pages.mjs': `
          import { createClient } from '@volunteerkit/api-client';
          const client = createClient({ baseURL: process.env.VK_API });
          const login = await client.login({ email: process.env.VK_EMAIL, password: process.env.VK_PASSWORD });
          const pages = [];
          for await (const page of client.residentialOpportunities.paginate({ limit: 3 }, { maxPages: 3 })) {
            pages.push({ page: page.meta.pagination.current_page, ids: page.data.map((o) => o.id) });
          }
          // An authenticated read: the signed-in user's own record.
          const me = await client.users.show(client.session.user.id);
          console.log(JSON.stringify({ status: login.status, user: (me.data ?? me).email, pages }));
        `,
      });
      // Asynchronously: the sandbox answers from this process's event loop.
      const result = await nodeAsync(app19, ['pages.mjs'], {
        VK_API: `${api.url}/api/`,
        VK_EMAIL: DEMO_LOGINS.admin,
        VK_PASSWORD: DEMO_PASSWORD,
      });
      expect(result.status, result.stderr).toBe(0);
      const out = JSON.parse(result.stdout) as {
        status: string;
        user: string;
        pages: { page: number; ids: number[] }[];
      };
      expect(out.status).toBe('authenticated');
      expect(out.user).toBe(DEMO_LOGINS.admin);
      expect(out.pages.map((p) => p.page)).toEqual([1, 2, 3]);
      for (const p of out.pages) expect(p.ids).toHaveLength(3);
      const ids = out.pages.flatMap((p) => p.ids);
      expect(new Set(ids).size).toBe(9);
      expect(api.logs('login').length).toBeGreaterThan(0);
    });
  });
});
