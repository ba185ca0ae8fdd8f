// The residential widgets on React 18 (the peer range is ^18.2 || ^19): the
// widgets are bundled with esbuild against react@18 / react-dom@18 (root dev
// dependencies `react-18` and `react-dom-18`), then server-rendered, hydrated in
// jsdom and used. The rest of the suite runs on React 19.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as ReactTypes from 'react';

const require = createRequire(import.meta.url);

/** The slice of jsdom used here (jsdom ships no types and @types/jsdom is not installed). */
interface JsdomLike {
  window: Window & typeof globalThis;
}
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => JsdomLike;
};
const root = resolve(__dirname, '../../../..');
const react18 = dirname(require.resolve('react-18/package.json', { paths: [root] }));
const reactDom18 = dirname(require.resolve('react-dom-18/package.json', { paths: [root] }));
const widgets = resolve(__dirname, '..');

const entry = `
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ResidentialResults } from ${JSON.stringify(join(widgets, 'entries/residential.ts'))};
import { DatePicker } from ${JSON.stringify(join(widgets, 'entries/date-picker.ts'))};
const act = React.act;
export { React, renderToString, hydrateRoot, act, ResidentialResults, DatePicker };
`;

interface Bundle {
  React: typeof ReactTypes & { version: string };
  renderToString: (el: unknown) => string;
  hydrateRoot: (container: Element, el: unknown) => { unmount(): void };
  act: (fn: () => unknown) => Promise<void>;
  ResidentialResults: unknown;
  DatePicker: unknown;
}

function page(n: number) {
  return {
    data: Array.from({ length: 8 }, (_, i) => ({
      id: (n - 1) * 8 + i + 1,
      display_name: `Opportunity ${(n - 1) * 8 + i + 1}`,
      short_advert: '**Bold** <img src=x onerror=alert(1)>',
      available_timeslots: [{}],
    })),
    meta: { pagination: { current_page: n, total_pages: 3, per_page: 8, count: 8, total: 20 } },
  };
}

describe('residential widgets on React 18', () => {
  let dir: string;
  let lib: Bundle;
  let dom: JsdomLike;
  const globals = [
    'window',
    'document',
    'navigator',
    'HTMLElement',
    'Node',
    'Event',
    'IS_REACT_ACT_ENVIRONMENT',
  ];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vk-react18-'));
    const result = await build({
      stdin: { contents: entry, resolveDir: widgets, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      conditions: ['source'],
      alias: {
        react: react18,
        'react-dom/server': join(reactDom18, 'server.browser.js'),
        'react-dom': reactDom18,
      },
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'error',
    });
    const file = join(dir, 'bundle.mjs');
    writeFileSync(file, result.outputFiles[0]!.text);
    dom = new JSDOM('<!doctype html><html><body></body></html>', {
      url: 'http://localhost/residential-opportunities/results',
    });
    const g = globalThis as Record<string, unknown>;
    g.window = dom.window;
    g.document = dom.window.document;
    Object.defineProperty(globalThis, 'navigator', {
      value: dom.window.navigator,
      configurable: true,
    });
    g.HTMLElement = dom.window.HTMLElement;
    g.Node = dom.window.Node;
    g.Event = dom.window.Event;
    g.IS_REACT_ACT_ENVIRONMENT = true;
    lib = (await import(pathToFileURL(file).href)) as Bundle;
  });

  afterAll(() => {
    for (const name of globals) delete (globalThis as Record<string, unknown>)[name];
    dom?.window.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('server-renders, hydrates without mismatches, searches, pages and sanitises', async () => {
    expect(lib.React.version).toMatch(/^18\./);
    const requests: { path: string; query?: Record<string, unknown> }[] = [];
    const http = {
      request: async (o: { path: string; method: string; query?: Record<string, unknown> }) => {
        requests.push(o);
        return o.method === 'POST' ? null : page(Number(o.query?.page ?? 1));
      },
      cancel: () => undefined,
      cancelAll: () => undefined,
    };
    const { createElement: h } = lib.React;
    const element = h(lib.ResidentialResults as never, { http } as never);
    const html = lib.renderToString(element);
    expect(html).toContain('Find your volunteering opportunity');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    let rootHandle: { unmount(): void } | undefined;
    await lib.act(async () => {
      rootHandle = lib.hydrateRoot(container, element);
    });
    await lib.act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    spy.mockRestore();
    expect(errors.map((e) => String((e as unknown[])[0]).slice(0, 300))).toEqual([]);
    expect(container.querySelectorAll('article.vk-card')).toHaveLength(8);
    expect(container.querySelector('.vk-markdown strong')?.textContent).toBe('Bold');
    expect(container.querySelector('.vk-markdown img')).toBeNull();

    const next = container.querySelector<HTMLAnchorElement>('a[aria-label="Next page"]')!;
    await lib.act(async () => {
      next.dispatchEvent(
        new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
      );
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(dom.window.location.hash).toBe('#page=2');
    expect(container.querySelector('.vk-card__title')?.textContent).toBe('Opportunity 9');
    expect(
      requests.filter((r) => r.path === 'residential-opportunities/').map((r) => r.query?.page),
    ).toEqual([undefined, 2]);
    await lib.act(async () => rootHandle?.unmount());
  });

  it('renders the date picker', () => {
    const { createElement: h } = lib.React;
    const html = lib.renderToString(
      h(lib.DatePicker as never, { today: new Date(2026, 5, 10), initialFocus: false } as never),
    );
    expect(html).toContain('role="grid"');
    expect(html).toContain('Flexibility:');
  });
});
