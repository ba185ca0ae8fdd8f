import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { useUser } from '../../../app/hooks.js';
import { personName } from '../../../app/displayName.js';
import { normaliseList, type AnyRecord } from '../../../registry/infer.js';
import { EmailPreview } from '../../communication/EmailPreview.js';
import { BULK_LIMITS } from '../../communication/template.js';
import { InsertPlaceholder } from '../../communication/InsertPlaceholder.js';
import { placeholderWords } from '../../../presentation/placeholders.js';
import { actionError } from '../usePersonData.js';
import { audienceSample, audienceSize, savedListFor, type Audience } from './audience.js';
import { BulkDialogFrame } from './BulkDialogFrame.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * E-mails everyone in the audience (a selection, the list's filter or a saved
 * view): an optional template fills subject and body, the placeholders are
 * listed, the preview shows one recipient's message; sending stores the
 * audience as a saved list and sends the bulk e-mail to it, so the server
 * resolves the recipients at send time and writes one e-mail log row each.
 */
export function BulkMessageDialog({
  open,
  audience,
  onClose,
  onSent,
}: {
  open: boolean;
  audience: Audience;
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
  const first = audienceSample(audience) ?? {};
  const count = audienceSize(audience);
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
      const listId = await savedListFor(api, audience);
      const reply = (await api.bulk.email.store({ saved_list_id: listId, subject, body })) as {
        data?: AnyRecord;
      };
      const n = Number(reply.data?.recipient_count ?? count);
      const summary = `E-mail “${placeholderWords(subject)}” sent to ${n} ${n === 1 ? 'person' : 'people'}.`;
      setSent(summary);
      onSent(summary);
    } catch (e) {
      setProblem(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BulkDialogFrame
      open={open}
      title={
        audience.kind === 'selection' ? 'E-mail the selected people' : 'E-mail everyone listed'
      }
      audience={audience}
      problem={problem}
      busy={busy}
      busyLabel="Sending…"
      submitLabel={`Send to ${count}`}
      onSubmit={() => void send()}
      onClose={onClose}
      wide
      {...(sent
        ? {
            done: (
              <>
                <p role="status">{sent}</p>
                <p>
                  <Link to="/communication/email-log">See it in the e-mail log</Link>
                </p>
              </>
            ),
          }
        : {})}
    >
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
        <InsertPlaceholder id={`${id}-hint`} target={`${id}-b`} value={body} onChange={setBody} />
      </div>
      <EmailPreview
        subject={subject}
        body={body}
        sample={sample}
        sampleName={personName(first) ?? 'the first person'}
      />
    </BulkDialogFrame>
  );
}
