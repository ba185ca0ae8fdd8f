/**
 * The theme's CSS custom properties (`--vk-*`) with light and dark defaults.
 * Hosts override any of them on an ancestor element (or the embed's host).
 * Scoped to `.vk-root` (and `:host` inside the embed's shadow root): no global selectors.
 */
export const themeTokensCss = `
:host, .vk-root {
  --vk-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --vk-font-size: 1rem;
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
  --vk-color-warning: #7a5a00;
  --vk-radius: 6px;
  --vk-space: 0.5rem;
  --vk-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  font-family: var(--vk-font-family);
  font-size: var(--vk-font-size);
  color: var(--vk-color-text);
}
@media (prefers-color-scheme: dark) {
  :host, .vk-root {
    --vk-color-text: #e6edf3;
    --vk-color-muted: #9da7b3;
    --vk-color-bg: #0d1117;
    --vk-color-surface: #161b22;
    --vk-color-border: #6e7681;
    --vk-color-primary: #4493f8;
    --vk-color-primary-text: #0d1117;
    --vk-color-danger: #f85149;
    --vk-color-success: #3fb950;
    --vk-color-warning: #d29922;
  }
}
`;
