import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { PackedPackage } from '../../scripts/pack.mjs';

// A fresh consumer project in a temp folder, outside the workspace: the packed
// tarballs are unpacked into its node_modules as npm would, and their third-party
// dependencies are linked to the copies the workspace already installed (the
// run stays offline and fast). React is the workspace's 19 or its 18 alias.

const ROOT = resolve('.');

/** What a package.json of a tarball declares. */
export interface PackedManifest {
  name: string;
  version: string;
  license?: string;
  type?: string;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** Runs a command; throws with its output when it fails. */
export function sh(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}) in ${cwd}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

/** The files of a tarball (paths inside `package/`). */
export function tarballFiles(tarball: string): string[] {
  return sh('tar', ['-tzf', tarball], ROOT)
    .stdout.split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
}

/** Reads one file of a tarball. */
export function tarballFile(tarball: string, file: string): string {
  return sh('tar', ['-xzOf', tarball, `package/${file}`], ROOT).stdout;
}

function link(target: string, at: string): void {
  if (existsSync(at)) return;
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(target, at, 'dir');
}

/** Where the workspace installed a dependency of a package (its real path). */
function installed(pkgDir: string, dep: string): string {
  for (const base of [join(pkgDir, 'node_modules'), join(ROOT, 'node_modules')]) {
    const path = join(base, dep);
    if (existsSync(path)) return realpathSync(path);
  }
  throw new Error(`${dep} (a dependency of ${pkgDir}) is not installed in the workspace`);
}

/** Options of {@link createConsumer}. */
export interface ConsumerOptions {
  /** Which React the project gets (the workspace's 19, or its react-18 alias). */
  react: 18 | 19;
  /** package.json `type` of the project. */
  type?: 'module' | 'commonjs';
  /**
   * The folder to create the project in (default: the system's temp folder). Next.js
   * compiles nothing outside its workspace root, so its project lives in the repository.
   */
  parent?: string;
  /** More of the workspace root's packages to link into the project (a framework, a compiler). */
  tools?: string[];
}

/**
 * Creates a temp project with the tarballs unpacked in node_modules and their
 * dependencies linked. Returns its directory.
 */
export function createConsumer(packed: PackedPackage[], options: ConsumerOptions): string {
  const parent = options.parent ?? tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `vk-consumer-react${options.react}-`));
  const modules = join(dir, 'node_modules');
  const dependencies: Record<string, string> = {};
  for (const pkg of packed) {
    const target = join(modules, pkg.name);
    mkdirSync(target, { recursive: true });
    sh('tar', ['-xzf', pkg.tarball, '-C', target, '--strip-components=1'], dir);
    dependencies[pkg.name] = `file:${pkg.tarball}`;
  }
  const ours = new Set(packed.map((pkg) => pkg.name));
  for (const pkg of packed) {
    const manifest = JSON.parse(
      readFileSync(join(modules, pkg.name, 'package.json'), 'utf8'),
    ) as PackedManifest;
    const deps = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const dep of Object.keys(deps)) {
      if (ours.has(dep) || dep === 'react' || dep === 'react-dom') continue;
      link(installed(pkg.dir, dep), join(modules, dep));
    }
  }
  const suffix = options.react === 18 ? '-18' : '';
  link(realpathSync(join(ROOT, 'node_modules', `react${suffix}`)), join(modules, 'react'));
  link(realpathSync(join(ROOT, 'node_modules', `react-dom${suffix}`)), join(modules, 'react-dom'));
  const widgets = join(ROOT, 'packages', 'widgets');
  for (const types of ['@types/react', '@types/react-dom']) {
    link(installed(widgets, types), join(modules, types));
  }
  for (const tool of options.tools ?? []) link(installed(ROOT, tool), join(modules, tool));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name: 'vk-consumer', private: true, type: options.type ?? 'module', dependencies },
      null,
      2,
    ),
  );
  return dir;
}

/**
 * Creates a temp project with one tarball unpacked in node_modules and only its
 * declared `dependencies` linked (no devDependencies: what an install from the
 * registry gives), plus `@types/node`. Returns its directory.
 */
export function createPackageConsumer(pkg: PackedPackage): string {
  const dir = mkdtempSync(join(tmpdir(), 'vk-consumer-package-'));
  const target = join(dir, 'node_modules', pkg.name);
  mkdirSync(target, { recursive: true });
  sh('tar', ['-xzf', pkg.tarball, '-C', target, '--strip-components=1'], dir);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as PackedManifest;
  for (const dep of Object.keys(manifest.dependencies ?? {}))
    link(installed(pkg.dir, dep), join(dir, 'node_modules', dep));
  link(installed(pkg.dir, '@types/node'), join(dir, 'node_modules', '@types/node'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  return dir;
}

/**
 * Runs the workspace's TypeScript on a tsconfig of the project: TypeScript 5 (the
 * compiler with the JS API most tools still use), or with `native` TypeScript 7 (what
 * `npm install typescript` gives a new project today; tools/typescript-native).
 */
export function tsc(
  dir: string,
  project: string,
  { native = false }: { native?: boolean } = {},
): SpawnSyncReturns<string> {
  const compiler = native ? 'tools/typescript-native/tsc7.mjs' : 'node_modules/typescript/bin/tsc';
  return spawnSync('node', [join(ROOT, compiler), '-p', project], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** Builds the project with the workspace's Vite (config in vite.config.mjs). */
export function viteBuild(dir: string): SpawnSyncReturns<string> {
  return spawnSync('node', [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
}
