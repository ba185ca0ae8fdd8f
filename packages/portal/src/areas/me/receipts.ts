/**
 * The receipt rules of an expense claim, checked before anything is sent (the
 * sandbox checks the same, domain/myExpenses.ts).
 *
 * @module
 */

/** The largest receipt accepted, in bytes (2 MiB). */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/** The media types a receipt may have. */
export const RECEIPT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** Why a receipt cannot be sent, or null when it can. */
export function receiptProblem(file: { name: string; type: string; size: number }): string | null {
  if (!RECEIPT_TYPES.includes(file.type)) return `${file.name} is not a PDF, JPEG or PNG file.`;
  if (file.size > RECEIPT_MAX_BYTES)
    return `${file.name} is larger than 2 MB. Attach a smaller scan or photo.`;
  return null;
}
