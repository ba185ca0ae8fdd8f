// Writes the widgets' stylesheets as real files (dist/css/*.css), from the same CSS
// strings the entries export, so a page under a strict Content Security Policy
// (`style-src 'self'`) can <link> or bundle them: no <style> element is needed.
// Run by `build` after tsc; the files are published as
// `@volunteerkit/widgets/residential.css`, `portal.css`, `date-picker.css`, `theme.css`.
import { mkdirSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const { residentialCss, themeTokensCss } = await import(
  new URL('entries/residential.js', dist).href
);
const { portalBlocksCss } = await import(new URL('entries/portal.js', dist).href);
const { datePickerCss } = await import(new URL('entries/date-picker.js', dist).href);

const banner = (what) =>
  `/* @volunteerkit/widgets: ${what}. Generated from the package's CSS exports; put the widgets inside a .vk-root element. */\n`;
const files = {
  'theme.css': banner('theme tokens (--vk-*)') + themeTokensCss,
  'residential.css':
    banner('theme tokens and every residential widget but the date picker') +
    themeTokensCss +
    '\n' +
    residentialCss,
  'date-picker.css': banner('the date picker (load it with the lazy picker)') + datePickerCss,
  'portal.css':
    banner('theme tokens and the portal blocks') + themeTokensCss + '\n' + portalBlocksCss,
};
mkdirSync(new URL('css/', dist), { recursive: true });
for (const [name, css] of Object.entries(files)) {
  writeFileSync(new URL(`css/${name}`, dist), `${css.trim()}\n`);
}
console.log(`wrote dist/css/{${Object.keys(files).join(',')}}`);
