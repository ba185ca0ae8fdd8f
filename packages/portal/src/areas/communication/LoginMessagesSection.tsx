import { useId, useMemo, useState } from 'react';
import { Markdown } from '@volunteerkit/widgets';
import { errorMessage } from '../../app/states.js';
import { LoadedList } from '../../app/ui/LoadedList.js';
import { normaliseList } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { useMyText } from '../me/useMyText.js';
import { readLoginMessages } from './notifications.js';

/**
 * The organisation's login messages the person has not acknowledged yet,
 * each with "I have read this": the acknowledgement is stored (in the
 * message's logs) and the message leaves the list.
 */
export function LoginMessagesSection({ me }: { me: string }) {
  const api = useApi();
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const { announce, message } = useAnnouncer();
  const { text, fill } = useMyText();
  const list = useLoad((signal) => api.users.loginMessages(me).list({}, { signal }), me);
  const rows = useMemo(
    () => (list.data ? readLoginMessages(normaliseList(list.data).rows) : []),
    [list.data],
  );

  async function acknowledge(id: string, title: string) {
    setBusy(id);
    try {
      await api.users.loginMessages(me).acknowledge(id).store({});
      announce(fill(text.acknowledged, { title }));
      list.reload();
    } catch (error) {
      announce(fill(text.couldNotAcknowledge, { reason: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="vkc-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="vkc-heading">
        {text.fromOrganisation}
      </h2>
      <p className="vkc-meta">{text.acknowledgeHint}</p>
      <StatusLine message={message} />
      <LoadedList
        load={list}
        items={rows}
        loading={text.loadingLoginMessages}
        empty={text.allAcknowledged}
        label={text.loginMessages}
        className="vkc-cards"
      >
        {(m) => (
          <li className="vkc-card" data-testid="login-message">
            <h3 className="vkc-card-title">{m.title}</h3>
            <Markdown source={m.body} />
            <button
              type="button"
              className="vkp-button vkp-primary"
              disabled={busy !== null}
              aria-label={fill(text.iHaveReadTitle, { title: m.title })}
              onClick={() => void acknowledge(m.id, m.title)}
            >
              {text.iHaveRead}
            </button>
          </li>
        )}
      </LoadedList>
    </section>
  );
}
