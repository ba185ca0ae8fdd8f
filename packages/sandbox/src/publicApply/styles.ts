/**
 * The apply page's own styles, added to the opportunity page's stylesheet
 * (publicPage/styles.ts): fields, hints and errors after the GOV.UK Design
 * System's patterns, the date of birth's three boxes, the error summary and
 * a document kept from a refused form, the hidden honeypot field; the theme tokens give light and dark.
 *
 * @module
 */

/** The form's CSS. */
export const applyFormCss = `
.page-header__inner { flex-wrap: wrap; }
.language { margin-inline-start: auto; font-weight: 600; padding: 0.5rem 0; }
.language:focus-visible, .back:focus-visible, .error-summary a:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.apply-form { margin: 1.5rem 0 0; }
.apply-form fieldset { border: 0; margin: 0 0 1.5rem; padding: 0; min-width: 0; }
.apply-form > fieldset > legend { font-size: 1.25rem; font-weight: 700; margin: 0 0 0.75rem; padding: 0; }
.field { margin: 0 0 1.25rem; }
.field__label { display: block; font-weight: 600; margin: 0 0 0.25rem; padding: 0; }
.field__hint { color: var(--vk-color-muted); margin: 0 0 0.375rem; }
.field__error { color: var(--vk-color-danger); font-weight: 700; margin: 0 0 0.375rem; }
.apply-form .field--error { border-inline-start: 4px solid var(--vk-color-danger); padding-inline-start: 0.75rem; }
.optional { font-weight: 400; color: var(--vk-color-muted); }
.apply-form input[type='text'], .apply-form input[type='email'], .apply-form input[type='tel'], .apply-form textarea {
  display: block; width: 100%; max-width: 32rem; font: inherit; color: var(--vk-color-text);
  background: var(--vk-color-bg); border: 2px solid var(--vk-color-border); border-radius: 4px;
  padding: 0.5rem; min-height: 2.75rem;
}
.apply-form textarea { max-width: 40rem; resize: vertical; }
.apply-form input[type='file'] { display: block; max-width: 100%; font: inherit; color: var(--vk-color-text); padding: 0.25rem 0; }
.apply-form input[aria-invalid='true'], .apply-form textarea[aria-invalid='true'] { border-color: var(--vk-color-danger); }
.apply-form input:focus-visible, .apply-form textarea:focus-visible, .apply:focus-visible {
  outline: 3px solid var(--vk-color-focus); outline-offset: 0; box-shadow: inset 0 0 0 2px var(--vk-color-text);
}
.date__parts { display: flex; gap: 1rem; flex-wrap: wrap; }
.date__part label { display: block; margin: 0 0 0.25rem; }
.apply-form .date__part input { width: 3.5rem; }
.apply-form .date__part--year input { width: 5rem; }
.apply { border: 0; font: inherit; font-weight: 700; cursor: pointer; min-height: 2.75rem; }
.error-summary { border: 4px solid var(--vk-color-danger); padding: 1rem; margin: 0 0 1.5rem; }
.error-summary:focus { outline: 3px solid var(--vk-color-focus); }
.error-summary h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
.error-summary ul { margin: 0; padding-inline-start: 1.25rem; }
.error-summary a { color: var(--vk-color-danger); font-weight: 700; }
.confirmation { border-inline-start: 6px solid var(--vk-color-success); padding: 0.25rem 0 0.25rem 1rem; }
.kept { display: flex; gap: 0.5rem; align-items: baseline; margin: 0 0 0.5rem; padding: 0.5rem 0.75rem; max-width: 32rem;
  border-inline-start: 4px solid var(--vk-color-success); background: var(--vk-color-surface); overflow-wrap: anywhere; }
.kept__mark { color: var(--vk-color-success); font-weight: 700; }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;
