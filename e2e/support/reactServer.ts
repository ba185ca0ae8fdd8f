/**
 * The server half of React Server Components without Next.js: load package entries
 * in Node under the `react-server` export condition (React's server build, which
 * has no `createContext`, `useState`…, as Next.js's server graph has), optionally
 * with a module hook that does what the bundler does with a module whose first
 * statement is `'use client'`: the server graph gets a client reference and never
 * evaluates it. `next build` fails ("createContext is not a function … Failed to
 * collect page data") exactly when a module that needs client React is evaluated
 * in that graph; this reproduces the mechanism in about a second, offline.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What loading one entry did: `client reference`, `evaluated`, or `error: <message>`. */
export type ServerLoad = 'client reference' | 'evaluated' | `error: ${string}`;

/** The first statement of a module's source (leading comments skipped). */
export function firstStatement(source: string): string {
  return source
    .replace(/^\s*(\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)\s*/g, '')
    .split('\n')[0]!
    .trim();
}

const HOOKS = `
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const first = (source) =>
  source.replace(/^\\s*(\\/\\*[\\s\\S]*?\\*\\/|\\/\\/[^\\n]*\\n)\\s*/g, '').split('\\n')[0].trim();
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\\.m?js$/.test(url)) {
    const source = readFileSync(fileURLToPath(url), 'utf8');
    if (/^['"]use client['"];?$/.test(first(source)))
      return {
        format: 'module',
        shortCircuit: true,
        source: 'export default { $$typeof: Symbol.for("react.client.reference"), $$id: ' + JSON.stringify(url) + ' };',
      };
  }
  return nextLoad(url, context);
}
`;

const REGISTER = `
import { register } from 'node:module';
register('./rsc-hooks.mjs', import.meta.url);
`;

const LOAD = `
const out = {};
const React = await import('react');
out.react = { createContext: typeof React.createContext, useState: typeof React.useState };
for (const specifier of JSON.parse(process.argv[2])) {
  try {
    const m = await import(specifier);
    out[specifier] = m.default?.$$typeof === Symbol.for('react.client.reference') ? 'client reference' : 'evaluated';
  } catch (error) {
    out[specifier] = 'error: ' + String(error?.message ?? error).split('\\n')[0];
  }
}
console.log(JSON.stringify(out));
`;

/**
 * Imports `specifiers` from a project in `dir` under the `react-server` condition,
 * with the bundler's `'use client'` boundary (`boundary: true`) or without it.
 */
export function loadAsServer(
  dir: string,
  specifiers: readonly string[],
  boundary: boolean,
): Promise<Record<string, ServerLoad> & { react: { createContext: string; useState: string } }> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'rsc-hooks.mjs'), HOOKS);
  writeFileSync(join(dir, 'rsc-register.mjs'), REGISTER);
  writeFileSync(join(dir, 'rsc-load.mjs'), LOAD);
  const args = [
    '--conditions=react-server',
    ...(boundary ? ['--import', './rsc-register.mjs'] : []),
    'rsc-load.mjs',
    JSON.stringify(specifiers),
  ];
  return new Promise((resolve, reject) => {
    execFile('node', args, { cwd: dir, encoding: 'utf8', timeout: 60_000 }, (error, stdout) => {
      if (error) reject(new Error(`${error.message}\n${stdout}`));
      else resolve(JSON.parse(stdout) as never);
    });
  });
}
