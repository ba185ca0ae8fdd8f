#!/usr/bin/env node
// Packs every publishable workspace package (packages/*, not private) with pnpm,
// which rewrites `workspace:^` ranges to real versions, as `pnpm publish` does.
// Usage: node scripts/pack.mjs [destination]   (default: release/)
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The publishable packages: every packages/* that is not private. */
export function publicPackages() {
  const dir = join(ROOT, 'packages');
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((pkgDir) => {
      const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
      return {
        dir: pkgDir,
        name: manifest.name,
        version: manifest.version,
        private: manifest.private,
      };
    })
    .filter((pkg) => !pkg.private)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The tarball name npm and pnpm give a package: @scope/name 1.2.3 -> scope-name-1.2.3.tgz. */
export function tarballName(name, version) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * Packs the publishable packages (their dist/ must be built) into `destination`.
 * Returns one entry per package with the tarball's absolute path.
 */
export function packAll(destination) {
  const dest = resolve(destination);
  mkdirSync(dest, { recursive: true });
  return publicPackages().map((pkg) => {
    const status = pnpm(['pack', '--pack-destination', dest], {
      cwd: pkg.dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (status !== 0) throw new Error(`pnpm pack failed in ${pkg.dir}`);
    return { ...pkg, tarball: join(dest, tarballName(pkg.name, pkg.version)) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const pkg of packAll(process.argv[2] ?? join(ROOT, 'release'))) console.log(pkg.tarball);
}
