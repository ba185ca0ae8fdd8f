// Describes the machine a benchmark ran on: cores, memory, CPU, OS, Node, Chromium
// and the bundler versions.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bundle.mjs';

/** Where the system Chromium lives; override with CHROMIUM_PATH (as in e2e/support). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const sh = (cmd, args) => {
  try {
    return execFileSync(cmd, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trimEnd();
  } catch {
    return 'n/a';
  }
};

const require = createRequire(join(ROOT, 'package.json'));
const versionOf = (name) => {
  try {
    return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return 'n/a';
  }
};

/**
 * @param {{ loadAtStart?: number[] }} [options] the load average when the run started
 * @returns {{ markdown: string, facts: Record<string, string> }}
 */
export function machineInfo(options = {}) {
  const os = existsSync('/etc/os-release')
    ? (/PRETTY_NAME="?([^"\n]+)/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'n/a')
    : process.platform;
  const facts = {
    nproc: sh('nproc', []),
    CPU: cpus()[0]?.model ?? 'n/a',
    OS: os,
    'node --version': process.version,
    'chromium --version': existsSync(CHROMIUM_PATH)
      ? sh(CHROMIUM_PATH, ['--version'])
      : 'not installed',
    esbuild: versionOf('esbuild'),
    vite: versionOf('vite'),
    'playwright-core': versionOf('playwright-core'),
    ...(options.loadAtStart
      ? {
          'load average at start (1, 5, 15 min)': options.loadAtStart
            .map((l) => l.toFixed(1))
            .join(', '),
        }
      : {}),
  };
  const free = sh('free', ['-h']);
  const markdown = [
    '| Fact | Value |',
    '| --- | --- |',
    ...Object.entries(facts).map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '\\|')} |`),
    '',
    '`free -h`:',
    '',
    '```',
    free,
    '```',
  ].join('\n');
  return { markdown, facts };
}
