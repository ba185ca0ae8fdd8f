import { formatMoney } from '../../presentation/formats.js';

/** An organisation's rate for an expense type (`/organisation/expenses/rates/`). */
export interface ClaimRate {
  id: string;
  name: string;
  expenseType: string;
  unit: string;
  rate: number;
}

/** The rates of a list answer, those without a type or a number left out. */
export function readRates(rows: readonly Record<string, unknown>[]): ClaimRate[] {
  return rows.flatMap((r) =>
    typeof r.expense_type === 'string' && Number.isFinite(Number(r.rate))
      ? [
          {
            id: String(r.id),
            name: String(r.name ?? r.expense_type),
            expenseType: r.expense_type,
            unit: typeof r.unit === 'string' && r.unit ? r.unit : 'mile',
            rate: Number(r.rate),
          },
        ]
      : [],
  );
}

/**
 * What a claim at `rate` comes to, as the server works it out (quantity × rate,
 * rounded to the penny), in words: "42.5 miles at £0.45 a mile: £19.13".
 * Null while the quantity is not a positive number.
 */
export function rateAmount(rate: ClaimRate, quantity: string): string | null {
  const q = Number(quantity.trim());
  if (quantity.trim() === '' || !Number.isFinite(q) || q <= 0) return null;
  const amount = Math.round(q * rate.rate * 100) / 100;
  return `${q} ${rate.unit}${q === 1 ? '' : 's'} at ${formatMoney(rate.rate)} a ${rate.unit}: ${formatMoney(amount)}`;
}
