import { residentialCss, themeTokensCss } from '@volunteerkit/widgets/residential';

/** The page's own styles; the theme is changed through the `--vk-*` tokens only. */
const pageCss = `
body { margin: 0; background: #fff; }
@media (prefers-color-scheme: dark) { body { background: #0d1117; } }
.page { max-width: 64rem; margin: 0 auto; padding: 1.5rem; background: var(--vk-color-bg); font-family: var(--vk-font-family); }
.results-summary { margin: 0 0 1rem; color: var(--vk-color-muted); }
`;

/**
 * Every style of the page, inlined in the server's HTML: the first paint is already
 * styled, and hydration changes nothing on screen (no layout shift).
 */
export const pageStyles = `${themeTokensCss}\n${residentialCss}\n${pageCss}`;
