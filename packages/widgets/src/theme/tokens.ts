/** The light values of the colour tokens (the default scheme). */
const LIGHT = `
  --vk-color-text: #1b1f24;
  --vk-color-muted: #57606a;
  --vk-color-bg: #ffffff;
  --vk-color-surface: #f6f8fa;
  --vk-color-border: #8c959f;
  --vk-color-primary: #0b5cad;
  --vk-color-primary-text: #ffffff;
  --vk-color-focus: #ffbf47;
  --vk-color-danger: #b3261e;
  --vk-color-success: #1a7f37;
  --vk-color-warning: #7a5a00;`;

/** The dark values of the colour tokens. */
const DARK = `
  --vk-color-text: #e6edf3;
  --vk-color-muted: #9da7b3;
  --vk-color-bg: #0d1117;
  --vk-color-surface: #161b22;
  --vk-color-border: #6e7681;
  --vk-color-primary: #4493f8;
  --vk-color-primary-text: #0d1117;
  --vk-color-danger: #f85149;
  --vk-color-success: #3fb950;
  --vk-color-warning: #d29922;`;

/** The attribute that forces a colour scheme on a `.vk-root` element or a shadow host. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-vk-color-scheme';

/**
 * A colour scheme for {@link COLOR_SCHEME_ATTRIBUTE}: `light`, `dark`, or `auto`
 * (the visitor's `prefers-color-scheme` decides; the same as no attribute).
 */
export type ColorScheme = 'light' | 'dark' | 'auto';

/**
 * The theme's CSS custom properties (`--vk-*`) with light and dark defaults.
 * Scoped to `.vk-root` (and `:host` inside the embed's shadow root): no global selectors.
 *
 * The colour scheme:
 * - no attribute or `data-vk-color-scheme="auto"`: light, dark when the visitor
 *   prefers it (`@media (prefers-color-scheme: dark)`);
 * - `data-vk-color-scheme="light"` / `"dark"` on the `.vk-root` element (or on
 *   the shadow host) forces that scheme whatever the visitor's setting, and sets
 *   the CSS `color-scheme` so native controls follow.
 *
 * Hosts override any token on the `.vk-root` element (a rule after this sheet)
 * or on the shadow host: the `.vk-root` selectors for the schemes keep the
 * specificity of `.vk-root`.
 *
 * @example
 * ```tsx
 * <div className="vk-root" data-vk-color-scheme="dark">…</div>
 * ```
 */
export const themeTokensCss = `
:host, .vk-root {
  --vk-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --vk-font-size: 1rem;${LIGHT}
  --vk-radius: 6px;
  --vk-space: 0.5rem;
  --vk-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  font-family: var(--vk-font-family);
  font-size: var(--vk-font-size);
  color: var(--vk-color-text);
}
@media (prefers-color-scheme: dark) {
  :host(:not([data-vk-color-scheme="light"])), .vk-root:where(:not([data-vk-color-scheme="light"])) {${DARK}
  }
}
:host([data-vk-color-scheme="light"]), .vk-root:where([data-vk-color-scheme="light"]) {
  color-scheme: light;
}
:host([data-vk-color-scheme="dark"]), .vk-root:where([data-vk-color-scheme="dark"]) {${DARK}
  color-scheme: dark;
}
`;
