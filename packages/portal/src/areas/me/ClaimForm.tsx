import { useId, useRef, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { FieldRow } from '../../app/ui/FieldRow.js';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf } from '../people/usePersonData.js';
import { rateAmount, readRates } from './mileage.js';
import { receiptProblem } from './receipts.js';

const TYPES = ['Travel', 'Mileage', 'Meals', 'Equipment', 'Training'];
type Field =
  'expense_type' | 'amount' | 'rate_id' | 'quantity' | 'date' | 'description' | 'receipts';

/**
 * A new expense claim: type, amount, date, description and receipts, sent in
 * one request. A type the organisation pays at a rate (mileage) asks for the
 * rate and how many miles instead of an amount, and shows what it comes to.
 * Problems show beside their field; what was typed stays.
 */
export function ClaimForm({ userId, onSubmitted }: { userId: string; onSubmitted: () => void }) {
  const api = useApi();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({
    expense_type: 'Travel',
    amount: '',
    rate_id: '',
    quantity: '',
    date: new Date().toISOString().slice(0, 10),
    description: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const set = (k: keyof typeof values, v: string) => setValues((s) => ({ ...s, [k]: v }));
  const rates = useLoad(
    async (signal) =>
      readRates(rowsOf(await api.organisation.expenses.rates.list(undefined, { signal }))),
    'expense-rates',
  );
  const typeRates = (rates.data ?? []).filter((r) => r.expenseType === values.expense_type);
  const rate = typeRates.find((r) => r.id === values.rate_id) ?? typeRates[0];
  const comesTo = rate ? rateAmount(rate, values.quantity) : null;

  const submit = async () => {
    setDone(null);
    setProblem(null);
    const files = [...(fileRef.current?.files ?? [])];
    const local: Partial<Record<Field, string>> = {};
    if (rate) {
      if (!/^\d+(\.\d)?$/.test(values.quantity.trim()) || Number(values.quantity) <= 0)
        local.quantity = `Enter how many ${rate.unit}s, for example 12.5.`;
    } else if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim()) || Number(values.amount) <= 0)
      local.amount = 'Enter the amount in pounds, for example 12.50.';
    for (const f of files) {
      const p = receiptProblem(f);
      if (p) local.receipts = p;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const form = new FormData();
    form.set('expense_type', values.expense_type);
    if (rate) {
      form.set('rate_id', rate.id);
      form.set('quantity', values.quantity.trim());
    } else form.set('amount', values.amount.trim());
    form.set('date', values.date);
    form.set('description', values.description);
    for (const f of files) form.append('receipts', f, f.name);
    setBusy(true);
    try {
      await api.users.expenses(userId).store(form);
      setValues((s) => ({ ...s, amount: '', quantity: '', description: '' }));
      if (fileRef.current) fileRef.current.value = '';
      setDone('Your claim was sent. It is pending until an authoriser decides.');
      onSubmitted();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? 'Check this field.']),
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
      <FieldRow {...row('expense_type')} label="Type of expense">
        {(control) => (
          <select
            {...control}
            value={values.expense_type}
            onChange={(e) => set('expense_type', e.target.value)}
          >
            {TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        )}
      </FieldRow>
      {rate ? (
        <>
          {typeRates.length > 1 ? (
            <FieldRow {...row('rate_id')} label="Rate">
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
            label={`How many ${rate.unit}s`}
            hint={comesTo ?? `Paid at the organisation's rate for ${rate.name.toLowerCase()}.`}
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
        </>
      ) : (
        <FieldRow {...row('amount')} label="Amount (£)">
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
      <FieldRow {...row('date')} label="Date spent">
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
          />
        )}
      </FieldRow>
      <FieldRow {...row('description')} label="What was it for?">
        {(control) => (
          <input
            {...control}
            value={values.description}
            maxLength={500}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FieldRow>
      <FieldRow {...row('receipts')} label="Receipts (PDF, JPEG or PNG, up to 2 MB each)">
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            onChange={() => setErrors((s) => ({ ...s, receipts: undefined }))}
          />
        )}
      </FieldRow>
      {problem ? (
        <p className="vkp-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p role="status" className="vkm-note">
        {done}
      </p>
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send my claim'}
      </button>
    </form>
  );
}
