import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sh } from './consumer.js';

// What a published tarball must and must not hold, as a list of problems.

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

interface ExportTarget {
  types?: string;
  default?: string;
  [condition: string]: string | undefined;
}

/** Files an export pattern (`./dist/entries/*.js`) matches. */
function matches(pattern: string, files: Set<string>): string[] {
  const [before = '', after = ''] = pattern.replace(/^\.\//, '').split('*');
  return [...files].filter((f) => f.startsWith(before) && f.endsWith(after));
}

/**
 * Checks a tarball: LICENSE and README, no test files, every source map carrying
 * its sources, no declaration maps (their .ts sources are not shipped), and for
 * every export a JavaScript file and its types.
 */
export function checkPackedFiles(tarball: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'vk-tarball-'));
  try {
    sh('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'], dir);
    const files = new Set(listFiles(dir));
    const problems: string[] = [];
    for (const required of ['LICENSE', 'README.md', 'package.json']) {
      if (!files.has(required)) problems.push(`missing ${required}`);
    }
    if (!readFileSync(join(dir, 'LICENSE'), 'utf8').startsWith('MIT License')) {
      problems.push('LICENSE is not MIT');
    }
    for (const file of files) {
      if (/\.test\.|test-utils|testSupport/.test(file)) problems.push(`test file shipped: ${file}`);
      if (file.endsWith('.d.ts.map')) problems.push(`declaration map without sources: ${file}`);
      if (file.endsWith('.js.map')) {
        const map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          sources: string[];
          sourcesContent?: (string | null)[];
        };
        const complete =
          map.sourcesContent?.length === map.sources.length &&
          map.sourcesContent.every((s) => typeof s === 'string');
        if (!complete) problems.push(`source map without sourcesContent: ${file}`);
      }
    }
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      exports: Record<string, string | ExportTarget>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') {
        if (!files.has(target.replace(/^\.\//, ''))) problems.push(`${subpath}: no ${target}`);
        continue;
      }
      if (!target.types || !target.default) {
        problems.push(`${subpath}: needs "types" and "default"`);
        continue;
      }
      if (subpath.includes('*')) {
        const js = matches(target.default, files);
        const types = matches(target.types, files);
        if (js.length === 0) problems.push(`${subpath}: ${target.default} matches nothing`);
        if (js.length !== types.length)
          problems.push(`${subpath}: ${js.length} entries, ${types.length} typed`);
      } else {
        for (const file of [target.types, target.default]) {
          if (!existsSync(join(dir, file))) problems.push(`${subpath}: no ${file}`);
        }
      }
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
