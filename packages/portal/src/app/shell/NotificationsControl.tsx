import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../services.js';
import { useApi } from '../useApi.js';
import { useLoad } from '../useLoad.js';
import { NOTIFICATIONS_CHANGED_EVENT } from './notificationWords.js';
import { useShellText } from './useShellText.js';

/** The notifications screen's path. */
export const NOTIFICATIONS_PATH = '/notifications';

/** How often the header reads the unread count again while the portal is open (ms). */
export const UNREAD_POLL_MS = 60_000;

/** The total of a list answer (`meta.pagination.total`), else the rows' length. */
function totalOf(answer: unknown): number {
  const a = answer as { data?: unknown; meta?: { pagination?: { total?: unknown } } } | null;
  const total = Number(a?.meta?.pagination?.total);
  if (Number.isFinite(total)) return total;
  return Array.isArray(a?.data) ? a.data.length : 0;
}

/**
 * The header's notifications control: a link to the notifications screen
 * named with the number of unread notifications ("Notifications 3 unread"),
 * the number shown as a badge (the word hidden on phones but still read out). The count
 * is read on sign-in, on every screen change, when a notification is marked
 * read (the {@link NOTIFICATIONS_CHANGED_EVENT}) and every minute.
 */
export function NotificationsControl() {
  const { user } = useAuth();
  const api = useApi();
  const location = useLocation();
  const { text, fill } = useShellText();
  const id = user?.id === undefined ? '' : String(user.id);
  const unread = useLoad(
    async (signal) =>
      totalOf(await api.users.notifications(id).list({ per_page: 1, unread: 'true' }, { signal })),
    id ? `unread:${id}:${location.pathname}` : null,
  );
  const { reload } = unread;
  useEffect(() => {
    const timer = window.setInterval(reload, UNREAD_POLL_MS);
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
    };
  }, [reload]);
  if (!id) return null;
  const count = unread.status === 'success' ? unread.data : 0;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className="vkp-notifications-control"
      aria-current={location.pathname === NOTIFICATIONS_PATH ? 'page' : undefined}
      data-unread={count}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {/* One inline run of text, so the name reads "Notifications 3 unread". */}
      <span className="vkp-notifications-text">
        <span className="vkp-notifications-word">{text.notificationsTitle}</span>
        {count > 0 ? (
          <>
            <span className="vkp-notifications-count">{count > 99 ? '99+' : count}</span>
            <span className="vkp-visually-hidden">
              {' '}
              {fill(text.notificationsUnread, { count })}
            </span>
          </>
        ) : (
          <span className="vkp-visually-hidden"> {text.notificationsNoneUnread}</span>
        )}
      </span>
    </Link>
  );
}
