/**
 * The hook through which the volunteer's screens read their texts.
 *
 * @module
 */
import { useMemo } from 'react';
import { useCatalogue, usePortalLocale } from '../../app/locale/portalLocale.js';
import { enGBMyText, MY_CATALOGUE } from './messages.js';
import { myTextsIn, type MyTexts } from './myTexts.js';

export type { MyTexts } from './myTexts.js';

/** The volunteer's screens' texts in the person's language (English until a translation loads). */
export function useMyText(): MyTexts {
  const text = useCatalogue(MY_CATALOGUE, enGBMyText);
  const { tag } = usePortalLocale();
  return useMemo(() => myTextsIn(text, tag), [text, tag]);
}
