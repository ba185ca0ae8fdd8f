import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatValue } from '../../app/hooks.js';
import { LoadedList } from '../../app/ui/LoadedList.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { Composer } from './Composer.js';
import { readMessages, unnamedSenders, unreadCount, unreadLabel } from './messages.js';
import { ThreadView } from './ThreadView.js';
import { usePeopleNames } from './usePeopleNames.js';
import { SAFE_ID } from './records.js';

/**
 * The inbox: threads newest first with their read state and the unread count,
 * the open thread (`?message={id}`, so a reload keeps it) and the composer.
 */
export function MessagesSection({ me }: { me: string }) {
  const api = useApi();
  const format = useFormatValue();
  const headingId = useId();
  const [params] = useSearchParams();
  const raw = params.get('message');
  const openId = raw && SAFE_ID.test(raw) ? raw : null;
  const [composing, setComposing] = useState(false);
  const { announce, message } = useAnnouncer();
  const inbox = useLoad(
    (signal) => api.users.messaging(me).listAll({ per_page: 100 }, { signal, maxPages: 5 }),
    me,
  );
  const messages = useMemo(() => readMessages(inbox.data ?? []), [inbox.data]);
  const lookUp = usePeopleNames(unnamedSenders(messages));
  const nameOf = (m: { fromId: string; fromName: string }) => m.fromName || lookUp(m.fromId);
  const open = messages.find((m) => m.id === openId) ?? null;
  const unread = unreadCount(messages);

  return (
    <div className="vkc-messages">
      <section className="vkc-panel vkc-inbox" aria-labelledby={headingId}>
        <div className="vkc-toolbar">
          <h2 id={headingId} className="vkc-heading">
            Inbox{' '}
            <span className="vkc-count" data-testid="unread-count">
              ({unreadLabel(unread)})
            </span>
          </h2>
          <button
            type="button"
            className="vkp-button vkp-primary"
            aria-expanded={composing}
            onClick={() => setComposing((c) => !c)}
          >
            {composing ? 'Close the composer' : 'New message'}
          </button>
        </div>
        <StatusLine message={message} />

        <LoadedList
          load={inbox}
          items={messages}
          loading="Loading messages…"
          empty="No messages yet."
          label="Message threads"
          className="vkc-threads"
        >
          {(m) => (
            <li data-unread={m.read ? undefined : ''} data-testid="thread">
              <Link
                to={`?message=${m.id}`}
                aria-current={m.id === openId ? 'true' : undefined}
                className="vkc-thread-link"
              >
                <span className="vkc-thread-subject">
                  {m.read ? null : <span className="vkc-dot" aria-hidden="true" />}
                  {m.subject}
                  <span className="vkp-visually-hidden">{m.read ? ', read' : ', unread'}</span>
                </span>
                <span className="vkc-meta">
                  {nameOf(m)}
                  {m.sentAt ? ` · ${format(m.sentAt)}` : ''}
                </span>
              </Link>
            </li>
          )}
        </LoadedList>
      </section>
      {composing ? (
        <section className="vkc-panel" aria-label="New message">
          <h2 className="vkc-heading">New message</h2>
          <Composer
            me={me}
            onSent={(text) => {
              announce(text);
              setComposing(false);
              inbox.reload();
            }}
          />
        </section>
      ) : openId && inbox.status === 'success' ? (
        open ? (
          <ThreadView
            key={open.id}
            me={me}
            message={open}
            senderName={nameOf(open)}
            onChanged={(text) => {
              if (text) announce(text);
              inbox.reload();
            }}
          />
        ) : (
          <p role="alert" className="vkc-panel">
            This message was not found. It may have been deleted.
          </p>
        )
      ) : (
        // The reading pane beside the inbox says what goes there, rather than standing empty.
        <p className="vkc-panel vkc-reading-hint">
          {messages.length > 0
            ? 'Choose a message to read it and reply here.'
            : 'Messages you receive will show here.'}
        </p>
      )}
    </div>
  );
}
