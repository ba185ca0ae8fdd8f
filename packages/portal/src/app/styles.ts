/**
 * Installs stylesheets as constructed sheets, so the portal's CSP needs no
 * `'unsafe-inline'` for styles: the portal's design tokens at start-up, and the
 * widgets' theme and block styles with the signed-in portal's chunk. The
 * tokens' selectors (`:root .vk-root`) outrank the widgets' theme (`.vk-root`)
 * whatever the order, so the widgets inside the portal take its colours.
 *
 * @module
 */
import { tokensCss } from './theme/tokens.js';

function adopt(doc: Document, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Old browsers: the portal's own stylesheet still lays everything out.
  }
}

/** Adds the portal's design tokens (light and dark) to the document. */
export function installTokens(doc: Document = document): void {
  adopt(doc, tokensCss());
}

let widgetsInstalled = false;

/** Adds the widgets' theme and block styles once (the signed-in portal's chunk calls it). */
export function installWidgetStyles(css: string, doc: Document = document): void {
  if (widgetsInstalled) return;
  widgetsInstalled = true;
  adopt(doc, css);
}
