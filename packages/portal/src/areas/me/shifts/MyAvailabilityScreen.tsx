import { useId, useState } from 'react';
import { useDateSettings } from '../../../app/hooks.js';
import { ApiError } from '@volunteerkit/api-client';
import { Page } from '../../../app/Page.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { Card } from '../../../app/ui/Card.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { DayInput } from '../../../app/ui/DayInput.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError } from '../../people/usePersonData.js';
import {
  awayDayLabel,
  DAYS,
  daysOf,
  orderedSlots,
  PARTS,
  periodOf,
  periodProblems,
  readPeriods,
  readSlots,
  shortDayName,
  slotName,
} from './availability.js';
import { useMyText } from '../useMyText.js';
import { useMyRecord } from '../record/useMyRecord.js';
import { useRecordText } from '../useRecordText.js';
import '../me.css';
import '../record/record.css';

type Save = (patch: AnyRecord) => Promise<unknown>;

/** What the last save said: done, or why not. */
interface Note {
  text: string;
  error?: boolean;
}

/**
 * Saving part of my record with a note of the outcome: `run(patch, done)`
 * saves, then says `done`, or the server's first error for `field`, or the
 * action's message (in the person's language).
 */
function useSaveWithNote(save: Save, field: string) {
  const { text } = useShellText();
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (patch: AnyRecord, done: string, after?: () => void) => {
    setBusy(true);
    setNote(null);
    try {
      await save(patch);
      after?.();
      setNote({ text: done });
    } catch (e) {
      const errors = e instanceof ApiError ? e.fieldErrors : undefined;
      setNote({ text: errors?.[field]?.[0] ?? actionError(e, text), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { note, setNote, busy, run };
}

/** The outcome of the last save: a status, or an alert for a refusal. */
function SaveNote({ note, id }: { note: Note | null; id?: string }) {
  return note ? (
    <p
      id={id}
      className={note.error ? 'vkp-field-error' : 'vkm-note'}
      role={note.error ? 'alert' : 'status'}
    >
      {note.text}
    </p>
  ) : null;
}

/** The usual day parts: a grid of checkboxes, saved together. */
function UsualTimes({ record, save }: { record: AnyRecord; save: Save }) {
  const id = useId();
  const { text, tag } = useRecordText();
  // What I ticked since the last save; otherwise what the server stored.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const slots = edited ?? readSlots(record);
  const { note, busy, run } = useSaveWithNote(save, 'availability');
  const toggle = (slot: string, on: boolean) =>
    setEdited(() => {
      const next = new Set(slots);
      if (on) next.add(slot);
      else next.delete(slot);
      return next;
    });
  return (
    <Card title={text.usualTimes}>
      <form
        className="vkm-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run({ availability: orderedSlots(slots) }, text.usualSaved, () => setEdited(null));
        }}
      >
        <fieldset className="vkm-fieldset" aria-describedby={note?.error ? `${id}-e` : undefined}>
          <legend className="vkm-note">{text.tickTimes}</legend>
          <table className="vkm-slots">
            <thead>
              <tr>
                <td />
                {PARTS.map((p) => (
                  <th key={p} scope="col">
                    {text[p]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DAYS.map((d) => (
                <tr key={d}>
                  <th scope="row">
                    <span className="vkm-day-long">{text[d]}</span>
                    <span className="vkm-day-short" aria-hidden="true">
                      {shortDayName(d, text)}
                    </span>
                  </th>
                  {PARTS.map((p) => (
                    <td key={p}>
                      <input
                        type="checkbox"
                        aria-label={slotName(d, p, text, tag)}
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
        <SaveNote note={note} id={`${id}-e`} />
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? text.saving : text.saveUsual}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Dated periods away: each with Remove, and a form to add one. */
function TimeAway({ record, save }: { record: AnyRecord; save: Save }) {
  const id = useId();
  const { text, fill } = useRecordText();
  const { dateFormat } = useDateSettings();
  const day = (key: string) => awayDayLabel(key, text, dateFormat);
  const periods = readPeriods(record);
  const today = new Date().toISOString().slice(0, 10);
  const [values, setValues] = useState({ from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to' | 'reason', string>>>({});
  const { note, setNote, busy, run } = useSaveWithNote(save, 'unavailable_periods');
  const set = (k: keyof typeof values, v: string) => setValues((s) => ({ ...s, [k]: v }));

  const add = async () => {
    const local = periodProblems(values.from, values.to, values.reason, today, text);
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    await run(
      { unavailable_periods: [...periods, periodOf(values.from, values.to, values.reason)] },
      fill(text.markedAway, { from: day(values.from), to: day(values.to) }),
      () => setValues({ from: '', to: '', reason: '' }),
    );
  };
  const remove = (index: number) =>
    run({ unavailable_periods: periods.filter((_, i) => i !== index) }, text.periodRemoved);
  const row = (k: 'from' | 'to' | 'reason') => ({
    id: `${id}-${k}`,
    error: errors[k],
    className: 'vkm-field',
  });

  return (
    <Card title={text.timeAway}>
      {periods.length === 0 ? (
        <p className="vkm-note">{text.noTimeAway}</p>
      ) : (
        <ul className="vkm-claims">
          {periods.map((p, i) => {
            const { from, to } = daysOf(p);
            const label =
              from === to ? day(from) : fill(text.dayRange, { from: day(from), to: day(to) });
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
                  {text.remove}
                  <span className="vkp-visually-hidden"> {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="vkm-form"
        noValidate
        aria-label={text.addTimeAway}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="vkm-own-fields">
          <FieldRow {...row('from')} label={text.firstDayAway}>
            {(control) => (
              <DayInput {...control} value={values.from} onValue={(day) => set('from', day)} />
            )}
          </FieldRow>
          <FieldRow {...row('to')} label={text.lastDayAway}>
            {(control) => (
              <DayInput {...control} value={values.to} onValue={(day) => set('to', day)} />
            )}
          </FieldRow>
        </div>
        <FieldRow {...row('reason')} label={text.reasonOptional}>
          {(control) => (
            <input
              {...control}
              maxLength={200}
              value={values.reason}
              onChange={(e) => set('reason', e.target.value)}
            />
          )}
        </FieldRow>
        <SaveNote note={note} />
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? text.saving : text.addTimeAway}
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
  const { text } = useRecordText();
  const title = useMyText().text.navAvailability;
  return (
    <Page title={title}>
      <p className="vkm-note">{text.availabilityIntro}</p>
      {data ? (
        <div className="vkm-grid">
          <UsualTimes record={data} save={save} />
          <TimeAway record={data} save={save} />
        </div>
      ) : record.status === 'error' ? (
        <ErrorState error={record.error} onRetry={record.reload} />
      ) : (
        <Loading label={text.loadingAvailability} />
      )}
    </Page>
  );
}
