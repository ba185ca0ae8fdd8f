/**
 * The portal's design tokens as code: colour (light and dark), type scale,
 * spacing, radius and elevation, emitted as CSS custom properties (`--vk-*`).
 * The colour names are the widgets' (`--vk-color-*`), so the widgets inside the
 * portal take the same look; the portal adds a few (links, badges, raised
 * surfaces). The colour pairs meet WCAG 2.2 AA in both schemes (checked by
 * `tokens.test.ts`).
 *
 * @module
 */

/** The colour token names (without the `--vk-color-` prefix). */
export type ColorToken =
  | 'text'
  | 'muted'
  | 'bg'
  | 'surface'
  | 'surface-raised'
  | 'border'
  | 'border-subtle'
  | 'primary'
  | 'primary-hover'
  | 'primary-text'
  | 'link'
  | 'link-visited'
  | 'focus'
  | 'danger'
  | 'danger-text'
  | 'success'
  | 'warning'
  | 'info'
  | 'selected'
  | 'nav-bg'
  | 'badge-neutral-bg'
  | 'badge-neutral-text'
  | 'badge-info-bg'
  | 'badge-info-text'
  | 'badge-success-bg'
  | 'badge-success-text'
  | 'badge-warning-bg'
  | 'badge-warning-text'
  | 'badge-danger-bg'
  | 'badge-danger-text';

/** One colour scheme: a hex value (`#rrggbb`) per colour token. */
export type ColorScheme = Readonly<Record<ColorToken, string>>;

/** The light scheme (the default). */
export const LIGHT: ColorScheme = {
  text: '#1b1f24',
  muted: '#555f6b',
  bg: '#ffffff',
  surface: '#f4f6f8',
  'surface-raised': '#ffffff',
  border: '#848d97',
  'border-subtle': '#d0d7de',
  primary: '#0b5cad',
  'primary-hover': '#094b8d',
  'primary-text': '#ffffff',
  link: '#0b5cad',
  'link-visited': '#6b3fa0',
  focus: '#b8460b',
  danger: '#b3261e',
  'danger-text': '#ffffff',
  success: '#1a7f37',
  warning: '#7a5a00',
  info: '#0b5cad',
  selected: '#e3eefa',
  'nav-bg': '#f4f6f8',
  'badge-neutral-bg': '#e9ecef',
  'badge-neutral-text': '#24292f',
  'badge-info-bg': '#ddeeff',
  'badge-info-text': '#0a3d75',
  'badge-success-bg': '#dcf5e3',
  'badge-success-text': '#115c29',
  'badge-warning-bg': '#fdf0c4',
  'badge-warning-text': '#5c4300',
  'badge-danger-bg': '#fde4e2',
  'badge-danger-text': '#8f1d17',
};

/** The dark scheme: light text on near-black, links light blue (never dark blue). */
export const DARK: ColorScheme = {
  text: '#e6edf3',
  muted: '#a4aeb9',
  bg: '#0d1117',
  surface: '#161b22',
  'surface-raised': '#1c232c',
  border: '#7d8590',
  'border-subtle': '#30363d',
  primary: '#4c9bf8',
  'primary-hover': '#79b4fa',
  'primary-text': '#0d1117',
  link: '#6cb0ff',
  'link-visited': '#c4a5f5',
  focus: '#ffbf47',
  danger: '#ff7b72',
  'danger-text': '#0d1117',
  success: '#3fb950',
  warning: '#d29922',
  info: '#6cb0ff',
  selected: '#1a2f4a',
  'nav-bg': '#10151c',
  'badge-neutral-bg': '#2d333b',
  'badge-neutral-text': '#e6edf3',
  'badge-info-bg': '#11304f',
  'badge-info-text': '#a5d0ff',
  'badge-success-bg': '#12361f',
  'badge-success-text': '#7ee2a0',
  'badge-warning-bg': '#3b2b05',
  'badge-warning-text': '#f2cc60',
  'badge-danger-bg': '#4a1513',
  'badge-danger-text': '#ffb3ad',
};

/** The type scale (font sizes, rem) and line heights. */
export const TYPE_SCALE = {
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.375rem',
  'font-size-2xl': '1.75rem',
  'font-size-3xl': '2.25rem',
  'line-height': '1.5',
  'line-height-tight': '1.25',
  'font-weight-strong': '600',
} as const;

/** The spacing scale (a 4 px grid); `--vk-space` (0.5rem) stays the widgets' base step. */
export const SPACING = {
  space: '0.5rem',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'space-7': '3rem',
} as const;

/** Corner radii; `--vk-radius` stays the widgets' default. */
export const RADIUS = {
  'radius-sm': '4px',
  radius: '6px',
  'radius-lg': '10px',
  'radius-pill': '999px',
} as const;

/** Elevation (shadows); `--vk-shadow` stays the widgets' default. */
export const ELEVATION = {
  'shadow-1': '0 1px 2px rgb(0 0 0 / 12%)',
  shadow: '0 2px 8px rgb(0 0 0 / 15%)',
  'shadow-2': '0 4px 12px rgb(0 0 0 / 18%)',
  'shadow-3': '0 12px 32px rgb(0 0 0 / 28%)',
} as const;

/** The attribute (on `<html>`) that forces a scheme: `data-theme="light"` or `"dark"`. */
export const THEME_ATTRIBUTE = 'data-theme';

function declarations(values: Readonly<Record<string, string>>, prefix: string): string {
  return Object.entries(values)
    .map(([name, value]) => `  --vk-${prefix}${name}: ${value};`)
    .join('\n');
}

/**
 * The tokens as one stylesheet. Light by default; dark when the visitor prefers
 * it (`prefers-color-scheme`) unless `<html data-theme="light">`; dark whenever
 * `<html data-theme="dark">`. The selectors (`:root .vk-root`) outrank the
 * widgets' own theme (`.vk-root`), so widgets inside the portal share its look.
 */
export function tokensCss(): string {
  const fixed = [
    `  --vk-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;`,
    `  --vk-font-family-mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;`,
    `  --vk-font-size: 1rem;`,
    declarations(TYPE_SCALE, ''),
    declarations(SPACING, ''),
    declarations(RADIUS, ''),
    declarations(ELEVATION, ''),
  ].join('\n');
  const light = declarations(LIGHT, 'color-');
  const dark = declarations(DARK, 'color-');
  return [
    `:root, :root .vk-root {\n${fixed}\n${light}\n  color-scheme: light;\n}`,
    `@media (prefers-color-scheme: dark) {\n:root:not([${THEME_ATTRIBUTE}='light']), :root:not([${THEME_ATTRIBUTE}='light']) .vk-root {\n${dark}\n  color-scheme: dark;\n}\n}`,
    `:root[${THEME_ATTRIBUTE}='dark'], :root[${THEME_ATTRIBUTE}='dark'] .vk-root {\n${dark}\n  color-scheme: dark;\n}`,
  ].join('\n');
}
