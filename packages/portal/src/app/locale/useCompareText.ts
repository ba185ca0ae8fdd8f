/**
 * Sorting text in the language of the person's screens.
 *
 * @module
 */
import { useCallback } from 'react';
import { compareText } from '../text.js';
import { usePortalLocale } from './portalLocale.js';

/**
 * A comparer of texts in the screens' language (`Intl.Collator` with the
 * portal locale's tag), for `Array.prototype.sort`.
 *
 * @example
 * const compare = useCompareText();
 * names.sort(compare);
 */
export function useCompareText(): (a: string, b: string) => number {
  const { tag } = usePortalLocale();
  return useCallback((a: string, b: string) => compareText(a, b, tag), [tag]);
}
