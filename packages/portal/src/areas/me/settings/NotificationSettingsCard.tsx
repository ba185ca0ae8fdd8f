import { useState } from 'react';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError, rowsOf } from '../../people/usePersonData.js';
import type { MyText } from '../messages.js';
import { useMyText } from '../useMyText.js';

/** The topics a person is told about, with their labels' catalogue keys, in screen order. */
export const NOTIFICATION_TOPICS: readonly (readonly [string, keyof MyText])[] = [
  ['shift_reminders', 'topicShiftReminders'],
  ['shift_changes', 'topicShiftChanges'],
  ['applications', 'topicApplications'],
  ['open_shifts', 'topicOpenShifts'],
  ['messages', 'topicMessages'],
  ['expenses', 'topicExpenses'],
  ['checks', 'topicChecks'],
  ['news', 'topicNews'],
];

/** The ways to be told: the channel's label, a box's name and what a change says (catalogue keys). */
const CHANNELS = [
  ['in_app', 'channelApp', 'topicInApp', 'toldInApp', 'notToldInApp'],
  ['by_email', 'channelEmail', 'topicByEmail', 'toldByEmail', 'notToldByEmail'],
  ['by_sms', 'channelSms', 'topicBySms', 'toldBySms', 'notToldBySms'],
] as const;
type Channel = (typeof CHANNELS)[number][0];

/**
 * My notification settings (`/users/{id}/notification-settings/`, one record
 * per topic): a box per topic and channel. Each change is saved at once and
 * the list read back; a refusal is said under the table and the box shows
 * what the server holds.
 */
export function NotificationSettingsCard({ userId }: { userId: string }) {
  const api = useApi();
  const { text, fill } = useMyText();
  const settings = api.users.notificationSettings(userId);
  const list = useLoad(
    async (signal) => rowsOf(await settings.list({ per_page: 100 }, { signal })),
    userId ? `notification-settings:${userId}` : null,
  );
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The list read back after a change, and the box being saved (shown as ticked meanwhile).
  const [fresh, setFresh] = useState<AnyRecord[] | null>(null);
  const [pending, setPending] = useState<{ key: string; on: boolean } | null>(null);
  const rows = fresh ?? (list.status === 'success' ? list.data : []);
  const recordOf = (topic: string): AnyRecord | undefined => rows.find((r) => r.topic === topic);
  // Without a record of its own, a topic is listed and sent by e-mail; listing is on unless turned off.
  const isOn = (topic: string, channel: Channel) => {
    if (pending?.key === `${topic}:${channel}`) return pending.on;
    const r = recordOf(topic);
    if (channel === 'in_app') return r?.in_app !== false;
    return r ? r[channel] === true : channel === 'by_email';
  };

  const change = async (topic: string, label: string, channel: Channel, on: boolean) => {
    const key = `${topic}:${channel}`;
    setBusy(key);
    setPending({ key, on });
    setNote(null);
    try {
      const r = recordOf(topic);
      if (r) await settings.update(String(r.id), { [channel]: on });
      else
        await settings.store({
          topic,
          in_app: channel === 'in_app' ? on : true,
          by_email: channel === 'by_email' ? on : true,
          by_sms: channel === 'by_sms' ? on : false,
        });
      const [, , , told, notTold] = CHANNELS.find(([c]) => c === channel)!;
      setFresh(rowsOf(await settings.list({ per_page: 100 })));
      setNote({ text: fill(text[on ? told : notTold], { topic: label }) });
    } catch (e) {
      setNote({ text: fill(text.notSaved, { reason: actionError(e) }), error: true });
    } finally {
      setPending(null);
      setBusy(null);
    }
  };

  return (
    <Card title={text.notifications}>
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label={text.loadingNotifications} />
      ) : (
        <>
          <table className="vkm-settings">
            <caption className="vkm-note">{text.notificationsCaption}</caption>
            <thead>
              <tr>
                <td />
                {CHANNELS.map(([c, label]) => (
                  <th key={c} scope="col">
                    {text[label]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TOPICS.map(([topic, key]) => {
                const label = text[key] as string;
                return (
                  <tr key={topic}>
                    <th scope="row">{label}</th>
                    {CHANNELS.map(([c, , name]) => (
                      <td key={c}>
                        <input
                          type="checkbox"
                          aria-label={fill(text[name], { topic: label })}
                          checked={isOn(topic, c)}
                          disabled={busy !== null}
                          onChange={(e) => void change(topic, label, c, e.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p
            className={note?.error ? 'vkp-field-error' : 'vkm-note'}
            role={note?.error ? 'alert' : 'status'}
          >
            {note?.text ?? ''}
          </p>
        </>
      )}
    </Card>
  );
}
