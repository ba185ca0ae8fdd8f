import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Page } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { Card } from '../../app/ui/Card.js';
import { FieldRow } from '../../app/ui/FieldRow.js';
import { DayInput } from '../../app/ui/DayInput.js';
import type { AnyRecord } from '../../registry/infer.js';
import { actionError } from '../people/usePersonData.js';
import {
  DAYS,
  daysOf,
  orderedSlots,
  PARTS,
  periodOf,
  periodProblems,
  readPeriods,
  readSlots,
} from './availability.js';
import { dayLabel } from './residential.js';
import { useMyRecord } from './useMyRecord.js';
import './me.css';
import './record.css';

type Save = (patch: AnyRecord) => Promise<unknown>;

/** The server's first error for one of `fields`, or the action's message. */
function problemOf(e: unknown, ...fields: string[]): string {
  const errors = e instanceof ApiError ? e.fieldErrors : undefined;
  return fields.map((f) => errors?.[f]?.[0]).find(Boolean) ?? actionError(e);
}

/** The usual day parts: a grid of checkboxes, saved together. */
function UsualTimes({ record, save }: { record: AnyRecord; save: Save }) {
  const id = useId();
  // What I ticked since the last save; otherwise what the server stored.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const slots = edited ?? readSlots(record);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (slot: string, on: boolean) =>
    setEdited(() => {
      const next = new Set(slots);
      if (on) next.add(slot);
      else next.delete(slot);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    setNote(null);
    try {
      await save({ availability: orderedSlots(slots) });
      setEdited(null);
      setNote({ text: 'Your usual times were saved.' });
    } catch (e) {
      setNote({ text: problemOf(e, 'availability'), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="When I can usually volunteer">
      <form
        className="vkm-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="vkm-fieldset" aria-describedby={note?.error ? `${id}-e` : undefined}>
          <legend className="vkm-note">Tick the times that usually suit you.</legend>
          <table className="vkm-slots">
            <thead>
              <tr>
                <td />
                {PARTS.map(([p, label]) => (
                  <th key={p} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DAYS.map(([d, dayName]) => (
                <tr key={d}>
                  <th scope="row">
                    <span className="vkm-day-long">{dayName}</span>
                    <span className="vkm-day-short" aria-hidden="true">
                      {dayName.slice(0, 3)}
                    </span>
                  </th>
                  {PARTS.map(([p, part]) => (
                    <td key={p}>
                      <input
                        type="checkbox"
                        aria-label={`${dayName} ${part.toLowerCase()}`}
                        checked={slots.has(`${d}-${p}`)}
                        onChange={(e) => toggle(`${d}-${p}`, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        {note ? (
          <p
            id={`${id}-e`}
            className={note.error ? 'vkp-field-error' : 'vkm-note'}
            role={note.error ? 'alert' : 'status'}
          >
            {note.text}
          </p>
        ) : null}
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save my usual times'}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Dated periods away: each with Remove, and a form to add one. */
function TimeAway({ record, save }: { record: AnyRecord; save: Save }) {
  const id = useId();
  const periods = readPeriods(record);
  const today = new Date().toISOString().slice(0, 10);
  const [values, setValues] = useState({ from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to' | 'reason', string>>>({});
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values, v: string) => setValues((s) => ({ ...s, [k]: v }));

  const add = async () => {
    const local = periodProblems(values.from, values.to, values.reason, today);
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await save({
        unavailable_periods: [...periods, periodOf(values.from, values.to, values.reason)],
      });
      setValues({ from: '', to: '', reason: '' });
      setNote({
        text: `You are marked away from ${dayLabel(values.from)} to ${dayLabel(values.to)}.`,
      });
    } catch (e) {
      setNote({ text: problemOf(e, 'unavailable_periods'), error: true });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (index: number) => {
    setBusy(true);
    setNote(null);
    try {
      await save({ unavailable_periods: periods.filter((_, i) => i !== index) });
      setNote({ text: 'The period was removed.' });
    } catch (e) {
      setNote({ text: problemOf(e, 'unavailable_periods'), error: true });
    } finally {
      setBusy(false);
    }
  };
  const row = (k: 'from' | 'to' | 'reason') => ({
    id: `${id}-${k}`,
    error: errors[k],
    className: 'vkm-field',
  });

  return (
    <Card title="Times I am away">
      {periods.length === 0 ? (
        <p className="vkm-note">No time away recorded.</p>
      ) : (
        <ul className="vkm-claims">
          {periods.map((p, i) => {
            const { from, to } = daysOf(p);
            const label = from === to ? dayLabel(from) : `${dayLabel(from)} to ${dayLabel(to)}`;
            return (
              <li key={`${p.start}-${p.end}-${i}`} className="vkm-claim">
                <span>
                  <strong>{label}</strong>
                  {p.reason ? <span className="vkm-note"> · {p.reason}</span> : null}
                </span>
                <button
                  type="button"
                  className="vkp-button vkp-danger"
                  disabled={busy}
                  onClick={() => void remove(i)}
                >
                  Remove<span className="vkp-visually-hidden"> {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="vkm-form"
        noValidate
        aria-label="Add time away"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="vkm-own-fields">
          <FieldRow {...row('from')} label="First day away">
            {(control) => (
              <DayInput {...control} value={values.from} onValue={(day) => set('from', day)} />
            )}
          </FieldRow>
          <FieldRow {...row('to')} label="Last day away">
            {(control) => (
              <DayInput {...control} value={values.to} onValue={(day) => set('to', day)} />
            )}
          </FieldRow>
        </div>
        <FieldRow {...row('reason')} label="Reason (optional)">
          {(control) => (
            <input
              {...control}
              maxLength={200}
              value={values.reason}
              onChange={(e) => set('reason', e.target.value)}
            />
          )}
        </FieldRow>
        {note ? (
          <p
            className={note.error ? 'vkp-field-error' : 'vkm-note'}
            role={note.error ? 'alert' : 'status'}
          >
            {note.text}
          </p>
        ) : null}
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Add time away'}
          </button>
        </div>
      </form>
    </Card>
  );
}

/**
 * My availability: the times I can usually volunteer and the dates I am away
 * (the rota planner shows coordinators both). Each change is saved to my
 * record and read back.
 */
export default function MyAvailabilityScreen() {
  const { record, data, save } = useMyRecord();
  return (
    <Page title="My availability">
      <p className="vkm-note">
        Coordinators see these when they plan rotas, so they only offer you shifts that suit you.
      </p>
      {data ? (
        <div className="vkm-grid">
          <UsualTimes record={data} save={save} />
          <TimeAway record={data} save={save} />
        </div>
      ) : record.status === 'error' ? (
        <ErrorState error={record.error} onRetry={record.reload} />
      ) : (
        <Loading label="Loading your availability…" />
      )}
    </Page>
  );
}
