import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError, recordOf, rowsOf } from '../../people/usePersonData.js';
import { fieldProblem, OPTION_KEYS, type OwnKind } from './ownRecords.js';
import { useRecordText } from '../useRecordText.js';

type Values = Record<string, string>;

function valuesOf(kind: OwnKind, row: AnyRecord | null): Values {
  return Object.fromEntries(
    kind.fields.map((f) => [f.key, typeof row?.[f.key] === 'string' ? (row[f.key] as string) : '']),
  );
}

/** One record's form (an existing one, or a new one when `row` is null). */
function RecordForm({
  kind,
  userId,
  row,
  onSaved,
  onDeleted,
}: {
  kind: OwnKind;
  userId: string;
  row: AnyRecord | null;
  onSaved: (stored: AnyRecord) => void;
  onDeleted?: () => void;
}) {
  const api = useApi();
  const id = useId();
  const { text, fill } = useRecordText();
  const shell = useShellText().text;
  const one = text[kind.one];
  const [values, setValues] = useState<Values>(() => valuesOf(kind, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const resource = api.users[kind.accessor](userId);
  const lastKey = kind.fields[kind.fields.length - 1]!.key;
  const name = row && typeof row[lastKey] === 'string' ? (row[lastKey] as string) : one;

  const save = async () => {
    const local: Record<string, string> = {};
    for (const f of kind.fields) {
      const p = fieldProblem(f, values[f.key] ?? '', text);
      if (p) local[f.key] = p;
    }
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    const body = Object.fromEntries(
      kind.fields.map((f) => [f.key, (values[f.key] || f.options?.[0] || '').trim()]),
    );
    setBusy(true);
    try {
      const reply = row
        ? await resource.update(
            String(row.id),
            body,
            typeof row.etag === 'string' ? { ifMatch: row.etag } : undefined,
          )
        : await resource.store(body);
      const stored = recordOf(reply);
      if (!stored) throw new Error(text.unreadable);
      setNote({ text: row ? text.saved : fill(text.kindAdded, { kind: one }) });
      if (!row) setValues(valuesOf(kind, null));
      onSaved(stored);
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors)
        setErrors(
          Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      setNote({ text: actionError(e, shell), error: true });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!row) return;
    setBusy(true);
    try {
      await resource.delete(String(row.id));
      onDeleted?.();
    } catch (e) {
      setNote({ text: actionError(e, shell), error: true });
      setBusy(false);
    }
  };

  return (
    <form
      className="vkm-own-form"
      aria-label={row ? `${one} ${name}` : fill(text.newKind, { kind: one })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="vkm-own-fields">
        {kind.fields.map((f) => (
          <div className="vkm-field" key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{text[f.labelKey]}</label>
            {f.options ? (
              <select
                id={`${id}-${f.key}`}
                value={values[f.key] || f.options[0]}
                onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
              >
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {OPTION_KEYS[o] ? text[OPTION_KEYS[o]] : o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${f.key}`}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                value={values[f.key] ?? ''}
                aria-invalid={errors[f.key] ? true : undefined}
                aria-describedby={errors[f.key] ? `${id}-${f.key}-error` : undefined}
                onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
              />
            )}
            {errors[f.key] ? (
              <p id={`${id}-${f.key}-error`} className="vkp-field-error">
                {errors[f.key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="vkm-row">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {row ? text.save : fill(text.addKind, { kind: one })}
          {row ? <span className="vkp-visually-hidden"> {name}</span> : null}
        </button>
        {row ? (
          <button
            type="button"
            className="vkp-button vkp-danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            {text.remove}
            <span className="vkp-visually-hidden"> {name}</span>
          </button>
        ) : null}
      </div>
      {note ? (
        <p
          className={note.error ? 'vkp-field-error' : 'vkm-note'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      ) : null}
    </form>
  );
}

/** One kind of own record: each record as a small form, and a form to add one. */
export function OwnRecordList({ kind, userId }: { kind: OwnKind; userId: string }) {
  const api = useApi();
  const { text, fill, tag } = useRecordText();
  const title = text[kind.title];
  const list = useLoad(
    async (signal) =>
      rowsOf(await api.users[kind.accessor](userId).list({ per_page: 50 }, { signal })),
    userId ? `${kind.accessor}:${userId}` : null,
  );
  return (
    <Card title={title}>
      {list.status === 'success' ? (
        <>
          {list.data.map((row) => (
            <RecordForm
              key={`${String(row.id)}:${String(row.etag ?? '')}`}
              kind={kind}
              userId={userId}
              row={row}
              onSaved={list.reload}
              onDeleted={list.reload}
            />
          ))}
          <RecordForm kind={kind} userId={userId} row={null} onSaved={list.reload} />
        </>
      ) : list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : (
        <Loading label={fill(text.loadingKind, { kinds: title.toLocaleLowerCase(tag) })} />
      )}
    </Card>
  );
}
