/**
 * The pseudo-locale `en-XA`: every English text with its letters accented and
 * 30 % longer, placeholders kept. It shows, without a translator, where a text is
 * not in a catalogue (it stays plain English) and where a layout clips or
 * overflows longer languages.
 *
 * @module
 */
import { isMessage, type Message } from '../messages/format.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [
    c,
    [...'àƀçđéğĥîķľñöŕšţûýžÀƁÇĐÉĞĤÎĶĽÑÖŔŠŢÛÝŽ'][i]!,
  ]),
);

/**
 * One text in the pseudo-locale: letters outside `{placeholders}` accented,
 * then padded with `·` to 130 % of its length, in brackets.
 *
 * @example
 * pseudoText('Page {page}') // '[Ƥàğé {page}····]'
 */
export function pseudoText(text: string): string {
  if (!text) return text;
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.ceil(text.length * 0.3) - 2));
  return `[${accented}${padding}]`;
}

/** A whole catalogue in the pseudo-locale (plural texts form by form). */
export function pseudoCatalogue<M extends object>(messages: M): M {
  const out: Record<string, Message> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (!isMessage(value)) continue;
    out[key] =
      typeof value === 'string'
        ? pseudoText(value)
        : (Object.fromEntries(
            Object.entries(value).map(([category, form]) => [category, pseudoText(form as string)]),
          ) as Message);
  }
  return out as M;
}
