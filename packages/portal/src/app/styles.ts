/**
 * Installs the widgets' theme and block styles as a constructed stylesheet,
 * so the portal's CSP needs no `'unsafe-inline'` for styles.
 *
 * @module
 */
import { portalBlocksCss, themeTokensCss } from '@volunteerkit/widgets';

/** Adds the widget styles to the document once. Falls back to nothing where constructed sheets are missing. */
export function installWidgetStyles(doc: Document = document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${themeTokensCss}\n${portalBlocksCss}`);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Old browsers: the portal's own stylesheet still lays everything out.
  }
}
