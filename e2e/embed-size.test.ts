import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  BUDGETS,
  LOADER,
  VIEWS,
  formatReport,
  measureEmbed,
  type EmbedSizeReport,
} from '../packages/residential-embed/scripts/size.mjs';
import { PREACT_ALIAS, bundle, kib } from '../bench/lib/bundle.mjs';

/**
 * The whole embed at most this share of the straightforward peer's bytes (issue 20:
 * 0.95). Issue 44 raised it to 0.96: places as people name them ("View counties"
 * lists a country's counties, Search asks which place typed text means), features
 * the peer does not have, in the lazy combobox chunk (0.941 before, 0.959 after).
 * Issue 49 raised it to 0.965: every call's versioned media type (spec 7.1), Welsh
 * "View details" links (lang=cy), the cookie settings / onConsent seam's loading and
 * country shortcuts' areas from the country polygons (spec 7.3), partly paid for by
 * moving the next-page prefetch into the combobox chunk and a second terser run
 * (first paint 35,816 -> 35,828 B, within its 35,840 B budget; whole embed 0.959 ->
 * 0.964 of the peer's 58,383 B). Reclaiming the rest (back to 0.95) is still open.
 */
const PEER_RATIO_LIMIT = 0.965;

// The embed's size budgets, enforced on the BUILT dist (the test command builds
// first): what a page downloads before the first view renders, and the whole
// embed with every lazy chunk. Also the CSP promises that a bundle can break:
// no eval, no new Function, no string timers.
const DIST = resolve('packages/residential-embed/dist');

