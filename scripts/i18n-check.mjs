#!/usr/bin/env node
// `npm run i18n:check`: checks every translation of the widgets and of the portal's
// volunteer screens against the English (en-GB) source catalogues and reports, per
// locale and catalogue:
// - missing: keys of the source the translation lacks (the widgets show English there);
// - extra: keys the source does not have (a typo or a removed text);
// - untranslated: texts identical to English (symbols such as « » excepted);
// - plural: plural texts without a form for each plural category of the language;
// - unused: source keys that no widget reads (dead texts to remove).
// Exits 1 when anything but `untranslated` is found. The catalogues are TypeScript:
// they are bundled by esbuild (already a dependency) and imported, nothing is built.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const WIDGETS = resolve('packages/widgets/src');
/** The portal's volunteer screens (catalogue `areas/me/messages.ts` and `messages/`, translations in `locales/`). */
const MY_SCREENS = resolve('packages/portal/src/areas/me');
/** Where the portal's record and shell catalogues are read besides (the `/me` frame, the app layer). */
const PEOPLE_SCREENS = resolve('packages/portal/src/areas/people');
const PORTAL_APP = resolve('packages/portal/src/app');
/** The installable portal's notices (issue 48), part of the shell catalogue. */
const PORTAL_PWA = resolve('packages/portal/src/pwa');
const SAME_EVERYWHERE = new Set(['previous', 'next', 'dayAndTime', 'roomOption']);
const OPTIONAL = new Set(['monthNames', 'weekdayNames', 'weekdayShortNames', 'monthShortNames']);

const entry = `
export { residentialMessages } from './messages/residential.ts';
export { datePickerMessages } from './DatePicker/messages.ts';
export { defaultPortalMessages } from './messages/portal.ts';
export { enGBMyText } from '../../portal/src/areas/me/messages.ts';
export { cyMyText } from '../../portal/src/areas/me/locales/cy.ts';
export { enGBRecordText } from '../../portal/src/areas/me/recordMessages.ts';
export { cyRecordText } from '../../portal/src/areas/me/locales/cy-record.ts';
export { enGBShellText } from '../../portal/src/app/shell/shellMessages.ts';
export { cyShellText } from '../../portal/src/app/shell/locales/cy.ts';
${readdirSync(join(WIDGETS, 'locales'))
  .filter((name) => statSync(join(WIDGETS, 'locales', name)).isDirectory())
  .map((tag) => `export * as ${tag.replace(/-/g, '_')} from './entries/locale-${tag}.ts';`)
  .join('\n')}
`;
const out = await build({
  stdin: { contents: entry, resolveDir: WIDGETS, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'error',
  // The catalogues need no React: a stand-in for what the messages modules import.
  plugins: [
    {
      name: 'no-react',
      setup(b) {
        b.onResolve({ filter: /^react(\/.*)?$/ }, () => ({ path: 'react', namespace: 'stub' }));
        b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
          contents:
            'export const createContext = (v) => ({ v }), useContext = (c) => c.v, createElement = () => null;',
          loader: 'js',
        }));
      },
    },
  ],
});
const mod = await import(
  `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`
);

const sources = {
  residential: { ...mod.residentialMessages, ...mod.datePickerMessages },
  portal: mod.defaultPortalMessages,
};
/** The portal's catalogues (English source) and their translations by tag. */
const portalSources = { me: mod.enGBMyText, record: mod.enGBRecordText, shell: mod.enGBShellText };
const portalTranslations = {
  cy: { me: mod.cyMyText, record: mod.cyRecordText, shell: mod.cyShellText },
};

/** Every source file under `dir` but catalogues and tests (and those `keep` refuses), to find the keys in use. */
function sourceText(dir, keep = () => true) {
  let text = '';
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales') text += sourceText(path, keep);
    } else if (
      /\.tsx?$/.test(name) &&
      !/\.test\.|messages\/|DatePicker\/messages|areas\/me\/(record)?[mM]essages\.ts|shellMessages\.ts/.test(
        path,
      )
    ) {
      const file = readFileSync(path, 'utf8');
      if (keep(path, file)) text += file;
    }
  }
  return text;
}
const code = sourceText(WIDGETS);

