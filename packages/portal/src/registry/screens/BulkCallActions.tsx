import { useId, useState, type FormEvent } from 'react';
import { DeleteButton } from '../../app/ui/DeleteButton.js';
import { useServices } from '../../app/services.js';
import { errorMessage } from '../../app/states.js';
import { useNotify } from '../../app/ui/toast.js';
import type { BulkContext } from '../../app/ui/table/BulkBar.js';
import type { FieldMeta } from '../../app/ui/table/fields.js';
import { actionPath } from './ActionRunner.js';
import { bulkRequest, type BulkCall } from './bulkCalls.js';

/**
 * The catalogue's bulk calls on the selected rows: a destructive one asks
 * first (two-step button); one with a choice or a field to set opens a small
 * form; then it runs once for all the selected ids and the list reloads.
 */
export function BulkCallActions({
  calls,
  params,
  ctx,
  fields,
}: {
  calls: readonly BulkCall[];
  params: Record<string, string>;
  ctx: BulkContext;
  /** Columns staff may set with a set-field call. */
  fields: readonly FieldMeta[];
}) {
  const { http } = useServices();
  const notify = useNotify();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (call: BulkCall, extra: Record<string, unknown>) => {
    setBusy(true);
    try {
      await http.request({
        method: call.action.entry.method,
        path: actionPath(call.action, params),
        template: call.action.entry.path,
        ...bulkRequest(call.spec, ctx.ids, extra),
      });
      notify({ message: `${call.spec.label}: done for ${ctx.ids.length}.` });
      setOpen(null);
      ctx.done();
    } catch (e) {
      notify({ type: 'danger', message: `${call.spec.label} failed: ${errorMessage(e)}` });
    } finally {
      setBusy(false);
    }
  };

  const active = calls.find((c) => c.action.key === open);
  const settable = fields.filter((f) => f.field !== 'id' && f.filterable);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!active) return;
    if (active.spec.choice) {
      if (!active.spec.choice.options.includes(value)) return setError('Choose a value.');
      return void run(active, { [active.spec.choice.name]: value });
    }
    if (active.spec.text) {
      if (!value.trim()) return setError(`Enter the ${active.spec.text.label.toLowerCase()}.`);
      return void run(active, { [active.spec.text.name]: value.trim() });
    }
    if (!settable.some((f) => f.field === field)) return setError('Choose a column to set.');
    const meta = settable.find((f) => f.field === field)!;
    const typed =
      meta.type === 'number' ? Number(value) : meta.type === 'boolean' ? value === 'true' : value;
    if (meta.type === 'number' && !Number.isFinite(typed)) return setError('Enter a number.');
    return void run(active, { [field]: typed });
  };

  return (
    <>
      {calls.map((call) =>
        call.spec.destructive ? (
          <DeleteButton
            key={call.action.key}
            disabled={busy}
            messages={{ delete: call.spec.label, confirmDelete: 'Are you sure?' }}
            onDelete={() => void run(call, {})}
          />
        ) : (
          <button
            key={call.action.key}
            type="button"
            className="vkp-button"
            aria-expanded={open === call.action.key}
            onClick={() => {
              setOpen(open === call.action.key ? null : call.action.key);
              setError(null);
              setValue('');
            }}
          >
            {call.spec.label}
          </button>
        ),
      )}
      {active ? (
        <form
          className="vkp-dt-bulk-form"
          onSubmit={submit}
          aria-label={active.spec.label}
          noValidate
        >
          {active.spec.choice ? (
            <>
              <label htmlFor={`${id}-choice`}>{active.spec.choice.label}</label>
              <select id={`${id}-choice`} value={value} onChange={(e) => setValue(e.target.value)}>
                <option value="">Choose…</option>
                {active.spec.choice.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </>
          ) : active.spec.text ? (
            <>
              <label htmlFor={`${id}-text`}>{active.spec.text.label}</label>
              <input
                id={`${id}-text`}
                maxLength={300}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-field`}>Column</label>
              <select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value)}>
                <option value="">Choose…</option>
                {settable.map((f) => (
                  <option key={f.field} value={f.field}>
                    {f.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-value`}>New value</label>
              <input id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} />
            </>
          )}
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            Apply to {ctx.ids.length}
          </button>
          {error ? (
            <p className="vkp-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </>
  );
}
