// In-page helpers of the render benchmark, installed with `addInitScript` before any
// page script runs. They watch the document and every shadow root (the embed renders
// in one) and time the frame in which results are painted.

/**
 * What counts as a rendered result card: an opportunity card (by class or data
 * attribute) holding a non-empty heading or link, and not a loading placeholder.
 */
export const CARD_SELECTOR = [
  '[data-vk-card]',
  '[data-opportunity-id]',
  '.vk-opportunity-card',
  '.vk-card',
  '[class*="vk-opportunity-card"]',
].join(', ');

/**
 * Runs in the page. Defines `window.__vkBench` with:
 * - `roots()`: the document and every shadow root attached so far;
 * - `cards()`: rendered (non-placeholder) cards, in document order;
 * - `firstResults`: `performance.now()` of the first frame showing cards;
 * - `whenChanged(before)`: resolves with the frame time at which the first card's
 *   text differs from `before` (a page change).
 * @param {string} cardSelector
 */
export function installProbe(cardSelector) {
  const shadowRoots = [];
  const original = Element.prototype.attachShadow;
  const listeners = new Set();
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  const observe = (root) =>
    new MutationObserver(notify).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  Element.prototype.attachShadow = function attachShadow(init) {
    const root = original.call(this, init);
    shadowRoots.push(root);
    observe(root);
    return root;
  };
  const roots = () => [document, ...shadowRoots];
  const isPlaceholder = (el) =>
    el.closest('[aria-busy="true"], [data-placeholder], [data-loading], .vk-placeholder') !==
      null || el.matches('[aria-hidden="true"]');
  const cards = () =>
    roots()
      .flatMap((r) => [...r.querySelectorAll(cardSelector)])
      .filter((el) => !isPlaceholder(el))
      .filter((el) => {
        const title = el.querySelector('h1, h2, h3, h4, [role="heading"], a[href]');
        return Boolean(title && title.textContent && title.textContent.trim());
      });
  const firstText = () => {
    const c = cards()[0];
    return c ? (c.textContent ?? '').trim() : null;
  };
  /** Resolves with the time of the next frame once `test()` holds. */
  const frameWhen = (test, timeoutMs = 15000) =>
    new Promise((resolve) => {
      let done = false;
      const check = () => {
        if (done || !test()) return;
        done = true;
        listeners.delete(check);
        requestAnimationFrame(() => resolve(performance.now()));
      };
      listeners.add(check);
      setTimeout(() => {
        if (done) return;
        done = true;
        listeners.delete(check);
        resolve(null);
      }, timeoutMs);
      check();
    });
  const bench = {
    firstResults: null,
    roots,
    cards,
    firstText,
    frameWhen,
    whenChanged: (before) => frameWhen(() => cards().length > 0 && firstText() !== before),
  };
  Object.defineProperty(window, '__vkBench', { value: bench, enumerable: false });
  observe(document);
  frameWhen(() => cards().length > 0, 60000).then((t) => {
    bench.firstResults = t;
  });
}