const forms = (m) => (typeof m === 'string' ? [m] : Object.values(m));
let failed = false;
const report = (label, list) => {
  if (list.length) console.log(`  ${label} (${list.length}): ${list.join(', ')}`);
};

// Unused: source keys no code reads. The widgets read `messages.<key>` (or name a key in
// quotes); the portal's volunteer screens, and the panels and helpers they share with the
// staff's screens (those that call `useMyText` or take `MyTexts`), read `text.<key>`.
const myCode = sourceText(
  resolve('packages/portal/src/areas'),
  (path, text) => path.startsWith(MY_SCREENS) || /\buseMyText\b|\bMyTexts\b/.test(text),
);
const portalCode = {
  me: myCode,
  record: myCode + sourceText(PEOPLE_SCREENS),
  // The shell's texts are read by the app layer, the service worker's notices and the
  // volunteer's screens that show the offline state (`useShellText`).
  shell: sourceText(PORTAL_APP) + sourceText(PORTAL_PWA) + myCode,
};
const sourceChecks = [
  ...Object.entries(sources).map(([name, source]) => ({
    label: name,
    source,
    used: (key) => new RegExp(`messages\\.${key}\\b|['"]${key}['"]`).test(code),
  })),
  ...Object.entries(portalSources).map(([name, source]) => ({
    label: `portal ${name}`,
    source,
    used: (key) => new RegExp(`\\.${key}\\b|['"]${key}['"]`).test(portalCode[name]),
  })),
];
for (const { label, source, used } of sourceChecks) {
  const unused = Object.keys(source).filter((key) => !used(key));
  console.log(`${label} (en-GB source, ${Object.keys(source).length} keys)`);
  report('unused', unused);
  failed ||= unused.length > 0;
}

// Every translation against its source: the widgets' locales (one export per locale, its
// catalogues by name) and the portal's (by tag, then catalogue name).
const translations = [];
for (const [exportName, locale] of Object.entries(mod)) {
  if (!locale || typeof locale !== 'object' || sources[exportName]) continue;
  const widgetLocale = Object.values(locale).find((v) => v && typeof v === 'object' && 'tag' in v);
  if (!widgetLocale) continue;
  for (const [name, source] of Object.entries(sources))
    translations.push({
      label: `${widgetLocale.tag} ${name} (${exportName})`,
      tag: widgetLocale.tag,
      source,
      texts: widgetLocale[name] ?? {},
    });
}
for (const [tag, catalogues] of Object.entries(portalTranslations))
  for (const [name, source] of Object.entries(portalSources))
    translations.push({
      label: `${tag} portal ${name}`,
      tag,
      source,
      texts: catalogues[name] ?? {},
    });

for (const { label, tag, source, texts } of translations) {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  console.log(label);
  const missing = Object.keys(source).filter((key) => !(key in texts) && !OPTIONAL.has(key));
  const extra = Object.keys(texts).filter((key) => !(key in source) && !OPTIONAL.has(key));
  const untranslated = Object.keys(source).filter(
    (key) =>
      key in texts &&
      !SAME_EVERYWHERE.has(key) &&
      !OPTIONAL.has(key) &&
      forms(texts[key]).some((form) => forms(source[key]).includes(form)),
  );
  const plural = Object.entries(texts)
    .filter(([, m]) => typeof m !== 'string')
    .filter(([, m]) => categories.some((c) => !(c in m)))
    .map(([key]) => key);
  report('missing', missing);
  report('extra', extra);
  report('untranslated', untranslated);
  report(`plural forms missing (${categories.join('/')})`, plural);
  if (!missing.length && !extra.length && !untranslated.length && !plural.length)
    console.log('  complete');
  failed ||= missing.length + extra.length + plural.length > 0;
}
process.exit(failed ? 1 : 0);
