/**
 * `@volunteerkit/widgets/styles`: {@link adoptStyles}, the widgets' CSS strings applied
 * as constructable stylesheets (no `<style>` element, so a `style-src 'self'` Content
 * Security Policy has nothing to block). The CSS itself comes from each entry
 * (`residentialCss`, `portalBlocksCss`, `datePickerCss`, `themeTokensCss`) or, as real
 * files, from `@volunteerkit/widgets/residential.css` and the others.
 *
 * @module
 */
export { adoptStyles, canAdoptStyles } from '../theme/adoptStyles.js';
export type { StyleTarget } from '../theme/adoptStyles.js';
