import { useId, useRef, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { dayKeyOfText } from '../../../app/dayText.js';
import { DayInput } from '../../../app/ui/DayInput.js';
import type { MyText } from '../messages.js';
import { rateAmount, readRates, unitsWord } from './mileage.js';
import { FileInput } from '../FileInput.js';
import { receiptProblem } from './receipts.js';
import { useMyText } from '../useMyText.js';

/** The expense types a volunteer may claim (stored in English, shown in the screen's language). */
const TYPES = ['Travel', 'Mileage', 'Meals', 'Equipment', 'Training'] as const;

/** The words of each expense type the portal offers, by its stored (English) name. */
export function expenseTypeWords(text: MyText): Readonly<Record<string, string>> {
  return {
    Travel: text.typeTravel,
    Mileage: text.typeMileage,
    Meals: text.typeMeals,
    Equipment: text.typeEquipment,
    Training: text.typeTraining,
  };
}
type Field =
  | 'expense_type'
  | 'amount'
  | 'rate_id'
  | 'quantity'
  | 'date'
  | 'description'
  | 'route'
  | 'receipts'
  | 'corrects_id';

/** The values of a claim form (as typed: strings). */
export interface ClaimValues {
  expense_type: string;
  amount: string;
  rate_id: string;
  quantity: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  route: string;
}

/** A rejected claim being corrected: its id, what it said, and the words of why it was rejected. */
export interface ClaimCorrection {
  id: string;
  values: ClaimValues;
  /** "Correcting your £12.50 Travel claim of 04/01/2027, rejected: no receipt". */
  summary: string;
}

/** The form's values of a stored claim (to start a corrected claim from it). */
export function claimValuesOf(claim: Record<string, unknown>): ClaimValues {
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const rated = claim.rate_id !== undefined && claim.rate_id !== null;
  return {
    expense_type: str(claim.expense_type) || 'Travel',
    amount: rated ? '' : typeof claim.amount === 'number' ? claim.amount.toFixed(2) : '',
    rate_id: rated ? str(claim.rate_id) : '',
    quantity: rated ? str(claim.quantity) : '',
    date: /^\d{4}-\d{2}-\d{2}/.test(str(claim.date)) ? str(claim.date).slice(0, 10) : '',
    description: str(claim.description),
    route: str(claim.route),
  };
}

/**
 * A new expense claim: type, amount, date, description and receipts, sent in
 * one request. A type the organisation pays at a rate (mileage) asks for the
 * rate and how many miles instead of an amount, and shows what it comes to.
 * Problems show beside their field; what was typed stays. The date is typed
 * day first (dd/mm/yyyy), whatever the browser's language. A mileage claim
 * also gives its route. Started from a rejected claim (`correcting`), the form
 * is filled in with what that claim said and the new claim names it.
 */
export function ClaimForm({
  userId,
  onSubmitted,
  correcting,
  onStopCorrecting,
}: {
  userId: string;
  /** Called with what to tell the person once the claim is stored (the form may start afresh). */
  onSubmitted: (message: string) => void;
  /** A rejected claim to correct (give the form a `key` per claim, so it starts afresh). */
  correcting?: ClaimCorrection | null;
  /** Leaves the correction for a blank claim. */
  onStopCorrecting?: () => void;
}) {
  const api = useApi();
  const t = useMyText();
  const { text, fill } = t;
  const types = expenseTypeWords(text);
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ClaimValues>(
    () =>
      correcting?.values ?? {
        expense_type: 'Travel',
        amount: '',
        rate_id: '',
        quantity: '',
        date: new Date().toISOString().slice(0, 10),
        description: '',
        route: '',
      },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(0);
  const set = (k: keyof typeof values, v: string) => setValues((s) => ({ ...s, [k]: v }));
  const rates = useLoad(
    async (signal) =>
      readRates(rowsOf(await api.organisation.expenses.rates.list(undefined, { signal }))),
    'expense-rates',
  );
  const typeRates = (rates.data ?? []).filter((r) => r.expenseType === values.expense_type);
  const rate = typeRates.find((r) => r.id === values.rate_id) ?? typeRates[0];
  const comesTo = rate ? rateAmount(rate, values.quantity, t) : null;

  const submit = async () => {
    setProblem(null);
    const files = [...(fileRef.current?.files ?? [])];
    const local: Partial<Record<Field, string>> = {};
    if (rate) {
      if (!/^\d+(\.\d)?$/.test(values.quantity.trim()) || Number(values.quantity) <= 0)
        local.quantity = fill(text.howManyProblem, { units: unitsWord(rate.unit, t) });
    } else if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim()) || Number(values.amount) <= 0)
      local.amount = text.amountProblem;
    const day = dayKeyOfText(values.date);
    if (!day) local.date = fill(text.dateProblem, { example: '16/01/2027' });
    for (const f of files) {
      const p = receiptProblem(f, t);
      if (p) local.receipts = p;
    }
    setErrors(local);
    if (Object.keys(local).length > 0 || !day) return;
    const form = new FormData();
    form.set('expense_type', values.expense_type);
    if (rate) {
      form.set('rate_id', rate.id);
      form.set('quantity', values.quantity.trim());
    } else form.set('amount', values.amount.trim());
    form.set('date', day);
    form.set('description', values.description);
    if (rate && values.route.trim()) form.set('route', values.route.trim());
    if (correcting) form.set('corrects_id', correcting.id);
    for (const f of files) form.append('receipts', f, f.name);
    setBusy(true);
    try {
      await api.users.expenses(userId).store(form);
      setValues((s) => ({ ...s, amount: '', quantity: '', description: '', route: '' }));
      // A new file input: no files chosen, none named.
      setSent((n) => n + 1);
      onSubmitted(correcting ? text.correctedSent : text.claimSent);
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? text.checkField]),
          ),
        );
      } else setProblem(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  const row = (name: Field) => ({
    id: `${id}-${name}`,
    error: errors[name],
    className: 'vkm-field',
  });

  return (
    <form
      className="vkm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {correcting ? (
        <div className="vkm-correcting" data-corrects={correcting.id}>
          <p>{correcting.summary}</p>
          {errors.corrects_id ? (
            <p className="vkp-field-error" role="alert">
              {errors.corrects_id}
            </p>
          ) : null}
          <button type="button" className="vkp-button" onClick={onStopCorrecting}>
            {text.correctingStop}
          </button>
        </div>
      ) : null}
      <FieldRow {...row('expense_type')} label={text.typeOfExpense}>
        {(control) => (
          <select
            {...control}
            value={values.expense_type}
            onChange={(e) => set('expense_type', e.target.value)}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {types[type]}
              </option>
            ))}
          </select>
        )}
      </FieldRow>
      {rate ? (
        <>
          {typeRates.length > 1 ? (
            <FieldRow {...row('rate_id')} label={text.rate}>
              {(control) => (
                <select
                  {...control}
                  value={rate.id}
                  onChange={(e) => set('rate_id', e.target.value)}
                >
                  {typeRates.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldRow>
          ) : null}
          <FieldRow
            {...row('quantity')}
            label={fill(text.howMany, { units: unitsWord(rate.unit, t) })}
            hint={comesTo ?? fill(text.paidAtRate, { rate: rate.name.toLowerCase() })}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={values.quantity}
                onChange={(e) => set('quantity', e.target.value)}
              />
            )}
          </FieldRow>
          <FieldRow {...row('route')} label={text.route} hint={text.routeHint}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={200}
                value={values.route}
                onChange={(e) => set('route', e.target.value)}
              />
            )}
          </FieldRow>
        </>
      ) : (
        <FieldRow {...row('amount')} label={text.amount}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </FieldRow>
      )}
      <FieldRow {...row('date')} label={text.dateSpent}>
        {(control) => (
          <DayInput
            {...control}
            texts={{ hint: text.dateHint, notADay: text.dateProblem }}
            value={values.date}
            onValue={(day) => set('date', day)}
          />
        )}
      </FieldRow>
      <FieldRow {...row('description')} label={text.whatFor}>
        {(control) => (
          <input
            {...control}
            value={values.description}
            maxLength={500}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FieldRow>
      <FieldRow {...row('receipts')} label={text.receipts}>
        {(control) => (
          <FileInput
            {...control}
            key={sent}
            ref={fileRef}
            multiple
            accept="application/pdf,image/jpeg,image/png"
            onFiles={() => setErrors((s) => ({ ...s, receipts: undefined }))}
          />
        )}
      </FieldRow>
      {problem ? (
        <p className="vkp-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {busy ? text.sending : text.sendClaim}
      </button>
    </form>
  );
}
