/**
 * The receipt rules of an expense claim, checked before anything is sent (the
 * sandbox checks the same, domain/myExpenses.ts).
 *
 * @module
 */
import { ENGLISH_MY_TEXTS, type MyTexts } from '../myTexts.js';

/** The largest receipt accepted, in bytes (2 MiB). */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/** The media types a receipt may have. */
export const RECEIPT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** Why a receipt cannot be sent, in the words of `t`, or null when it can. */
export function receiptProblem(
  file: { name: string; type: string; size: number },
  { text, fill }: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  if (!RECEIPT_TYPES.includes(file.type)) return fill(text.receiptNotType, { name: file.name });
  if (file.size > RECEIPT_MAX_BYTES) return fill(text.receiptTooLarge, { name: file.name });
  return null;
}