describe('residential embed bundle', () => {
  let report: EmbedSizeReport;

  beforeAll(() => {
    if (!existsSync(join(DIST, 'manifest.json'))) {
      throw new Error(
        'packages/residential-embed/dist is not built: run `pnpm -r build` (the test command does).',
      );
    }
    report = measureEmbed(DIST);
    console.log(`\n${formatReport(report)}\n`);
  });

  it.each(VIEWS)('first paint of the %s view is within the gzip budget', (view) => {
    expect(report.firstPaint[view].gzip).toBeLessThanOrEqual(BUDGETS.firstPaint);
  });

  it('Welsh costs at most 3 KiB gzip more than English: one lazy chunk, in no first paint', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const welsh = manifest['src/locales/cy.ts'];
    expect(welsh, 'the Welsh catalogue is a chunk of its own').toBeDefined();
    // Its imports are first-paint files (the shared chunk) or nothing.
    for (const file of (welsh!.imports ?? []).map((key) => manifest[key]!.file)) {
      expect(report.firstPaint.search.files).toContain(file);
    }
    expect(report.files[welsh!.file]!.gzip).toBeLessThanOrEqual(3 * 1024);
    for (const view of VIEWS) {
      expect(report.firstPaint[view].files).not.toContain(welsh!.file);
      expect(report.firstPaint[view].gzip + report.files[welsh!.file]!.gzip).toBeLessThanOrEqual(
        BUDGETS.firstPaint + 3 * 1024,
      );
    }
  });

  it('the whole embed with every lazy chunk is within its 60 KiB budget', () => {
    expect(report.total.gzip).toBeLessThanOrEqual(BUDGETS.total);
  });

  it(`the whole embed is at most ${PEER_RATIO_LIMIT}x the straightforward peer's bytes`, async () => {
    // The same page written the obvious way (bench/peers/straightforward-embed.js:
    // preact/compat + react-day-picker + marked + DOMPurify + ofetch), bundled by the
    // bench's esbuild settings, every chunk, gzip -9: deterministic, so enforced here.
    const peer = await bundle(resolve('bench/peers/straightforward-embed.js'), {
      alias: PREACT_ALIAS,
    });
    // The peer ships English only: translations (lazy chunks a visitor loads only in
    // their language) are not part of the comparison; nor is the cookie settings chunk,
    // loaded only by a mount that asks for it (`cookieSettings`/`onConsent`, issue 49),
    // which the peer has no counterpart of.
    const translations = Object.entries(report.files)
      .filter(([file]) => /^chunks\/(cy|consent)-/.test(file))
      .reduce((sum, [, size]) => sum + size.gzip, 0);
    const ratio = (report.total.gzip - translations) / peer.total.gzip;
    expect(
      ratio,
      `embed ${kib(report.total.gzip - translations)} KiB gz / peer ${kib(peer.total.gzip)} KiB gz = ${ratio.toFixed(3)}`,
    ).toBeLessThanOrEqual(PEER_RATIO_LIMIT);
  });

  it('everything but the lazy calendar is within the 60 KiB budget', () => {
    expect(report.calendar.files).toHaveLength(1);
    expect(report.withoutCalendar.gzip).toBeLessThanOrEqual(BUDGETS.totalWithoutCalendar);
  });

  it('the calendar is in no first paint', () => {
    const lazyOnly = [...report.calendar.files];
    // (The Welsh catalogue is lazy too: see the locale test above.)
    expect(lazyOnly.length).toBe(1);
    for (const view of VIEWS) {
      for (const file of lazyOnly) expect(report.firstPaint[view].files).not.toContain(file);
    }
  });

  it('carries no markdown library: adverts are parsed by the widgets own allow-list parser', () => {
    for (const file of Object.keys(report.files)) {
      const code = readFileSync(join(DIST, file), 'utf8');
      // marked's own identifiers (its lexer's rules object and its error prefix).
      expect(code, file).not.toMatch(
        /marked|Please report this to https:\/\/github\.com\/markedjs/,
      );
    }
  });

  it('the classic loader is small and imports nothing statically', () => {
    const loader = readFileSync(join(DIST, LOADER), 'utf8');
    // 1.4 KiB since it starts the first list calls itself (issue 33), paid for in the first paint.
    expect(report.files[LOADER]!.gzip).toBeLessThan(1400);
    expect(loader).not.toMatch(/^\s*import\s|\bexport\s*\{/m);
    expect(loader).toMatch(/import\(/);
  });

  it("the loader preloads exactly each view's first-paint files (no request waterfall)", () => {
    // The preload list is baked into the loader (vite.config.ts): the files it names.
    const loader = readFileSync(join(DIST, LOADER), 'utf8');
    const named = new Set(loader.match(/(?:chunks\/[\w-]+|residential-embed\.core)\.js/g));
    for (const view of VIEWS) {
      const needed = report.firstPaint[view].files.filter((file) => file !== LOADER);
      expect(new Set(needed), view).toEqual(named);
    }
  });

  it('no file uses eval, new Function or string timers (blocked by a strict CSP)', () => {
    for (const file of Object.keys(report.files)) {
      const code = readFileSync(join(DIST, file), 'utf8');
      expect(code, file).not.toMatch(/\beval\s*\(/);
      expect(code, file).not.toMatch(/\bnew\s+Function\s*\(/);
      expect(code, file).not.toMatch(/\bFunction\s*\(\s*["'`]/);
      expect(code, file).not.toMatch(/\bset(?:Timeout|Interval)\s*\(\s*["'`]/);
    }
  });

  it('carries no HTML sanitiser: adverts are rendered as elements, never parsed as HTML', () => {
    for (const file of Object.keys(report.files)) {
      const code = readFileSync(join(DIST, file), 'utf8');
      expect(code, file).not.toMatch(/dompurify/i);
    }
  });

  it('writes no <style> element and no style attribute', () => {
    for (const file of Object.keys(report.files)) {
      const code = readFileSync(join(DIST, file), 'utf8');
      expect(code, file).not.toMatch(/createElement\(\s*["'`]style["'`]/);
      expect(code, file).not.toMatch(/setAttribute\(\s*["'`]style["'`]/);
    }
  });
});
