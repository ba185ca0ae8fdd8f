/**
 * Installs the widgets' theme and block styles and then the portal's design
 * tokens as constructed stylesheets, so the portal's CSP needs no
 * `'unsafe-inline'` for styles. The tokens come last: the widgets inside the
 * portal take the portal's colours.
 *
 * @module
 */
import { portalBlocksCss, themeTokensCss } from '@volunteerkit/widgets';
import { tokensCss } from './theme/tokens.js';

/** Adds the widget styles and the portal tokens to the document once. Falls back to nothing where constructed sheets are missing. */
export function installWidgetStyles(doc: Document = document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${themeTokensCss}\n${portalBlocksCss}\n${tokensCss()}`);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Old browsers: the portal's own stylesheet still lays everything out.
  }
}
