/**
 * The stylesheet of the public opportunity page: the widgets' theme tokens
 * (light, and dark when the visitor prefers it), card ribbons and advert
 * styles, and the page's own layout.
 *
 * @module
 */
import { markdownCss, opportunityCardCss, themeTokensCss } from '@volunteerkit/widgets/residential';

const pageCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--vk-color-bg); line-height: 1.5; }
.page-header { border-bottom: 1px solid var(--vk-color-border); background: var(--vk-color-surface); }
.page-header__inner, .page-main { max-width: 52rem; margin: 0 auto; padding: 0 1rem; }
.page-header__inner { display: flex; align-items: center; gap: 0.75rem; min-height: 3.5rem; padding-top: 0.5rem; padding-bottom: 0.5rem; }
.page-header__logo { width: 2rem; height: 2rem; }
.page-header__brand { display: flex; flex-direction: column; min-width: 0; }
.page-header__name { font-weight: 700; }
.page-header__with { font-size: 0.875rem; color: var(--vk-color-muted); }
.page-header__lang { margin-inline-start: auto; padding: 0.5rem 0; font-weight: 600; }
.page-main { padding-top: 1rem; padding-bottom: 3rem; }
a { color: var(--vk-color-primary); }
a:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.back { display: inline-block; margin: 0 0 1rem; font-weight: 600; }
.hero { position: relative; margin: 0 0 1rem; border-radius: var(--vk-radius); overflow: hidden; background: var(--vk-color-surface); aspect-ratio: 16 / 9; }
.hero img { display: block; width: 100%; height: 100%; object-fit: cover; }
.hero .vk-card__ribbons { position: absolute; top: 0.75rem; left: 0.75rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; }
.type { margin: 0 0 1rem; color: var(--vk-color-muted); font-weight: 600; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.slots { width: 100%; border-collapse: collapse; }
.slots th, .slots td { text-align: start; padding: 0.5rem; border-bottom: 1px solid var(--vk-color-border); vertical-align: top; }
.slots td:last-child, .slots th:last-child { text-align: end; white-space: nowrap; }
.slot--past { color: var(--vk-color-muted); }
.note { color: var(--vk-color-muted); }
.partner { display: flex; align-items: center; gap: 0.75rem; margin: 0; }
.partner img { width: 3rem; height: 3rem; object-fit: contain; }
.apply { display: inline-block; padding: 0.75rem 1.25rem; border-radius: var(--vk-radius); background: var(--vk-color-primary); color: var(--vk-color-primary-text); font-weight: 700; text-decoration: none; }
.apply:hover { text-decoration: underline; }
.similar { margin-top: 2.5rem; border-top: 1px solid var(--vk-color-border); }
.similar__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.similar__item { display: flex; flex-direction: column; gap: 0.25rem; }
.similar__link { display: flex; flex-direction: column; gap: 0.5rem; font-weight: 700; }
.similar__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; object-fit: cover; border-radius: var(--vk-radius); background: var(--vk-color-surface); }
.similar__title { overflow-wrap: anywhere; }
.similar__where { margin: 0; color: var(--vk-color-muted); }
.vk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (max-width: 30rem) {
  h1 { font-size: 1.5rem; }
  .similar__list { grid-template-columns: 1fr; }
  .similar__link { display: grid; grid-template-columns: 7rem 1fr; gap: 0.75rem; align-items: start; }
  .similar__where { margin-inline-start: 7.75rem; }
  .facts { grid-template-columns: 1fr; }
  .facts dd { margin-bottom: 0.5rem; }
}
`;

/** The page's whole stylesheet (served inline, allowed by its hash in the page's CSP). */
export const opportunityPageCss = [themeTokensCss, opportunityCardCss, markdownCss, pageCss].join(
  '\n',
);
