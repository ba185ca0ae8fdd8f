import { useId, useRef, useState } from 'react';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useDateSettings } from '../../../app/hooks.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { isRecord } from '../../../registry/infer.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import { formatDateTime } from '../when.js';

/** The feed's state as the server answers it (`/users/{id}/calendar-feed`). */
interface FeedState {
  active: boolean;
  createdAt: string;
}

/** A new feed link, answered once when it is made. */
interface FeedLink {
  url: string;
  webcal: string;
}

function readState(answer: unknown): FeedState {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  return {
    active: data.active === true,
    createdAt: typeof data.created_at === 'string' ? data.created_at : '',
  };
}

function readLink(answer: unknown): FeedLink | null {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  const url = typeof data.url === 'string' ? data.url : '';
  const webcal = typeof data.webcal_url === 'string' ? data.webcal_url : '';
  return /^https?:\/\//.test(url) && /^webcal:\/\//.test(webcal) ? { url, webcal } : null;
}

/**
 * "Subscribe in your calendar" (My settings): the volunteer's live calendar
 * feed (`/users/{id}/calendar-feed`). Making a link shows it once, to copy or
 * to open in a calendar app (`webcal://`); afterwards only that one exists and
 * when it was made (the server keeps its hash, not the link). A new link stops
 * the old one; the link can be stopped altogether.
 */
export function CalendarFeedCard({ userId }: { userId: string }) {
  const api = useApi();
  const id = useId();
  const settings = useDateSettings();
  const { text, fill } = useMyText();
  const feed = api.users.calendarFeed;
  const state = useLoad(
    async (signal) => readState(await feed.show(userId, undefined, { signal })),
    userId ? `calendar-feed:${userId}` : null,
  );
  const [fresh, setFresh] = useState<FeedState | null>(null);
  const [link, setLink] = useState<FeedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const current = fresh ?? (state.status === 'success' ? state.data : null);

  const make = async () => {
    const had = current?.active === true;
    setBusy(true);
    setNote(null);
    try {
      const made = readLink(await feed.reset(userId));
      if (!made) throw new Error(text.calendarFeed);
      setLink(made);
      setFresh(readState(await feed.show(userId)));
      setNote({ text: had ? text.calendarLinkReset : text.calendarLinkMade });
    } catch (e) {
      setNote({ text: fill(text.notSaved, { reason: actionError(e) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    setNote(null);
    try {
      await feed.stop(userId);
      setLink(null);
      setFresh(readState(await feed.show(userId)));
      setNote({ text: text.calendarLinkStopped });
    } catch (e) {
      setNote({ text: fill(text.notSaved, { reason: actionError(e) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setNote({ text: text.linkCopied });
    } catch {
      field.current?.select();
      setNote({ text: text.copyByHand });
    }
  };

  return (
    <Card title={text.calendarFeed}>
      <p className="vkm-note">{text.calendarFeedIntro}</p>
      {state.status === 'error' && !fresh ? (
        <ErrorState error={state.error} onRetry={state.reload} />
      ) : !current ? (
        <Loading label={text.loadingCalendarFeed} />
      ) : (
        <div className="vkm-feed">
          {link ? (
            <>
              <label htmlFor={`${id}-url`}>{text.calendarLinkLabel}</label>
              <input
                id={`${id}-url`}
                ref={field}
                className="vkm-feed-url"
                type="text"
                readOnly
                value={link.url}
                aria-describedby={`${id}-secret`}
                onFocus={(e) => e.currentTarget.select()}
              />
              <p id={`${id}-secret`} className="vkm-note">
                {text.calendarLinkSecret}
              </p>
              <div className="vkm-feed-actions">
                <button
                  type="button"
                  className="vkp-button vkp-primary"
                  onClick={() => void copy()}
                >
                  {text.copyLink}
                </button>
                <a className="vkp-button" href={link.webcal}>
                  {text.openInCalendarApp}
                </a>
              </div>
            </>
          ) : current.active ? (
            <p>
              {fill(text.calendarLinkActive, {
                date: formatDateTime(current.createdAt, settings, text),
              })}
            </p>
          ) : null}
          <div className="vkm-feed-actions">
            {current.active ? (
              <>
                <button
                  type="button"
                  className="vkp-button"
                  disabled={busy}
                  onClick={() => void make()}
                >
                  {text.resetCalendarLink}
                </button>
                <button
                  type="button"
                  className="vkp-button"
                  disabled={busy}
                  onClick={() => void stop()}
                >
                  {text.stopCalendarLink}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="vkp-button vkp-primary"
                disabled={busy}
                onClick={() => void make()}
              >
                {text.makeCalendarLink}
              </button>
            )}
          </div>
        </div>
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
