import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { minify } from 'terser';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

// The embed is the SAME @volunteerkit/widgets components compiled against Preact:
// react and react-dom are aliased to preact/compat. Workspace packages are read
// from their TypeScript sources ("source" condition), so the widgets are compiled
// here, for Preact, and tree-shaken with the rest.
//
// Two builds (see package.json "build"):
// - default: the ES core `residential-embed.core.js` + code-split chunks in chunks/;
// - `--mode loader`: the classic-script loader `residential-embed.js` (IIFE).
//
// Lazy parts come from the widgets' own dynamic imports: the date picker subpath.
// The advert renderer is small and synchronous (no marked), part of the first paint.
const alias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // react-day-picker only builds a TZDate when given a `timeZone`, which the
  // widgets never pass: the stand-in throws if that ever changes (-1.6 KiB gz).
  {
    find: /^@date-fns\/tz$/,
    replacement: fileURLToPath(new URL('./src/build/tzUnsupported.ts', import.meta.url)),
  },
];

/**
 * react-day-picker's `react` (aliased to preact/compat) is a shim with only what
 * it uses (src/build/reactForDayPicker.ts), so compat's default export object,
 * and all it references, stays out of the shared chunk (about 1 KiB gzip).
 */
function dayPickerReact(): Plugin {
  const shim = fileURLToPath(new URL('./src/build/reactForDayPicker.ts', import.meta.url));
  const unused = fileURLToPath(new URL('./src/build/dayPickerUnused.ts', import.meta.url));
  return {
    name: 'vk-day-picker-react',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]react-day-picker[\\/]/.test(importer)) return null;
      if (source === 'preact/compat') return shim;
      // Never run by the widgets' calendar: src/build/dayPickerUnused.ts.
      if (/\/(useAnimation|convertMatchersToTimeZone|useMulti|useRange)\.js$/.test(source))
        return unused;
      return null;
    },
  };
}

/**
 * react-day-picker's `date-fns/locale/en-US` is src/build/dateFnsEnUS.ts: the
 * same locale without the parser and the relative formats it never calls.
 */
function dayPickerEnUS(): Plugin {
  const standIn = fileURLToPath(new URL('./src/build/dateFnsEnUS.ts', import.meta.url));
  let lib: string | undefined;
  return {
    name: 'vk-day-picker-en-us',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith('vk-date-fns-en-us/') && lib)
        return `${lib}/${source.slice('vk-date-fns-en-us/'.length)}.js`;
      // react-day-picker's import, and date-fns' default locale (its own `format`).
      if (!/en-US/.test(source) || !importer || importer === standIn) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real || !/[\\/]date-fns[\\/]locale[\\/]en-US\.js$/.test(real.id)) return null;
      lib = real.id.replace(/\.js$/, '/_lib');
      return standIn;
    },
  };
}

/**
 * The search form's location combobox loads after the first paint: the form's
 * import of `LocationAutocomplete` is the stand-in src/build/lazyLocationAutocomplete.ts
 * (the same label and input), which imports the widgets' module under `?lazy`, a
 * module of its own (so the CSS text the views import statically does not pull the
 * component into the first paint) that the code splitting leaves in a lazy chunk.
 */
function lazyLocationAutocomplete(): Plugin {
  const standIn = fileURLToPath(
    new URL('./src/build/lazyLocationAutocomplete.ts', import.meta.url),
  );
  const real = fileURLToPath(
    new URL('../widgets/src/LocationAutocomplete/LocationAutocomplete.tsx', import.meta.url),
  );
  // The "View counties" panel joins the combobox's chunk (src/build/lazy/LocationAutocomplete.ts).
  const parts = fileURLToPath(new URL('./src/build/lazy/LocationAutocomplete.ts', import.meta.url));
  const panel = fileURLToPath(
    new URL('../widgets/src/ResidentialSearchForm/CountriesPanel.tsx', import.meta.url),
  );
  return {
    name: 'vk-lazy-location-autocomplete',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'virtual:vk-location-autocomplete') return parts;
      if (source === 'virtual:vk-location-autocomplete-real') return `${real}?lazy`;
      if (source === 'virtual:vk-countries-panel') return panel;
      if (
        importer &&
        /ResidentialSearchForm\.tsx$/.test(importer) &&
        /\/CountriesPanel(\.js)?$/.test(source)
      )
        return parts;
      // (That module itself imports the panel through its virtual name.)
      if (
        /LocationAutocomplete\/LocationAutocomplete(\.js)?$/.test(source) &&
        importer &&
        /ResidentialSearchForm\.tsx$/.test(importer)
      )
        return standIn;
      return null;
    },
  };
}

/**
 * Minifies the widgets' CSS texts (`export const xCss = \`...\``, without
 * interpolation) with esbuild's CSS minifier: the embed ships them as strings,
 * which the JS minifier leaves as written (about 0.5 KiB gzip of whitespace).
 */
