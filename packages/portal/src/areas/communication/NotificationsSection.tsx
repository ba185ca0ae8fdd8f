import { useId, useMemo, useState } from 'react';
import { Markdown } from '@volunteerkit/widgets';
import { useFormatValue } from '../../app/hooks.js';
import { errorMessage } from '../../app/states.js';
import { LoadedList } from '../../app/ui/LoadedList.js';
import { normaliseList } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { readNotifications } from './notifications.js';

/**
 * The person's notifications with Dismiss (one, or all): a dismissed one
 * leaves the list for good (the sandbox stores `dismissed: true`); "Show
 * dismissed" lists them again, marked, to check.
 */
export function NotificationsSection({ me }: { me: string }) {
  const api = useApi();
  const format = useFormatValue();
  const toggleId = useId();
  const [showDismissed, setShowDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { announce, message } = useAnnouncer();
  const list = useLoad(
    (signal) =>
      api.users
        .notifications(me)
        .list(
          { per_page: 100, ...(showDismissed ? { include_dismissed: 'true' } : {}) },
          { signal },
        ),
    `${me}/${String(showDismissed)}`,
  );
  const rows = useMemo(
    () => (list.data ? readNotifications(normaliseList(list.data).rows) : []),
    [list.data],
  );
  const open = rows.filter((n) => !n.dismissed);

  async function dismiss(ids: string[] | 'all', what: string) {
    setBusy(true);
    try {
      const dismissApi = api.users.notifications(me).dismiss;
      if (ids === 'all') await dismissApi.store({ all: true });
      else await dismissApi.store({ ids: ids.map(Number) });
      announce(`${what} dismissed.`);
      list.reload();
    } catch (error) {
      announce(`Could not dismiss: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="vkc-panel" aria-labelledby={`${toggleId}-h`}>
      <h2 id={`${toggleId}-h`} className="vkc-heading">
        Your notifications{' '}
        <span className="vkc-count">({open.length === 0 ? 'none' : `${open.length} open`})</span>
      </h2>
      <div className="vkc-toolbar">
        <label className="vkp-checkbox" htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            checked={showDismissed}
            onChange={(e) => setShowDismissed(e.target.checked)}
          />
          Show dismissed
        </label>
        <button
          type="button"
          className="vkp-button"
          disabled={busy || open.length === 0}
          onClick={() => void dismiss('all', 'All notifications')}
        >
          Dismiss all
        </button>
      </div>
      <StatusLine message={message} />
      <LoadedList
        load={list}
        items={rows}
        loading="Loading notifications…"
        empty="No notifications. You are all caught up."
        label="Notifications"
        className="vkc-cards"
      >
        {(n) => (
          <li
            className="vkc-card"
            data-unread={!n.read && !n.dismissed ? '' : undefined}
            data-testid="notification"
          >
            <div className="vkc-card-head">
              <h3 className="vkc-card-title">
                {!n.read && !n.dismissed ? <span className="vkc-dot" aria-hidden="true" /> : null}
                {n.title}
                {!n.read && !n.dismissed ? (
                  <span className="vkp-visually-hidden"> (unread)</span>
                ) : null}
              </h3>
              {n.sentAt ? <span className="vkc-meta">{format(n.sentAt)}</span> : null}
            </div>
            <Markdown source={n.body} />
            {n.dismissed ? (
              <p className="vkc-meta">Dismissed</p>
            ) : (
              <button
                type="button"
                className="vkp-button"
                disabled={busy}
                aria-label={`Dismiss ${n.title}`}
                onClick={() => void dismiss([n.id], n.title)}
              >
                Dismiss
              </button>
            )}
          </li>
        )}
      </LoadedList>
    </section>
  );
}
