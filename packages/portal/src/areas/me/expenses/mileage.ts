import { formatMoney } from '../../../presentation/formats.js';
import { ENGLISH_MY_TEXTS, type MyTexts } from '../myTexts.js';

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

/** A rate's unit in words ("mile", "filltir"); a unit the catalogue does not know stays as the organisation wrote it. */
export function unitWord(unit: string, { text }: MyTexts = ENGLISH_MY_TEXTS): string {
  return unit === 'mile' ? text.mileWord : unit;
}

/** A rate's unit counted, for "How many miles". */
export function unitsWord(unit: string, { text }: MyTexts = ENGLISH_MY_TEXTS): string {
  return unit === 'mile' ? text.milesWord : `${unit}s`;
}

/** A quantity of a rate's unit ("42.5 miles", "1 filltir"). */
export function unitQuantity(unit: string, q: number, t: MyTexts = ENGLISH_MY_TEXTS): string {
  return unit === 'mile'
    ? t.fill(t.text.miles, { count: q })
    : `${q.toLocaleString(t.tag)} ${unit}${q === 1 ? '' : 's'}`;
}

/**
 * What a claim at `rate` comes to, as the server works it out (quantity × rate,
 * rounded to the penny), in words of `t`: "42.5 miles at £0.45 a mile: £19.13".
 * Null while the quantity is not a positive number.
 */
export function rateAmount(
  rate: ClaimRate,
  quantity: string,
  t: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  const q = Number(quantity.trim());
  if (quantity.trim() === '' || !Number.isFinite(q) || q <= 0) return null;
  const amount = Math.round(q * rate.rate * 100) / 100;
  return t.fill(t.text.comesTo, {
    quantity: unitQuantity(rate.unit, q, t),
    rate: formatMoney(rate.rate, 'GBP', t.tag),
    unit: unitWord(rate.unit, t),
    amount: formatMoney(amount, 'GBP', t.tag),
  });
}
