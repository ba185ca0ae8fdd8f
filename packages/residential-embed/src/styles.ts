/**
 * Styles inside the shadow root, applied only through constructable stylesheets
 * (`adoptedStyleSheets`): no `<style>` element and no `style` attribute is ever
 * written, so a strict `style-src 'self'` policy has nothing to block.
 *
 * Isolation rules:
 * - `:host` resets every inherited property (`all: initial`), so the partner's
 *   fonts, colours, letter-spacing or `text-transform` do not leak in;
 * - `.vk-embed` (the root inside the shadow) sets them again from the theme
 *   tokens, and outer selectors cannot reach it, even with `!important`;
 * - `rem` units in the widget CSS are rewritten to `--vk-rem` (16px by default),
 *   so a partner's `html { font-size: 62.5% }` cannot shrink the embed;
 * - nothing leaves the shadow root: no global selectors exist in it.
 *
 * @module
 */
import type { ResolvedEmbedOptions } from './config.js';

/** The embed's own base styles: isolation, box model, focus, motion. */
export const embedBaseCss = `
:host {
  all: initial;
  display: block;
  --vk-rem: 16px;
}
:host([hidden]) { display: none; }
.vk-embed {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--vk-font-family, system-ui, sans-serif);
  font-size: var(--vk-font-size, 16px);
  line-height: 1.5;
  color: var(--vk-color-text, #1b1f24);
  background: transparent;
  text-align: start;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
:where(.vk-embed) *, :where(.vk-embed) *::before, :where(.vk-embed) *::after { box-sizing: border-box; }
:where(.vk-embed) :focus-visible {
  outline: 3px solid var(--vk-color-focus, #ffbf47);
  outline-offset: 2px;
}
:where(.vk-embed) :where(button, input, select, textarea) {
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
}
:where(.vk-embed) img { max-width: 100%; }
@media (prefers-reduced-motion: reduce) {
  :where(.vk-embed) *, :where(.vk-embed) *::before, :where(.vk-embed) *::after {
    animation-duration: 0.01ms !important;
    transition-duration: 0.01ms !important;
  }
}
`;

/**
 * Rewrites `rem` lengths to multiples of `--vk-rem`, so the partner's root
 * font size cannot resize the embed; `--vk-rem` stays themeable.
 *
 * @example
 * isolateRem('padding: 0.5rem 1rem') // 'padding: calc(var(--vk-rem) * 0.5) calc(var(--vk-rem) * 1)'
 */
export function isolateRem(css: string): string {
  // At-rule preludes (`@media (min-width: 40rem)`) keep rem: var() is not allowed there.
  return css.replace(/[^{};]+[{};]?/g, (chunk) =>
    chunk.trimStart().startsWith('@')
      ? chunk
      : chunk.replace(
          /(^|[^\w.-])(-?\d*\.?\d+)rem\b/g,
          (_m, before: string, n: string) => `${before}calc(var(--vk-rem) * ${n})`,
        ),
  );
}

/**
 * The embed root's colour scheme, from the host's `data-vk-color-scheme`
 * attribute (set by `mount` from the `colorScheme` option; the theme tokens
 * switch on the same attribute): native controls follow it, and a dark embed
 * paints its background so it never shows light text on a light partner page.
 */
export const colorSchemeCss = `
.vk-embed { color-scheme: light; }
:host([data-vk-color-scheme="dark"]) .vk-embed { color-scheme: dark; background: var(--vk-color-bg, #0d1117); }
:host([data-vk-color-scheme="auto"]) .vk-embed { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  :host([data-vk-color-scheme="auto"]) .vk-embed { background: var(--vk-color-bg, #0d1117); }
}
`;

/** Whether this browser can adopt constructable stylesheets into a shadow root. */
export function supportsAdoptedStyleSheets(doc: Document): boolean {
  const view = doc.defaultView;
  return (
    !!view &&
    'adoptedStyleSheets' in view.ShadowRoot.prototype &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype
  );
}

const shared = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * One constructed stylesheet per CSS text and document, shared by every embed on
 * the page (adopting the same sheet into many roots costs nothing).
 */
export function sharedSheet(doc: Document, css: string): CSSStyleSheet {
  let sheets = shared.get(doc);
  if (!sheets) {
    sheets = new Map();
    shared.set(doc, sheets);
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    const Sheet = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(isolateRem(css));
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The per-mount theme sheet: `:host { --vk-…: … }` from validated declarations,
 * also under the colour-scheme selectors of the tokens so the mount's theme wins
 * in every scheme. Returns `undefined` when there is nothing to set.
 */
export function themeSheet(
  doc: Document,
  theme: ResolvedEmbedOptions['theme'],
): CSSStyleSheet | undefined {
  const entries = Object.entries(theme);
  if (entries.length === 0) return undefined;
  const Sheet = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
  const sheet = new Sheet();
  sheet.replaceSync(
    `:host,:host([data-vk-color-scheme]){${entries.map(([k, v]) => `${k}:${v};`).join('')}}`,
  );
  return sheet;
}
