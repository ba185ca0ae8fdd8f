import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@volunteerkit/api-client';
import { useUser } from '../../app/hooks.js';
import { errorMessage } from '../../app/states.js';
import { isRecord, normaliseList } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { EmailPreview } from './EmailPreview.js';
import { InsertPlaceholder } from './InsertPlaceholder.js';
import { readViews } from './records.js';
import { SavedListPicker } from './SavedListPicker.js';
import { BULK_LIMITS, draftErrors, serverDraftErrors, type BulkEmailDraft } from './template.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { FormField } from '../../app/ui/FormField.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { fieldErrors } from '../../app/ui/FieldError.js';

const EMPTY: BulkEmailDraft = { savedListId: '', subject: '', body: '' };

/**
 * Bulk e-mail to a saved list (`bulk.email.store`): an optional template fills
 * subject and body, the preview shows it rendered safely, and after sending the
 * e-mail log has one entry per recipient.
 */
export function BulkEmailSection() {
  const api = useApi();
  const user = useUser();
  const ids = useId();
  const [draft, setDraft] = useState<BulkEmailDraft>(EMPTY);
  const [templateId, setTemplateId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof BulkEmailDraft, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ count: number; groupId: string } | null>(null);
  const { announce, message } = useAnnouncer();
  const templates = useLoad(
    (signal) => api.organisation.emailTemplates.list({ per_page: 100 }, { signal }),
    'templates',
  );
  const templateRows = useMemo(
    () =>
      readViews(templates.data ? normaliseList(templates.data).rows : [], (r) => ({
        name: typeof r.name === 'string' && r.name ? r.name : `Template ${String(r.id)}`,
        subject: typeof r.subject === 'string' ? r.subject : null,
        body: typeof r.body === 'string' ? r.body : null,
      })),
    [templates.data],
  );
  const me = user?.id !== undefined ? String(user.id) : null;
  const self = useLoad((signal) => api.users.show(me!, {}, { signal }), me);
  const record: Record<string, unknown> =
    isRecord(self.data) && isRecord(self.data.data) ? self.data.data : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const sample = {
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    email: text(record.email),
    organisation: text(user?.organisation.name),
  };
  const sampleName =
    [sample.first_name, sample.last_name].filter(Boolean).join(' ') || user?.name || 'you';

  const set = (patch: Partial<BulkEmailDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSent(null);
  };

  function applyTemplate(id: string) {
    setTemplateId(id);
    const t = templateRows.find((r) => r.id === id);
    if (t) set({ subject: t.subject ?? draft.subject, body: t.body ?? draft.body });
  }

  async function send() {
    const found = draftErrors(draft);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) {
      announce('The e-mail was not sent: check the fields marked.');
      return;
    }
    setBusy(true);
    try {
      const r = await api.bulk.email.store({
        saved_list_id: Number(draft.savedListId),
        subject: draft.subject,
        body: draft.body,
        ...(templateId ? { email_template_id: Number(templateId) } : {}),
      });
      const count = Number(r.data.recipient_count);
      setSent({ count, groupId: String(r.data.email_log_group_id ?? '') });
      announce(`E-mail sent to ${count} ${count === 1 ? 'person' : 'people'}.`);
      setDraft((d) => ({ ...d, subject: '', body: '' }));
      setTemplateId('');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(serverDraftErrors(e.fieldErrors));
      setFormError(`The e-mail was not sent. ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  }

  const wiring = fieldErrors<keyof BulkEmailDraft>(ids, errors);

  return (
    <div className="vkc-bulk">
      <form
        className="vkc-panel vkc-bulk-form"
        aria-label="Bulk e-mail"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <SavedListPicker
          value={draft.savedListId}
          onChange={(id) => set({ savedListId: id })}
          error={errors.savedListId}
          errorId={`${ids}-savedListId-e`}
        />
        <FormField id={`${ids}-t`} label="Template (optional)">
          <select
            id={`${ids}-t`}
            value={templateId}
            onChange={(e) => applyTemplate(e.target.value)}
          >
            <option value="">No template</option>
            <NamedOptions items={templateRows} />
          </select>
        </FormField>
        <FormField id={`${ids}-s`} label="Subject">
          <input
            id={`${ids}-s`}
            value={draft.subject}
            maxLength={BULK_LIMITS.subject}
            onChange={(e) => set({ subject: e.target.value })}
            {...wiring.field('subject')}
          />
          {wiring.error('subject')}
        </FormField>
        <FormField id={`${ids}-b`} label="Message">
          <textarea
            id={`${ids}-b`}
            rows={8}
            value={draft.body}
            onChange={(e) => set({ body: e.target.value })}
            {...wiring.field('body', `${ids}-hint`)}
          />
          <InsertPlaceholder
            id={`${ids}-hint`}
            target={`${ids}-b`}
            value={draft.body}
            onChange={(body) => set({ body })}
          />
          {wiring.error('body')}
        </FormField>
        <FormProblem problem={formError} />
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send to the saved list'}
        </button>
        <StatusLine message={message} />
        {sent ? (
          <p>
            <Link to="/communication/email-log">See it in the e-mail log</Link>
          </p>
        ) : null}
      </form>
      <EmailPreview
        subject={draft.subject}
        body={draft.body}
        sample={sample}
        sampleName={sampleName}
      />
    </div>
  );
}
