import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatFileSize } from '@volunteerkit/api-client/format';
import { Markdown } from '@volunteerkit/widgets';
import { useFormatValue } from '../../app/hooks.js';
import { useServices } from '../../app/services.js';
import { ErrorState, errorMessage } from '../../app/states.js';
import { normaliseList } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { useApi } from '../../app/useApi.js';
import {
  readAttachments,
  readReplies,
  unnamedSenders,
  type AttachmentView,
  type MessageView,
} from './messages.js';
import { useMyText } from '../me/useMyText.js';
import { usePeopleNames } from './usePeopleNames.js';
import { downloadBlob } from '../../app/download.js';
import { describedBy } from '../../app/ui/FieldError.js';
import { FormField } from '../../app/ui/FormField.js';

/**
 * One thread: the message, its attachments and replies, a reply box, and the
 * read state. Opening an unread thread marks it read (`messaging.markRead`);
 * "Mark as unread" stores `read: false` and is not undone while it stays open.
 */
export function ThreadView({
  me,
  message,
  senderName,
  onChanged,
}: {
  me: string;
  message: MessageView;
  senderName: string;
  onChanged: (announcement?: string) => void;
}) {
  const api = useApi();
  const { http } = useServices();
  const format = useFormatValue();
  const t = useMyText();
  const { text, fill } = t;
  const ids = useId();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState('');
  const [busy, setBusy] = useState(false);
  // Opening reads it: only an unread thread when it opens is marked (never after "Mark as unread").
  const unreadWhenOpened = useRef(!message.read);
  const heading = useRef<HTMLHeadingElement>(null);
  // The thread opens where the reader is: focus (and so the view) moves to its heading.
  useEffect(() => heading.current?.focus(), []);
  const thread = useMemo(() => api.users.messaging(me), [api, me]);
  const changed = useRef(onChanged);
  const words = useRef(t);
  useEffect(() => {
    changed.current = onChanged;
    words.current = t;
  });
  const replies = useLoad(
    (signal) => thread.reply(message.id).list({ per_page: 100 }, { signal }),
    message.id,
  );
  const files = useLoad(
    (signal) => thread.attachments(message.id).list({ per_page: 50 }, { signal }),
    message.id,
  );
  const replyRows = useMemo(
    () => (replies.data ? readReplies(normaliseList(replies.data).rows) : []),
    [replies.data],
  );
  const fileRows = useMemo(
    () => (files.data ? readAttachments(normaliseList(files.data).rows) : []),
    [files.data],
  );
  const lookUp = usePeopleNames(unnamedSenders(replyRows));

  useEffect(() => {
    if (!unreadWhenOpened.current) return;
    unreadWhenOpened.current = false;
    thread.markRead
      .store({ ids: [Number(message.id)] })
      .then(() => changed.current())
      .catch((e: unknown) =>
        changed.current(
          words.current.fill(words.current.text.couldNotMarkRead, { reason: errorMessage(e) }),
        ),
      );
  }, [thread, message.id]);

  async function markUnread() {
    setBusy(true);
    try {
      await thread.update(message.id, { read: false });
      onChanged(fill(text.markedUnread, { subject: message.subject }));
    } catch (e) {
      onChanged(fill(text.couldNotMarkUnread, { reason: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  }

  async function sendReply() {
    if (reply.trim() === '') {
      setReplyError(text.writeReplyFirst);
      return;
    }
    setBusy(true);
    setReplyError('');
    try {
      await thread
        .reply(message.id)
        .store({ body: reply, from_id: Number(me), sent_at: new Date().toISOString() });
      setReply('');
      replies.reload();
      onChanged(text.replySent);
    } catch (e) {
      setReplyError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function download(file: AttachmentView) {
    try {
      const blob = await http.request<Blob>({
        method: 'GET',
        path: `_files/${file.token}`,
        response: 'binary',
      });
      downloadBlob(blob, file.name);
    } catch (e) {
      onChanged(fill(text.couldNotDownload, { name: file.name, reason: errorMessage(e) }));
    }
  }

  return (
    <article className="vkc-panel vkc-thread" aria-labelledby={`${ids}-s`}>
      <header className="vkc-thread-head">
        <h2 id={`${ids}-s`} ref={heading} tabIndex={-1} className="vkc-heading">
          {message.subject}
        </h2>
        <p className="vkc-meta">
          {fill(text.fromSender, { name: senderName })}
          {message.sentAt ? ` · ${format(message.sentAt)}` : ''}
          {' · '}
          <span data-testid="read-state">{message.read ? text.read : text.unread}</span>
        </p>
        <button
          type="button"
          className="vkp-button"
          disabled={busy || !message.read}
          onClick={() => void markUnread()}
        >
          {text.markUnread}
        </button>
      </header>
      <Markdown source={message.body} />
      {files.status === 'error' ? <ErrorState error={files.error} onRetry={files.reload} /> : null}
      {fileRows.length > 0 ? (
        <>
          <h3 className="vkc-sub">{text.attachments}</h3>
          <ul className="vkc-files">
            {fileRows.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  className="vkp-button"
                  disabled={!f.token}
                  onClick={() => void download(f)}
                >
                  {fill(text.downloadFile, { name: f.name })}
                </button>{' '}
                <span className="vkc-meta">
                  {Number.isFinite(f.size) ? formatFileSize(f.size) : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="vkc-sub">{text.replies}</h3>
      {replies.status === 'error' ? (
        <ErrorState error={replies.error} onRetry={replies.reload} />
      ) : replyRows.length === 0 ? (
        <p className="vkc-meta">{text.noReplies}</p>
      ) : (
        <ol className="vkc-replies">
          {replyRows.map((r) => (
            <li key={r.id}>
              <p className="vkc-meta">
                {r.fromName || lookUp(r.fromId)}
                {r.sentAt ? ` · ${format(r.sentAt)}` : ''}
              </p>
              <Markdown source={r.body} />
            </li>
          ))}
        </ol>
      )}
      <form
        className="vkc-reply"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sendReply();
        }}
      >
        <FormField id={`${ids}-r`} label={text.yourReply}>
          <textarea
            id={`${ids}-r`}
            rows={3}
            value={reply}
            {...describedBy(`${ids}-re`, replyError)}
            onChange={(e) => setReply(e.target.value)}
          />
          {replyError ? (
            <p id={`${ids}-re`} className="vkp-field-error" role="alert">
              {replyError}
            </p>
          ) : null}
        </FormField>
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {text.sendReply}
        </button>
      </form>
    </article>
  );
}
