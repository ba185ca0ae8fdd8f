/**
 * Reading a catalogue of the signed-in screens in the person's language, with
 * a filler for its placeholders and plurals.
 *
 * @module
 */
import { formatMessage, type Message } from '@volunteerkit/widgets';
import { useMemo } from 'react';
import { useCatalogue, usePortalLocale } from './portalLocale.js';

/** A catalogue's texts in the current language, and a filler for placeholders and plurals. */
export interface Texts<T> {
  /** The texts (English where the loaded translation lacks one). */
  text: T;
  /** The BCP 47 tag of the language. */
  tag: string;
  /** Fills `{name}` placeholders, choosing a plural form by `values.count` in the language. */
  fill: (message: Message, values: Record<string, string | number>) => string;
}

/**
 * The texts of catalogue `name` (English `source`) in the person's language.
 *
 * @example
 * const { text, fill } = useTexts(SHELL_CATALOGUE, enGBShellText);
 * fill(text.resultsFound, { count: 3 });
 */
export function useTexts<T extends object>(name: string, source: T): Texts<T> {
  const text = useCatalogue(name, source);
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
