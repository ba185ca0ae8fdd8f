/**
 * The day an approved claim was paid, as the "Mark paid" dialog checks it
 * (the sandbox checks the same: domain/expenses.ts).
 *
 * @module
 */
import { dayKeyOfText } from '../../app/dayText.js';
import type { Claim } from './claims.js';

/** Today's date key in the browser's time zone. */
export function todayKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why `day` cannot be the day `claim` was paid (a problem in words), or null:
 * it must be a day, not after `today` and not before the claim's date.
 */
export function paidDayProblem(value: string, claim: Claim, today: string): string | null {
  // The day input gives a date key within its bounds, else the text as typed.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayKeyOfText(value);
  if (!day) return 'Enter the day it was paid as dd/mm/yyyy.';
  if (day > today) return 'The day it was paid cannot be in the future.';
  if (claim.date && day < claim.date)
    return 'The day it was paid cannot be before the claim’s date.';
  return null;
}