function minifyCssStrings(): Plugin {
  const CSS_TEXT = /(export const \w+Css = )`([^`$\\]*)`/g;
  return {
    name: 'vk-minify-css-strings',
    transform(code, id) {
      if (!/[\\/](widgets|residential-embed)[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      if (!code.includes('Css = `')) return null;
      const out = code.replace(CSS_TEXT, (_, head: string, css: string) => {
        const min = transformSync(css, { loader: 'css', minify: true }).code.trim();
        return `${head}${JSON.stringify(min)}`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The theme tokens (widgets/src/theme/tokens.ts) are CSS texts with `${...}`
 * parts, which esbuild cannot minify as CSS: their whitespace is collapsed
 * instead (none of it is significant next to `{};:,` or at either end), and
 * the `;` before a `}` dropped.
 */
function minifyThemeTokens(): Plugin {
  const TEXT = /(= )`([^`\\]*)`/g;
  const collapse = (css: string): string =>
    css
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};:,]) ?/g, '$1')
      .replace(/;}/g, '}')
      .trim();
  return {
    name: 'vk-minify-theme-tokens',
    transform(code, id) {
      if (!/[\\/]widgets[\\/]src[\\/]theme[\\/]tokens\.ts$/.test(id)) return null;
      const out = code.replace(
        TEXT,
        (_, head: string, css: string) => `${head}\`${collapse(css)}\``,
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * V8's compile hint for a whole file (Chrome 136+): compile every function while
 * the file streams in, on a background thread, instead of lazily on the main
 * thread at its first call. Both entries (the loader and the core) run nearly all
 * their code before the first results: lazy compilation was the largest single
 * item of the main thread's work before them (V8.CompileCode about a third of the
 * core's time in a trace at 4x throttling; 149 -> 8 ms with the hint). Other
 * engines read it as a comment. Written after terser, which drops comments.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * terser over the minified chunks: a second minifier finds what the first left
 * (0.62 KiB gzip over the whole embed, 0.26 KiB of it in the first paint;
 * terser alone over the unminified bundle compresses worse than both together).
 * It runs after the file names are hashed, so a name's hash is that of the
 * bundler's output (still changing whenever the source does).
 * `pure_getters` (reading a property has no side effect) and `unsafe_arrows` (no
 * function expression here is called with `new` or reads its own `this` or
 * `arguments`) hold for this code; `hoist_funs` only moves function declarations
 * to the top of their scope, where the language hoists them anyway (-0.02 KiB gz).
 * Property names are never mangled.
 */
function terserAfter(): Plugin {
  return {
    name: 'vk-terser-after',
    apply: 'build',
    async generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const once = async (code: string, hoist: boolean): Promise<string> => {
          const out = await minify(code, {
            module: options.format === 'es',
            ecma: 2020,
            compress: {
              passes: 3,
              pure_getters: true,
              unsafe_arrows: true,
              hoist_funs: hoist,
              unsafe_methods: hoist,
            },
            mangle: true,
          });
          if (out.code === undefined)
            throw new Error(`terser produced nothing for ${chunk.fileName}`);
          return out.code;
        };
        let code = await once(chunk.code, false);
        // Once more over the mangled output, hoisting function declarations: kept only where
        // it compresses better (the core: -0.05 KiB gz; the calendar would grow).
        const again = await once(code, true);
        if (gzipSync(again, { level: 9 }).length < gzipSync(code, { level: 9 }).length)
          code = again;
        chunk.code = chunk.isEntry ? `${COMPILE_HINT}\n${code}` : code;
      }
    },
  };
}

/** The package version, written into the core and the loader (`__VK_VERSION__`). */
const VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  return {
    plugins: [
      dayPickerReact(),
      dayPickerEnUS(),
      lazyLocationAutocomplete(),
      minifyCssStrings(),
      minifyThemeTokens(),
      terserAfter(),
    ],
    resolve: {
      alias,
      dedupe: ['preact'],
      conditions: ['source', ...defaultClientConditions],
    },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __VK_VERSION__: JSON.stringify(VERSION),
    },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      manifest: loader ? false : 'manifest.json',
      lib: loader
        ? {
            entry: 'src/loader.ts',
            formats: ['iife'],
            name: 'VolunteerKitLoader',
            fileName: () => 'residential-embed.js',
          }
        : {
            entry: 'src/index.ts',
            formats: ['es'],
            fileName: () => 'residential-embed.core.js',
          },
      rolldownOptions: {
        // Everything the first paint needs is in the core itself: the lazy chunks (the
        // calendar, the location combobox, a translation) import what they share with it
        // from the core, which may export those extra bindings (short names beside its
        // public exports). One module for the first paint: no second file to fetch,
        // compile and link before the core can run, and one gzip stream (0.6 KiB gz
        // smaller than the core and a shared chunk; issue 33).
        preserveEntrySignatures: 'allow-extension',
        // The widgets' entries carry `'use client'` for React Server Components; a
        // script-tag bundle has no server components, so the directive means nothing here.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
        output: loader
          ? {}
          : {
              chunkFileNames: 'chunks/[name]-[hash].js',
              minify: true,
            },
      },
    },
  };
});
