import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatValue } from '../../app/hooks.js';
import { LoadedList } from '../../app/ui/LoadedList.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { Composer } from './Composer.js';
import { useMyText } from '../me/useMyText.js';
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
  const t = useMyText();
  const { text } = t;
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
            {text.inbox}{' '}
            <span className="vkc-count" data-testid="unread-count">
              ({unreadLabel(unread, t)})
            </span>
          </h2>
          <button
            type="button"
            className="vkp-button vkp-primary"
            aria-expanded={composing}
            onClick={() => setComposing((c) => !c)}
          >
            {composing ? text.closeComposer : text.newMessage}
          </button>
        </div>
        <StatusLine message={message} />

        <LoadedList
          load={inbox}
          items={messages}
          loading={text.loadingMessages}
          empty={text.noMessages}
          label={text.messageThreads}
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
                  <span className="vkp-visually-hidden">
                    {m.read ? text.threadRead : text.threadUnread}
                  </span>
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
        <section className="vkc-panel" aria-label={text.newMessage}>
          <h2 className="vkc-heading">{text.newMessage}</h2>
          <Composer
            me={me}
            onSent={(sent) => {
              announce(sent);
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
            onChanged={(changed) => {
              if (changed) announce(changed);
              inbox.reload();
            }}
          />
        ) : (
          <p role="alert" className="vkc-panel">
            {text.messageNotFound}
          </p>
        )
      ) : (
        // The reading pane beside the inbox says what goes there, rather than standing empty.
        <p className="vkc-panel vkc-reading-hint">
          {messages.length > 0 ? text.chooseMessage : text.messagesWillShow}
        </p>
      )}
    </div>
  );
}
