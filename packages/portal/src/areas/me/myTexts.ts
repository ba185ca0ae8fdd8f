/**
 * The volunteer's texts in one language with their filler, outside React: what
 * `useMyText()` gives a screen, and what pure helpers (mileage, receipts,
 * applications) take to write their words, English by default.
 *
 * @module
 */
import { formatMessage, type Message } from '@volunteerkit/widgets';
import { enGBMyText, type MyText } from './messages.js';

/** The texts of the volunteer's screens in the current language, and a filler for placeholders and plurals. */
export interface MyTexts {
  /** The texts. */
  text: MyText;
  /** The BCP 47 tag of the language. */
  tag: string;
  /** Fills `{name}` placeholders, choosing a plural form by `values.count`. */
  fill: (message: Message, values: Record<string, string | number>) => string;
}

/** The texts `text` of language `tag` with their filler. */
export function myTextsIn(text: MyText, tag: string): MyTexts {
  return {
    text,
    tag,
    fill: (message, values) => formatMessage(message, values, tag),
  };
}

/** The English (en-GB) texts, for helpers called outside a screen. */
export const ENGLISH_MY_TEXTS: MyTexts = myTextsIn(enGBMyText, 'en-GB');
