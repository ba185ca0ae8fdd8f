/**
 * The hook through which the volunteer's screens read their texts.
 *
 * @module
 */
import { formatMessage, type Message } from '@volunteerkit/widgets';
import { useMemo } from 'react';
import { useCatalogue, usePortalLocale } from '../../app/locale/portalLocale.js';
import { enGBMyText, MY_CATALOGUE, type MyText } from './messages.js';

/** The texts of the volunteer's screens in the current language, and a filler for placeholders and plurals. */
export interface MyTexts {
  /** The texts. */
  text: MyText;
  /** The BCP 47 tag of the language. */
  tag: string;
  /** Fills `{name}` placeholders, choosing a plural form by `values.count`. */
  fill: (message: Message, values: Record<string, string | number>) => string;
}

/** The volunteer's screens' texts in the person's language (English until a translation loads). */
export function useMyText(): MyTexts {
  const text = useCatalogue(MY_CATALOGUE, enGBMyText);
  const { tag } = usePortalLocale();
  return useMemo(
    () => ({
      text,
      tag,
      fill: (message: Message, values: Record<string, string | number>) =>
        formatMessage(message, values, tag),
    }),
    [text, tag],
  );
}
