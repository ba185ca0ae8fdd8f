import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe-core violation, trimmed to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

let axeUrl: Promise<string> | undefined;

/**
 * The URL of axe-core on a loopback server started once per worker, served cacheable.
 * Chromium then fetches and compiles axe once per context instead of parsing an
 * inline copy (half a megabyte sent over the protocol) before every audit, which
 * cost as much as the audit itself (about 0.35 s a page).
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400, immutable',
        'access-control-allow-origin': '*',
      });
      res.end(axeSource);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The worker may exit while the server is idle.
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
  });
  return axeUrl;
}

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  try {
    await page.addScriptTag({ url: await axeScriptUrl() });
  } catch {
    try {
      // A page whose policy admits inline scripts only: send the source itself.
      await page.addScriptTag({ content: axeSource });
    } catch {
      // A page whose policy admits no script of ours (the portal's strict CSP without
      // bypassCSP): evaluate it through the DevTools protocol, which no policy governs.
      await page.evaluate(axeSource);
    }
  }
}

/**
 * The rules whose result can change with the colour scheme alone: what a page's
 * `prefers-color-scheme` changes is colours (the portal's and the widgets' themes).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Per page, the states audited with every rule: the part audited, the viewport's width
 * and a digest of the DOM (open shadow roots and their adopted sheets included).
 */
const auditedStates = new WeakMap<Page, Set<string>>();

/** The page's state as {@link auditedStates} keys it (runs in the page). */
function pageState(): string {
  let hash = 2166136261;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  };
  add(document.documentElement.outerHTML);
  add(String(document.styleSheets.length));
  for (const el of document.querySelectorAll('*')) {
    const root = el.shadowRoot;
    if (!root) continue;
    add(root.innerHTML);
    add(String(root.adoptedStyleSheets.length));
  }
  return `${window.innerWidth}x${window.innerHeight}:${hash >>> 0}`;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page and returns its violations.
 * Pass `include` to audit one part of the page, e.g. a shadow host.
 *
 * A state of the page already audited with every rule (same part, same viewport, the
 * same DOM to the character) is audited again with the colour rules only: a sweep's
 * dark look after its light look changes nothing else (about 60 % of a full audit).
 */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  await injectAxe(page);
  const audited = auditedStates.get(page) ?? new Set<string>();
  auditedStates.set(page, audited);
  const state = `${include ?? ''}|${await page.evaluate(pageState)}`;
  const colourOnly = audited.has(state);
  const violations = await page.evaluate(
    async ([selector, colourRules]) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const context = selector ? { include: [[selector]] } : document;
      const result = (await axe.run(context, {
        runOnly: colourRules
          ? { type: 'rule', values: colourRules }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // Every violating node is still reported; passes and incomplete results are not
        // collected node by node (axe's documented way to audit large pages faster).
        resultTypes: ['violations'],
      })) as {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[] }[];
        }[];
      };
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
    },
    [include ?? null, colourOnly ? COLOUR_RULES : null] as const,
  );
  if (!colourOnly) audited.add(state);
  return violations;
}
