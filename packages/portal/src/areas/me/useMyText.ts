/**
 * The hook through which the volunteer's screens read their texts.
 *
 * @module
 */
import { useTexts, type Texts } from '../../app/locale/useTexts.js';
import { enGBMyText, MY_CATALOGUE, type MyText } from './messages.js';

/** The texts of the volunteer's screens in the current language, and a filler for placeholders and plurals. */
export type MyTexts = Texts<MyText>;

/** The volunteer's screens' texts in the person's language (English until a translation loads). */
export function useMyText(): MyTexts {
  return useTexts(MY_CATALOGUE, enGBMyText);
}
