import { useId, useState } from 'react';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError, rowsOf } from '../../people/usePersonData.js';
import type { MyText } from '../messages.js';
import { useMyText } from '../useMyText.js';

/** The reminder times offered, in minutes before a shift, with their labels' catalogue keys. */
export const REMINDER_CHOICES: readonly (readonly [number, keyof MyText])[] = [
  [10080, 'remindWeek'],
  [2880, 'remindTwoDays'],
  [1440, 'remindDay'],
  [180, 'remindThreeHours'],
  [60, 'remindHour'],
];

/** The reminder time of someone who chose none (the sandbox's scheduler): a day before. */
export const DEFAULT_REMINDER = 1440;

/**
 * "Reminders before my shifts" (My settings): when the scheduler reminds me
 * before each shift and event (`/users/{id}/reminders/`, one record per time,
 * `minutes_before`). With none stored, a day before is what happens, and is
 * shown ticked. Each change is saved at once and the list read back; the last
 * time cannot be taken away here (turning reminders off is a notification
 * setting).
 */
export function RemindersCard({ userId }: { userId: string }) {
  const api = useApi();
  const id = useId();
  const { text, fill } = useMyText();
  const reminders = api.users.reminders(userId);
  const list = useLoad(
    async (signal) => rowsOf(await reminders.list({ per_page: 100 }, { signal })),
    userId ? `reminders:${userId}` : null,
  );
  const [fresh, setFresh] = useState<AnyRecord[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  // The box being saved, shown as the person set it meanwhile.
  const [pending, setPending] = useState<{ minutes: number; on: boolean } | null>(null);
  const rows = fresh ?? (list.status === 'success' ? list.data : []);
  const stored = (m: number) => rows.find((r) => r.minutes_before === m);
  const chosen = REMINDER_CHOICES.map(([m]) => m).filter((m) =>
    rows.length === 0 ? m === DEFAULT_REMINDER : stored(m) !== undefined,
  );

  const change = async (minutes: number, label: string, on: boolean) => {
    if (!on && chosen.length === 1) {
      setNote({ text: text.keepOneReminder, error: true });
      return;
    }
    setBusy(true);
    setPending({ minutes, on });
    setNote(null);
    try {
      if (on) {
        // The default a day before was never stored: keep it when adding another time.
        if (rows.length === 0 && minutes !== DEFAULT_REMINDER)
          await reminders.store({ minutes_before: DEFAULT_REMINDER });
        await reminders.store({ minutes_before: minutes });
      } else {
        const row = stored(minutes);
        if (row) await reminders.delete(String(row.id));
        else await reminders.store({ minutes_before: chosen.find((m) => m !== minutes)! });
      }
      setFresh(rowsOf(await reminders.list({ per_page: 100 })));
      setNote({ text: fill(text[on ? 'reminderOn' : 'reminderOff'], { when: label }) });
    } catch (e) {
      setFresh(rowsOf(await reminders.list({ per_page: 100 }).catch(() => ({ data: rows }))));
      setNote({ text: fill(text.notSaved, { reason: actionError(e) }), error: true });
    } finally {
      setPending(null);
      setBusy(false);
    }
  };
  const isOn = (minutes: number) =>
    pending?.minutes === minutes ? pending.on : chosen.includes(minutes);

  return (
    <Card title={text.reminders}>
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label={text.loadingReminders} />
      ) : (
        <fieldset className="vkm-language" aria-describedby={`${id}-hint`} disabled={busy}>
          <legend>{text.remindersLegend}</legend>
          {REMINDER_CHOICES.map(([minutes, key]) => {
            const label = text[key] as string;
            return (
              <label key={minutes}>
                <input
                  type="checkbox"
                  checked={isOn(minutes)}
                  onChange={(e) => void change(minutes, label, e.target.checked)}
                />{' '}
                {label}
              </label>
            );
          })}
          <p id={`${id}-hint`} className="vkm-note">
            {text.remindersHint}
          </p>
        </fieldset>
      )}
      <p
        className={note?.error ? 'vkp-field-error' : 'vkm-note'}
        role={note?.error ? 'alert' : 'status'}
      >
        {note?.text ?? ''}
      </p>
    </Card>
  );
}
