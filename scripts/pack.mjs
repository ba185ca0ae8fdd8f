#!/usr/bin/env node
// Packs every publishable workspace package (packages/*, not private) with pnpm,
// which rewrites `workspace:^` ranges to real versions, as `pnpm publish` does.
// Usage: node scripts/pack.mjs [destination]   (default: release/)
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
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

/** Every file under `path` (itself when it is a file), sorted. */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A digest of what packing the publishable packages reads: each package's manifest
 * and every file under the paths its `files` field names (dist/, README.md, LICENSE),
 * names and contents, plus the lockfile (pnpm writes the dependency ranges from it).
 */
function packInputsDigest() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  for (const pkg of publicPackages()) {
    const manifest = readFileSync(join(pkg.dir, 'package.json'));
    hash.update(manifest);
    const listed = JSON.parse(manifest.toString('utf8')).files ?? ['.'];
    for (const entry of listed.filter((f) => !f.startsWith('!'))) {
      for (const file of filesUnder(join(pkg.dir, entry))) {
        hash.update(relative(ROOT, file));
        hash.update(readFileSync(file));
      }
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * {@link packAll}, once per content: the tarballs are kept in
 * `node_modules/.cache/vk-pack/<digest>/`, keyed by a digest of everything packing reads
 * (manifests, built files, lockfile), so the test command's package check and the
 * consumer test share one packing of the same build, and any rebuild packs again.
 * Callers only read the tarballs.
 */
export function packCached() {
  const cache = join(ROOT, 'node_modules', '.cache', 'vk-pack');
  const dir = join(cache, packInputsDigest());
  const listing = join(dir, 'packed.json');
  if (existsSync(listing)) return JSON.parse(readFileSync(listing, 'utf8'));
  mkdirSync(cache, { recursive: true });
  // Packed beside the final folder and renamed into place: a reader never sees half of it.
  const tmp = mkdtempSync(join(cache, 'tmp-'));
  const packed = packAll(tmp).map((pkg) => ({
    ...pkg,
    tarball: join(dir, relative(tmp, pkg.tarball)),
  }));
  writeFileSync(join(tmp, 'packed.json'), JSON.stringify(packed, null, 2));
  try {
    renameSync(tmp, dir);
  } catch (error) {
    // Another process packed the same content first: use its copy.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(listing)) throw error;
  }
  return JSON.parse(readFileSync(listing, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const pkg of packAll(process.argv[2] ?? join(ROOT, 'release'))) console.log(pkg.tarball);
}
