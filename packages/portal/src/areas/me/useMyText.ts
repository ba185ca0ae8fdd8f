/**
 * The hook through which the volunteer's screens read their texts.
 *
 * @module
 */
import { useTexts } from '../../app/locale/useTexts.js';
import { enGBMyText, MY_CATALOGUE } from './messages.js';
import type { MyTexts } from './myTexts.js';

export type { MyTexts } from './myTexts.js';

/** The volunteer's screens' texts in the person's language (English until a translation loads). */
export function useMyText(): MyTexts {
  return useTexts(MY_CATALOGUE, enGBMyText);
}
