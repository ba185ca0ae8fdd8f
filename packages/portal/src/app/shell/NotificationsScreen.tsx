import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDateSettings } from '../hooks.js';
import { Page } from '../Page.js';
import { useAuth } from '../services.js';
import { ErrorState, Loading, errorMessage } from '../states.js';
import { StatusLine, useAnnouncer } from '../ui/Announcer.js';
import { useApi } from '../useApi.js';
import { useLoad } from '../useLoad.js';
import {
  groupByDay,
  NOTIFICATIONS_CHANGED_EVENT,
  notificationSentence,
  readNotification,
  type NotificationItem,
} from './notificationWords.js';
import { useShellText } from './useShellText.js';
import './notifications.css';

/** Notifications read per page ("Show older" reads the next). */
export const NOTIFICATIONS_PAGE = 30;

function rowsOf(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
}

function moreAfter(answer: unknown): boolean {
  const p = (
    answer as { meta?: { pagination?: { current_page?: unknown; total_pages?: unknown } } }
  )?.meta?.pagination;
  return Number(p?.current_page) < Number(p?.total_pages);
}

/**
 * The signed-in person's notifications, for everyone (volunteers, guardians
 * and staff): newest first, grouped by day, each in words with a link to
 * what it is about (opening it marks it read), "Mark read" on each unread one
 * and "Mark all read"; older ones page in. What is read stays read: the
 * server stores it.
 */
export default function NotificationsScreen() {
  const { user } = useAuth();
  const api = useApi();
  const { text, fill, tag } = useShellText();
  const { announce, message } = useAnnouncer();
  const id = user?.id === undefined ? '' : String(user.id);
  const [pages, setPages] = useState(1);
  const [busy, setBusy] = useState(false);
  const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
  const list = useLoad(
    async (signal) => {
      const all = api.users.notifications(id);
      const answers = [];
      for (let page = 1; page <= pages; page++)
        answers.push(await all.list({ per_page: NOTIFICATIONS_PAGE, page }, { signal }));
      return {
        items: answers.flatMap((a) => rowsOf(a).flatMap((r) => readNotification(r) ?? [])),
        more: moreAfter(answers[answers.length - 1]),
      };
    },
    id ? `notifications:${id}:${pages}` : null,
  );
  const { dateFormat } = useDateSettings();
  // The moment the screen opened: "Today" stays put while it is shown.
  const [now] = useState(() => Date.now());
  const items = useMemo(
    () =>
      (list.status === 'success' ? list.data.items : []).map((n) =>
        readNow.has(n.id) ? { ...n, read: true } : n,
      ),
    [list, readNow],
  );
  const days = groupByDay(items, now, {
    today: text.today,
    yesterday: text.yesterday,
    undated: text.notificationsTitle,
    ...(dateFormat ? { dateFormat } : {}),
  });
  const unread = items.filter((n) => !n.read);
  const sentence = (n: NotificationItem) => notificationSentence(n, text, fill, dateFormat);
  const time = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime())
      ? ''
      : d.toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit' });
  };

  const markRead = async (ns: readonly NotificationItem[]): Promise<boolean> => {
    const all = api.users.notifications(id);
    try {
      for (const n of ns) await all.update(n.id, { read: true });
      setReadNow((s) => new Set([...s, ...ns.map((n) => n.id)]));
      return true;
    } catch (e) {
      announce(fill(text.notificationNotMarked, { reason: errorMessage(e) }));
      return false;
    } finally {
      window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
    }
  };
  const markOne = async (n: NotificationItem) => {
    setBusy(true);
    if (await markRead([n])) announce(fill(text.notificationMarkedRead, { what: sentence(n) }));
    setBusy(false);
  };
  const markAll = async () => {
    setBusy(true);
    try {
      // Every unread one, also those on pages not shown yet.
      const rows = await api.users
        .notifications(id)
        .listAll({ per_page: 100, unread: 'true' }, { maxPages: 10 });
      const all = rows.flatMap((r) => readNotification(r) ?? []);
      if (await markRead(all.length > 0 ? all : unread)) announce(text.notificationsAllRead);
    } catch (e) {
      announce(fill(text.notificationNotMarked, { reason: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title={text.notificationsTitle}
      actions={
        <button
          type="button"
          className="vkp-button"
          disabled={busy || unread.length === 0}
          onClick={() => void markAll()}
        >
          {text.markAllRead}
        </button>
      }
    >
      <p className="vkn-intro">
        {text.notificationsIntro} {text.notificationsSettingsHint}{' '}
        <Link to="/my/settings">{text.notificationsSettingsLink}</Link>.
      </p>
      <StatusLine message={message} />
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label={text.notificationsLoading} />
      ) : items.length === 0 ? (
        <p>{text.notificationsEmpty}</p>
      ) : (
        <>
          {days.map((d) => (
            <section key={d.day} className="vkn-day" aria-labelledby={`vkn-day-${d.day}`}>
              <h2 id={`vkn-day-${d.day}`} className="vkn-day-heading">
                {d.label}
              </h2>
              <ul className="vkn-list">
                {d.items.map((n) => {
                  const words = sentence(n);
                  return (
                    <li
                      key={n.id}
                      className="vkn-item"
                      data-testid="notification"
                      data-kind={n.kind || undefined}
                      data-unread={n.read ? undefined : ''}
                    >
                      <span className="vkn-dot" aria-hidden="true" />
                      <div className="vkn-text">
                        {n.link ? (
                          <Link to={n.link} onClick={() => void (n.read ? null : markRead([n]))}>
                            {words}
                          </Link>
                        ) : (
                          <span>{words}</span>
                        )}
                        <span className="vkn-meta">
                          {n.read ? null : (
                            <strong className="vkn-unread">{text.notificationUnread} · </strong>
                          )}
                          <time dateTime={n.sentAt}>{time(n.sentAt)}</time>
                        </span>
                      </div>
                      {n.read ? null : (
                        <button
                          type="button"
                          className="vkp-button vkn-mark"
                          disabled={busy}
                          onClick={() => void markOne(n)}
                        >
                          <span>
                            {text.markRead}
                            <span className="vkp-visually-hidden">({words})</span>
                          </span>
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {list.data.more ? (
            <button type="button" className="vkp-button" onClick={() => setPages((p) => p + 1)}>
              {text.showOlder}
            </button>
          ) : null}
        </>
      )}
    </Page>
  );
}
