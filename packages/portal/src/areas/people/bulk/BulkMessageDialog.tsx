import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../app/ui/Dialog.js';
import { FormProblem } from '../../../app/ui/FormProblem.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { useUser } from '../../../app/hooks.js';
import { personName } from '../../../app/displayName.js';
import { normaliseList, type AnyRecord } from '../../../registry/infer.js';
import { EmailPreview } from '../../communication/EmailPreview.js';
import { BULK_LIMITS, PLACEHOLDERS } from '../../communication/template.js';
import { actionError } from '../usePersonData.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * E-mails the selected people: an optional template fills subject and body, the
 * placeholders are listed, the preview shows the first person's message; sending
 * saves the selection as a list of people and sends the bulk e-mail to it, so the
 * server resolves the recipients at send time and writes the e-mail log.
 */
export function BulkMessageDialog({
  open,
  rows,
  onClose,
  onSent,
}: {
  open: boolean;
  rows: readonly AnyRecord[];
  onClose: () => void;
  /** Called with the summary once sent. */
  onSent: (summary: string) => void;
}) {
  const api = useApi();
  const user = useUser();
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const templates = useLoad(
    (signal) => api.organisation.emailTemplates.list({ per_page: 100 }, { signal }),
    open ? 'templates' : null,
  );
  const templateRows = useMemo(
    () => (templates.data ? normaliseList(templates.data).rows : []) as AnyRecord[],
    [templates.data],
  );
  const first = rows[0] ?? {};
  const sample = {
    first_name: text(first.first_name),
    last_name: text(first.last_name),
    email: text(first.email),
    organisation: text(user?.organisation.name),
  };

  const send = async () => {
    if (subject.trim() === '') return setProblem('Enter a subject.');
    if (body.trim() === '') return setProblem('Write the message.');
    if (subject.length > BULK_LIMITS.subject || body.length > BULK_LIMITS.body)
      return setProblem('The subject or the message is too long.');
    setProblem(null);
    setBusy(true);
    try {
      const list = (await api.organisation.savedList.store({
        name: `Selection of ${rows.length} people, ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
        user_ids: rows.map((r) => Number(r.id)),
      })) as { data?: AnyRecord };
      const listId = Number(list.data?.id);
      const reply = (await api.bulk.email.store({ saved_list_id: listId, subject, body })) as {
        data?: AnyRecord;
      };
      const count = Number(reply.data?.recipient_count ?? reply.data?.sent ?? rows.length);
      const summary = `E-mail “${subject}” sent to ${count} ${count === 1 ? 'person' : 'people'}.`;
      setSent(summary);
      onSent(summary);
    } catch (e) {
      setProblem(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title="E-mail the selected people" onClose={onClose} wide>
      {sent ? (
        <div>
          <p role="status">{sent}</p>
          <p>
            <Link to="/communication/email-log">See it in the e-mail log</Link>
          </p>
          <button type="button" className="vkp-button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form
          className="vkp-bulk-message"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p>
            To {rows.length} selected {rows.length === 1 ? 'person' : 'people'}:{' '}
            {rows
              .slice(0, 5)
              .map((r) => personName(r) ?? text(r.email))
              .join(', ')}
            {rows.length > 5 ? ` and ${rows.length - 5} more` : ''}.
          </p>
          <FormProblem problem={problem} />
          {templateRows.length > 0 ? (
            <div className="vkp-form-field">
              <label htmlFor={`${id}-t`}>Template</label>
              <select
                id={`${id}-t`}
                defaultValue=""
                onChange={(e) => {
                  const t = templateRows.find((r) => String(r.id) === e.target.value);
                  if (!t) return;
                  if (typeof t.subject === 'string') setSubject(t.subject);
                  if (typeof t.body === 'string') setBody(t.body);
                }}
              >
                <option value="">No template</option>
                {templateRows.map((t) => (
                  <option key={String(t.id)} value={String(t.id)}>
                    {text(t.name) || 'Template'}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="vkp-form-field">
            <label htmlFor={`${id}-s`}>Subject</label>
            <input
              id={`${id}-s`}
              value={subject}
              maxLength={BULK_LIMITS.subject}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="vkp-form-field">
            <label htmlFor={`${id}-b`}>Message</label>
            <textarea
              id={`${id}-b`}
              rows={6}
              value={body}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setBody(e.target.value)}
            />
            <p id={`${id}-hint`} className="vkr-help">
              Placeholders: {PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}; each person gets their
              own values.
            </p>
          </div>
          <EmailPreview
            subject={subject}
            body={body}
            sample={sample}
            sampleName={personName(first) ?? 'the first person'}
          />
          <div className="vkp-page-actions">
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? 'Sending…' : `Send to ${rows.length}`}
            </button>
            <button type="button" className="vkp-button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
