// The static docs site: the repository's Markdown guides, every package's README
// (the quick starts), a changelog and migration page generated from the changesets
// (pending) and the packages' CHANGELOG.md files (released), and the TypeDoc API
// reference (built beside it into docs/site/api). One page per source file, one
// navigation, light and dark. `checkSite` fails on any internal link that does not
// resolve, so a renamed guide cannot leave a dead link behind.
//
// The Markdown is the repository's own (trusted, reviewed) text, not user data.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { Marked } from 'marked';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Where the site is written (git-ignored). */
export const SITE = join(ROOT, 'docs', 'site');
const REPO = 'https://github.com/volunteerkit/volunteerkit/blob/main/';

const PACKAGES = ['api-client', 'widgets', 'residential-embed', 'portal', 'sandbox'];

/** The pages: repository path of the Markdown source -> site path of the page. */
export function sitePages(root = ROOT) {
  const pages = new Map([['README.md', 'index.html']]);
  for (const pkg of PACKAGES) pages.set(`packages/${pkg}/README.md`, `packages/${pkg}.html`);
  for (const file of readdirSync(join(root, 'docs')).sort()) {
    if (!file.endsWith('.md')) continue;
    pages.set(
      `docs/${file}`,
      file === 'README.md' ? 'guides/index.html' : `guides/${file.replace(/\.md$/, '.html')}`,
    );
  }
  if (existsSync(join(root, 'CONTRIBUTING.md')))
    pages.set('CONTRIBUTING.md', 'guides/contributing.html');
  return pages;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Rewrites a link of the Markdown file `from` (repository path) for the page at
 * `page` (site path): links to another rendered file point at its page, links to
 * other repository files at the repository, the rest stay as they are.
 */
export function rewriteLink(href, from, page, pages) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//'))
    return href;
  const [path, hash = ''] = href.split('#');
  const target = posix.normalize(posix.join(posix.dirname(from), path));
  const fragment = hash ? `#${hash}` : '';
  const pageOf = pages.get(target) ?? pages.get(posix.join(target, 'README.md'));
  if (pageOf) return posix.relative(posix.dirname(page), pageOf) + fragment || fragment;
  if (target === 'docs/api' || target.startsWith('docs/api/'))
    return posix.relative(posix.dirname(page), 'api/index.html');
  return REPO + target + fragment;
}

function renderer(from, page, pages) {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        return `<h${depth} id="${slug(html)}">${html}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const t = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(rewriteLink(href, from, page, pages))}"${t}>${text}</a>`;
      },
    },
  });
  return marked;
}

const NAV = [
  ['index.html', 'Home'],
  ['packages/api-client.html', 'API client'],
  ['packages/widgets.html', 'Widgets'],
  ['packages/residential-embed.html', 'Residential embed'],
  ['guides/embedding.html', 'Embedding guide'],
  ['guides/examples.html', 'Examples'],
  ['packages/portal.html', 'Portal'],
  ['packages/sandbox.html', 'Sandbox'],
  ['guides/index.html', 'All guides'],
  ['guides/endpoints.html', 'Endpoint reference'],
  ['api/index.html', 'API reference (TypeDoc)'],
  ['changelog.html', 'Changelog & migration'],
];

const CSS = `:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#57606a;--link:#0a58ca;--line:#d0d7de;--code:#f3f4f6}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--link:#79b8ff;--line:#30363d;--code:#161b22}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--link)}.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
.layout{display:grid;grid-template-columns:16rem minmax(0,1fr);max-width:80rem;margin:0 auto}
nav{border-right:1px solid var(--line);padding:1.5rem 1rem;position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}
nav ul{list-style:none;margin:0;padding:0}nav li a{display:block;padding:.35rem .5rem;border-radius:.375rem;text-decoration:none}
nav li a[aria-current=page]{background:var(--code);font-weight:600}
main{padding:1.5rem 2rem;min-width:0;overflow-wrap:anywhere}pre,code{background:var(--code);border-radius:.375rem;font-size:.9em}
pre{padding:1rem;overflow:auto}code{padding:.1em .3em}pre code{padding:0}
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left;vertical-align:top}
footer{color:var(--muted);font-size:.875rem;margin-top:3rem}
main img{max-width:100%;height:auto;border:1px solid var(--line);border-radius:.375rem}
@media (max-width:48rem){.layout{grid-template-columns:1fr}nav{position:static;border-right:0;border-bottom:1px solid var(--line);max-height:none}main{padding:1rem}}`;

/** Wide code blocks and tables scroll: they take focus so keyboard users can scroll them. */
function focusableScrollers(html) {
  return html.replace(/<pre>/g, '<pre tabindex="0">').replace(/<table>/g, '<table tabindex="0">');
}

