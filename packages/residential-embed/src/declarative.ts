/**
 * Declarative mount points: `<div data-volunteerkit-residential data-view="...">`.
 * Found when the embed starts and whenever the page adds one later; unmounted
 * when the page removes them.
 *
 * @module
 */
import { optionsFromAttributes } from './config.js';
import { getHandle, mount } from './mount.js';

/** The attribute that marks a declarative mount point. */
export const MOUNT_ATTRIBUTE = 'data-volunteerkit-residential';

const SELECTOR = `[${MOUNT_ATTRIBUTE}]`;

/**
 * Mounts every declarative mount point under `root` that is not mounted yet.
 * A mount point that fails (e.g. an invalid `data-api-base`) gets
 * `data-volunteerkit-state="error"` and the error is reported on the console;
 * the others still mount.
 *
 * @returns the number of new mounts.
 */
export function scan(root: ParentNode = document): number {
  let count = 0;
  const found: Element[] = [];
  if (root instanceof Element && root.matches(SELECTOR)) found.push(root);
  found.push(...root.querySelectorAll(SELECTOR));
  for (const element of found) {
    if (getHandle(element)) continue;
    try {
      mount(element, optionsFromAttributes(element, 'data-'));
      element.setAttribute('data-volunteerkit-state', 'mounted');
      count++;
    } catch (error) {
      element.setAttribute('data-volunteerkit-state', 'error');
      console.error('[VolunteerKit]', error);
    }
  }
  return count;
}

const observed = new WeakSet<Document>();

/**
 * Scans now (or when the document has parsed) and keeps watching the page:
 * added mount points mount, removed ones are destroyed. Idempotent per document.
 */
export function watch(doc: Document = document): void {
  if (observed.has(doc)) return;
  observed.add(doc);
  const start = (): void => {
    scan(doc);
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) scan(node);
        });
        record.removedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const gone = [node, ...node.querySelectorAll(SELECTOR)];
          for (const element of gone) {
            if (!element.isConnected) getHandle(element)?.destroy();
          }
        });
      }
    }).observe(doc.documentElement, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
