/**
 * `adoptStyles()`: the widgets' CSS applied through constructable stylesheets
 * (`document.adoptedStyleSheets`), the way the residential embed styles its shadow
 * root. No `<style>` element and no `style` attribute is written, so a Content Security
 * Policy of `style-src 'self'` (no `'unsafe-inline'`) has nothing to block; CSSOM
 * stylesheets are not subject to `style-src`.
 *
 * @module
 */

/** Where stylesheets can be adopted: a document or a shadow root. */
export type StyleTarget = Document | ShadowRoot;

const sheets = new WeakMap<object, Map<string, CSSStyleSheet>>();

function constructorFor(target: StyleTarget): typeof CSSStyleSheet | undefined {
  const doc = 'defaultView' in target ? target : target.ownerDocument;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  return Sheet && 'replaceSync' in Sheet.prototype && 'adoptedStyleSheets' in target
    ? Sheet
    : undefined;
}

/**
 * Adopts stylesheets built from CSS strings into a document or shadow root, after the
 * ones it already has. Each CSS text becomes one sheet per window, shared by every
 * target that adopts it, and is adopted at most once per target, so calling it from
 * every component or every render is cheap. Returns a function that removes them again.
 *
 * It does nothing (and returns a remover that does nothing) on the server (no
 * `document`) and in browsers without constructable stylesheets (Safari before 16.4);
 * there, link the CSS files instead (`@volunteerkit/widgets/residential.css`).
 *
 * @param target - The document (default: `document`) or a shadow root.
 * @param css - CSS texts: `themeTokensCss` and the entry's CSS (`residentialCss`,
 *   `portalBlocksCss`, `datePickerCss`).
 * @returns A function removing the sheets this call added.
 * @example
 * ```ts
 * import { adoptStyles, residentialCss, themeTokensCss } from '@volunteerkit/widgets/residential';
 *
 * adoptStyles(document, themeTokensCss, residentialCss);
 * // later, in the lazy date picker import:
 * import('@volunteerkit/widgets/date-picker').then((m) => adoptStyles(document, m.datePickerCss));
 * ```
 */
export function adoptStyles(
  target: StyleTarget | undefined = typeof document === 'undefined' ? undefined : document,
  ...css: string[]
): () => void {
  if (!target) return () => undefined;
  const Sheet = constructorFor(target);
  if (!Sheet) return () => undefined;
  let cache = sheets.get(Sheet);
  if (!cache) sheets.set(Sheet, (cache = new Map()));
  const added: CSSStyleSheet[] = [];
  for (const text of css) {
    let sheet = cache.get(text);
    if (!sheet) {
      sheet = new Sheet();
      sheet.replaceSync(text);
      cache.set(text, sheet);
    }
    if (!target.adoptedStyleSheets.includes(sheet) && !added.includes(sheet)) added.push(sheet);
  }
  if (added.length > 0) target.adoptedStyleSheets = [...target.adoptedStyleSheets, ...added];
  return () => {
    target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => !added.includes(s));
  };
}

/**
 * Whether {@link adoptStyles} can style `target` here (constructable stylesheets exist).
 *
 * @example
 * ```ts
 * if (!canAdoptStyles(document)) linkStylesheet('/assets/residential.css');
 * ```
 */
export function canAdoptStyles(target: StyleTarget | undefined): boolean {
  return target !== undefined && constructorFor(target) !== undefined;
}