function layout(page, title, body) {
  const up = posix.relative(posix.dirname(page), '.') || '.';
  const nav = NAV.map(([href, label]) => {
    const current = href === page ? ' aria-current="page"' : '';
    return `<li><a href="${posix.join(up, href)}"${current}>${label}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · VolunteerKit docs</title><link rel="stylesheet" href="${posix.join(up, 'site.css')}"></head>
<body><a class="skip" href="#content">Skip to content</a><div class="layout">
<nav aria-label="Documentation"><p><strong>VolunteerKit</strong></p><ul>${nav}</ul></nav>
<main id="content">${focusableScrollers(body)}<footer>Built from the repository by <code>npm run docs</code>.</footer></main></div></body></html>
`;
}

function titleOf(markdown, fallback) {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.replace(/`/g, '') ?? fallback;
}

/** The changesets waiting for a release: `{file, bumps: {pkg: level}, text}`. */
export function readChangesets(root = ROOT) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(raw);
      const bumps = {};
      for (const line of (m?.[1] ?? '').split('\n')) {
        const b = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line);
        if (b) bumps[b[1]] = b[2];
      }
      return { file, bumps, text: (m?.[2] ?? raw).trim() };
    });
}

/** The changelog and migration page as Markdown. */
export function changelogMarkdown(root = ROOT) {
  const out = ['# Changelog and migration', ''];
  const sets = readChangesets(root);
  out.push(
    '## Unreleased',
    '',
    sets.length === 0
      ? 'Nothing is waiting for a release.'
      : `${sets.length} change(s) will be in the next release (\`npm run release\` turns them into versions and package changelogs). Breaking changes (major) come first: they carry their migration note.`,
    '',
  );
  const rank = { major: 0, minor: 1, patch: 2 };
  const level = (s) => Math.min(...Object.values(s.bumps).map((b) => rank[b] ?? 2), 2);
  for (const s of [...sets].sort((a, b) => level(a) - level(b) || a.file.localeCompare(b.file))) {
    const who = Object.entries(s.bumps)
      .map(([pkg, bump]) => `\`${pkg}\` ${bump}`)
      .join(', ');
    out.push(`### ${who || 'No package'}`, '', s.text, '');
  }
  for (const pkg of PACKAGES) {
    const file = join(root, 'packages', pkg, 'CHANGELOG.md');
    if (!existsSync(file)) continue;
    out.push(`## Released: @volunteerkit/${pkg}`, '');
    out.push(
      readFileSync(file, 'utf8')
        .replace(/^#\s.*\n/, '')
        .replace(/^(#{1,4})\s/gm, '###$1 '),
      '',
    );
  }
  return out.join('\n');
}

/** Builds the site into `site` (the TypeDoc reference is built separately into site/api). */
export function buildSite({ root = ROOT, site = SITE } = {}) {
  const pages = sitePages(root);
  mkdirSync(site, { recursive: true });
  for (const f of readdirSync(site, { withFileTypes: true }))
    if (f.name !== 'api') rmSync(join(site, f.name), { recursive: true, force: true });
  writeFileSync(join(site, 'site.css'), CSS);
  const write = (page, title, html) => {
    mkdirSync(dirname(join(site, page)), { recursive: true });
    writeFileSync(join(site, page), layout(page, title, html));
  };
  for (const [from, page] of pages) {
    const markdown = readFileSync(join(root, from), 'utf8');
    write(page, titleOf(markdown, from), renderer(from, page, pages).parse(markdown));
  }
  // Images of the guides (docs/images/), at the same place relative to their pages.
  if (existsSync(join(root, 'docs', 'images')))
    cpSync(join(root, 'docs', 'images'), join(site, 'guides', 'images'), { recursive: true });
  const changelog = changelogMarkdown(root);
  write(
    'changelog.html',
    'Changelog and migration',
    renderer('CHANGELOG.md', 'changelog.html', pages).parse(changelog),
  );
  return [...pages.values(), 'changelog.html'];
}

/** Every internal link, image and anchor of the site's own pages that does not resolve. */
export function checkSite(site = SITE, pagesWritten = []) {
  const broken = [];
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) {
      const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      ids.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    }
    return ids.get(file);
  };
  for (const page of pagesWritten) {
    const html = readFileSync(join(site, page), 'utf8');
    for (const [, href] of html.matchAll(/(?:href|src)="([^"]*)"/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const [path, hash] = href.replace(/&#38;/g, '&').split('#');
      const file = path ? join(site, dirname(page), path) : join(site, page);
      if (!existsSync(file)) broken.push(`${page}: ${href} (no such page)`);
      else if (
        hash &&
        file.endsWith('.html') &&
        !file.startsWith(join(site, 'api')) &&
        !idsOf(file).has(decodeURIComponent(hash))
      )
        broken.push(`${page}: ${href} (no such heading)`);
    }
  }
  return broken;
}
