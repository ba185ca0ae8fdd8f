#!/usr/bin/env node
// Builds the CDN copy of the embed from dist/ (run `build` first) into an
// immutable, versioned folder: <out>/<version>/ with every file content-hashed,
// an SRI manifest (sha384) and a copy-paste snippet.
//
//   residential-embed-<hash>.js        the classic loader (the script tag)
//   residential-embed.core-<hash>.js   the ES core the loader imports
//   chunks/<name>-<hash>.js            code-split chunks (Vite's content hashes)
//   integrity.json                     { version, loader, core, files: { path: "sha384-..." } }
//   snippet.html                       the tag with integrity + crossorigin
//   _headers                           long-cache and CORS headers (Netlify / Cloudflare Pages format)
//
// The loader refers to the core by name and the core to its chunks, so the names
// chain: rewriting the core's name into the loader happens before the loader is
// hashed. An existing folder with other content is never overwritten (a release
// is immutable: bump the version instead); the same content is accepted.
//
// Usage: node packages/residential-embed/scripts/build-cdn.mjs [--out dir] [--base-url url] [--dist dir]
// (published as the package's command: npx volunteerkit-embed-cdn --out embed-cdn)
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG_DIR = fileURLToPath(new URL('..', import.meta.url));
const LOADER = 'residential-embed.js';
const CORE = 'residential-embed.core.js';

/** `Cache-Control` for every file of a versioned folder: one year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The SRI value of some bytes: `sha384-<base64>`. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A short content hash for file names (8 base64url characters of sha256). */
function nameHash(bytes) {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
}

function listFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

function replaceAll(text, from, to, where) {
  const count = text.split(from).length - 1;
  if (count === 0) throw new Error(`${where} does not mention ${from}: cannot rename it`);
  return text.split(from).join(to);
}

/** The script tag (and the core's modulepreload) a partner copies. */
export function snippet({ baseUrl, loader, core, files }, apiBase = 'https://org.example/api/') {
  return [
    `<link rel="modulepreload" href="${baseUrl}${core}" integrity="${files[core]}" crossorigin="anonymous" />`,
    `<script`,
    `  src="${baseUrl}${loader}"`,
    `  integrity="${files[loader]}"`,
    `  crossorigin="anonymous"`,
    `  data-api-base="${apiBase}"`,
    `  async`,
    `></script>`,
    `<div data-volunteerkit-residential data-view="search"></div>`,
    '',
  ].join('\n');
}

/**
 * Builds `<out>/<version>/` from `dist`. Returns the manifest (integrity.json)
 * plus the folder's path.
 */
export function buildCdn({
  dist = join(PKG_DIR, 'dist'),
  out = join(PKG_DIR, 'cdn'),
  baseUrl,
} = {}) {
  const { version } = JSON.parse(readFileSync(join(PKG_DIR, 'package.json'), 'utf8'));
  if (!existsSync(join(dist, LOADER)) || !existsSync(join(dist, CORE))) {
    throw new Error(`${dist} has no ${LOADER} / ${CORE}: build the package first`);
  }
  const stage = mkdtempSync(join(tmpdir(), 'vk-cdn-'));
  try {
    // The core gets a content-hashed name. The lazy chunks import what they share
    // with it from the core (`../residential-embed.core.js`): they must name the same
    // file, or the browser would load a second copy of the core. They keep Vite's
    // content-hashed names (the core names them, so hashing them again after the
    // rewrite would make the two names depend on each other); the version folder
    // is immutable anyway.
    const coreBytes = readFileSync(join(dist, CORE));
    const core = `residential-embed.core-${nameHash(coreBytes)}.js`;
    writeFileSync(join(stage, core), coreBytes);
    const chunks = listFiles(join(dist, 'chunks')).map((file) => `chunks/${file}`);
    for (const chunk of chunks) {
      const text = readFileSync(join(dist, chunk), 'utf8');
      mkdirSync(dirname(join(stage, chunk)), { recursive: true });
      writeFileSync(join(stage, chunk), text.split(`/${CORE}"`).join(`/${core}"`));
    }
    const loaderText = replaceAll(readFileSync(join(dist, LOADER), 'utf8'), CORE, core, LOADER);
    const loader = `residential-embed-${nameHash(loaderText)}.js`;
    writeFileSync(join(stage, loader), loaderText);

    const files = {};
    for (const file of listFiles(stage).sort()) files[file] = sri(readFileSync(join(stage, file)));
    const manifest = { version, loader, core, files };
    const base = baseUrl ?? `https://cdn.example.org/volunteerkit/residential-embed/${version}/`;
    writeFileSync(join(stage, 'integrity.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(stage, 'snippet.html'), snippet({ ...manifest, baseUrl: base }));
    writeFileSync(
      join(stage, '_headers'),
      [
        `/*`,
        `  Cache-Control: ${IMMUTABLE_CACHE}`,
        `  Access-Control-Allow-Origin: *`,
        `  Cross-Origin-Resource-Policy: cross-origin`,
        `  X-Content-Type-Options: nosniff`,
        '',
      ].join('\n'),
    );

    const target = join(resolve(out), version);
    if (existsSync(target)) {
      const same =
        listFiles(target).sort().join('\n') === listFiles(stage).sort().join('\n') &&
        listFiles(stage).every((file) =>
          readFileSync(join(stage, file)).equals(readFileSync(join(target, file))),
        );
      if (!same) {
        throw new Error(
          `${target} exists with other content: a published version is immutable, ` +
            `bump the version (add a changeset) instead of overwriting it`,
        );
      }
      rmSync(stage, { recursive: true, force: true });
    } else {
      mkdirSync(dirname(target), { recursive: true });
      try {
        renameSync(stage, target);
      } catch {
        cpSync(stage, target, { recursive: true });
        rmSync(stage, { recursive: true, force: true });
      }
    }
    return { ...manifest, dir: target };
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    throw error;
  }
}

/** Whether this file is the program being run (directly, or through the package's bin link). */
function isMain() {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

const USAGE = `Usage: volunteerkit-embed-cdn [--out dir] [--base-url url] [--dist dir]

Builds the residential embed's CDN folder: <out>/<version>/ with every file
content-hashed, integrity.json (SRI sha384), snippet.html (the script tag with
integrity and crossorigin) and _headers (long cache, CORS). Upload the folder as it is.

  --out <dir>       where the versioned folder goes (default ./embed-cdn)
  --base-url <url>  the URL the folder will be served from, for the snippet
  --dist <dir>      the built embed (default: this package's dist/)
`;

if (isMain()) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const option = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const out = option('--out') ?? resolve('embed-cdn');
  const dist = option('--dist');
  const result = buildCdn({
    out,
    ...(dist ? { dist } : {}),
    ...(option('--base-url') ? { baseUrl: option('--base-url') } : {}),
  });
  console.log(`${result.dir}: ${Object.keys(result.files).length} files, loader ${result.loader}`);
}
