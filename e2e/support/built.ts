import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `dir` when it holds a build (an index.html), else throws saying how to build it.
 * The browser tests run against what the workspace build produced
 * (`node scripts/pnpm.mjs -r build`, the test command's build step); they never
 * rebuild it themselves, since other test files serve the same folder at the same time.
 */
export function builtDir(dir: string): string {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `${relative(process.cwd(), dir)} is not built: run \`node scripts/pnpm.mjs -r build\` ` +
        '(the test command does) before the browser tests.',
    );
  }
  return dir;
}
