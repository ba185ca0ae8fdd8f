import { useState } from 'react';
import { Card } from '../../app/ui/Card.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import type { AnyRecord } from '../../registry/infer.js';
import { actionError, rowsOf } from '../people/usePersonData.js';

/** The topics a person is told about, with their labels, in screen order. */
export const NOTIFICATION_TOPICS: readonly (readonly [string, string])[] = [
  ['shift_reminders', 'Reminders before my shifts'],
  ['open_shifts', 'Open shifts in my teams'],
  ['messages', 'New messages'],
  ['expenses', 'Decisions on my expense claims'],
  ['news', 'News from the organisation'],
];

/** The ways to be told, with their labels. */
const CHANNELS = [
  ['by_email', 'E-mail'],
  ['by_sms', 'Text message'],
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
  // Without a record of its own, a topic is sent by e-mail only.
  const isOn = (topic: string, channel: Channel) => {
    if (pending?.key === `${topic}:${channel}`) return pending.on;
    const r = recordOf(topic);
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
          by_email: channel === 'by_email' ? on : true,
          by_sms: channel === 'by_sms' ? on : false,
        });
      const how = channel === 'by_email' ? 'by e-mail' : 'by text message';
      setFresh(rowsOf(await settings.list({ per_page: 100 })));
      setNote({ text: `${label}: ${on ? 'you will be told' : 'you will not be told'} ${how}.` });
    } catch (e) {
      setNote({ text: `Not saved: ${actionError(e)}`, error: true });
    } finally {
      setPending(null);
      setBusy(null);
    }
  };

  return (
    <Card title="Notifications">
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label="Loading your notification settings…" />
      ) : (
        <>
          <table className="vkm-settings">
            <caption className="vkm-note">How you want to be told about things.</caption>
            <thead>
              <tr>
                <td />
                {CHANNELS.map(([c, label]) => (
                  <th key={c} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TOPICS.map(([topic, label]) => (
                <tr key={topic}>
                  <th scope="row">{label}</th>
                  {CHANNELS.map(([c, how]) => (
                    <td key={c}>
                      <input
                        type="checkbox"
                        aria-label={`${label} by ${how.toLowerCase()}`}
                        checked={isOn(topic, c)}
                        disabled={busy !== null}
                        onChange={(e) => void change(topic, label, c, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
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
