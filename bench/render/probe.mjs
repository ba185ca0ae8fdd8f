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

/** The console message (followed by the time) the probe logs at the first results. */
export const FIRST_RESULTS_MESSAGE = '__vkBench firstResults';

/**
 * Waits, without running anything in the page, for the probe's first-results message
 * and resolves with its time (ms since navigation), or `null` after `timeout` ms.
 * Start it before the navigation.
 * @param {import('playwright-core').Page} page
 */
export function firstResultsOf(page, timeout = 20000) {
  return page
    .waitForEvent('console', {
      predicate: (m) => m.text().startsWith(FIRST_RESULTS_MESSAGE),
      timeout,
    })
    .then((m) => Number(m.text().slice(FIRST_RESULTS_MESSAGE.length)))
    .then((t) => (Number.isFinite(t) ? t : null))
    .catch(() => null);
}

/**
 * Runs in the page (its own text only: the harness passes it as a string, so
 * constants are repeated inside). Defines `window.__vkBench` with:
 * - `roots()`: the document and every shadow root attached so far;
 * - `cards()`: rendered (non-placeholder) cards, in document order;
 * - `firstResults`: `performance.now()` of the first frame showing cards;
 * - `whenChanged(before)`: resolves with the frame time at which the first card's
 *   text differs from `before` (a page change).
 * @param {string} cardSelector
 */
export function installProbe(cardSelector) {
  const FIRST_RESULTS_MESSAGE = '__vkBench firstResults';
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
    // Told through the console: the harness waits for this message instead of polling
    // the page, which would inject Playwright's in-page script (about 100 ms of the
    // main thread at 4x throttling) into the very window being measured.
    console.debug(`${FIRST_RESULTS_MESSAGE} ${t}`);
  });
}
