// Which Chromium the browser tests drive. Both are Debian packages (no tool
// downloads a browser of its own):
// - chromium-headless-shell, Chromium's headless-only shell (the "old" headless
//   mode, the same Blink and V8): first, because the whole e2e project runs in
//   about 60 % of the time it takes in the full browser's headless mode on this
//   2-core machine (docs/testing.md, round 17);
// - chromium, the full browser, when the shell is not installed.
// CHROMIUM_PATH overrides both. The benchmarks (bench/lib/machine.mjs) keep the
// full browser: they measure what a visitor's browser does.
import { existsSync } from 'node:fs';

/** The Chromium builds the browser tests can drive, in order of preference. */
export const CHROMIUM_CANDIDATES = Object.freeze([
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
]);

/** How to install the preferred build, for messages. */
export const CHROMIUM_INSTALL =
  'sudo apt-get install -y chromium-headless-shell   (Debian/Ubuntu; or chromium)';

/**
 * The Chromium to launch: `CHROMIUM_PATH` when set, else the first candidate
 * that is installed, else the first candidate (so the error names it).
 */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? CHROMIUM_CANDIDATES[0];
}

/** `true` when `path` is the full browser while the faster shell is not installed. */
export function isSlowerChoice(path, env = process.env) {
  return !env.CHROMIUM_PATH && path === CHROMIUM_CANDIDATES.at(-1);
}
