import { useEffect, useId, useRef, useState } from 'react';
import { formatFileSize } from '@volunteerkit/api-client/format';
import { personName } from '../../app/displayName.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';
import { errorMessage } from '../../app/states.js';
import { isRecord, normaliseList } from '../../registry/infer.js';
import { useApi } from '../../app/useApi.js';
import {
  ATTACHMENT_ACCEPT,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  addAttachments,
} from './attachments.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { FormField, TextField } from '../../app/ui/FormField.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { fieldErrors } from '../../app/ui/FieldError.js';
import { FileInput } from '../me/FileInput.js';
import { useMyText } from '../me/useMyText.js';

type Errors = Partial<Record<'recipient' | 'subject' | 'body' | 'files' | 'form', string>>;

/**
 * A new message to one person, with attachments: the message is stored in
 * the recipient's inbox (`users.messaging(recipient).store`), then each file
 * is uploaded to it (`users.messaging(recipient).attachments(id).store`). Files
 * are checked for type and size when chosen, with a sentence per refusal.
 */
export function Composer({ me, onSent }: { me: string; onSent: (announcement: string) => void }) {
  const api = useApi();
  const t = useMyText();
  const { text, fill } = t;
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const first = useRef<HTMLInputElement>(null);
  // Opening the composer moves focus (and the view, on a phone) to its first field.
  useEffect(() => first.current?.focus(), []);
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<{ id: string; name: string }[] | null>(null);
  const [recipient, setRecipient] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function search() {
    if (query.trim() === '') {
      setErrors({ recipient: text.typeToFind });
      return;
    }
    try {
      const page = await api.users.list({ q: query.trim(), per_page: 20 });
      const found = normaliseList(page)
        .rows.filter(isRecord)
        .filter((r) => /^\d{1,15}$/.test(String(r.id)))
        .map((r) => ({
          id: String(r.id),
          name: `${personName(r) ?? UNKNOWN_PERSON}${typeof r.email === 'string' ? ` <${r.email}>` : ''}`,
        }));
      setPeople(found);
      setRecipient(found[0]?.id ?? '');
      setErrors(
        found.length === 0 ? { recipient: fill(text.noOneMatches, { query: query.trim() }) } : {},
      );
    } catch (e) {
      setErrors({ recipient: errorMessage(e) });
    }
  }

  function choose(list: readonly File[]) {
    const { files: next, errors: refused } = addAttachments(files, [...list], t);
    setFiles(next);
    setFileErrors(refused);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function send() {
    const found: Errors = {};
    if (!recipient) found.recipient = text.chooseRecipient;
    if (subject.trim() === '') found.subject = text.enterSubject;
    else if (subject.length > 200) found.subject = text.subjectTooLong;
    if (body.trim() === '') found.body = text.writeMessage;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const inbox = api.users.messaging(recipient);
      const stored = await inbox.store({
        subject,
        body,
        from_id: Number(me),
        read: false,
        sent_at: new Date().toISOString(),
      });
      const messageId = isRecord(stored) && isRecord(stored.data) ? String(stored.data.id) : '';
      const failed: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        form.append('name', file.name);
        await inbox
          .attachments(messageId)
          .store(form)
          .catch((e: unknown) => failed.push(`${file.name} (${errorMessage(e)})`));
      }
      const who =
        people?.find((p) => p.id === recipient)?.name.replace(/ <.*>$/, '') ?? text.thePerson;
      const count = files.length - failed.length;
      onSent(
        (count > 0
          ? fill(text.messageSentWith, { name: who, count })
          : fill(text.messageSent, { name: who })) +
          (failed.length > 0 ? ` ${fill(text.notAttached, { files: failed.join(', ') })}` : ''),
      );
    } catch (e) {
      setErrors({ form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const wiring = fieldErrors<keyof Errors>(ids, errors);

  return (
    <form
      className="vkc-composer"
      aria-label={text.messageToSend}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <FormField id={`${ids}-q`} label={text.findPerson}>
        <div className="vkc-row">
          <input
            ref={first}
            id={`${ids}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
          />
          <button type="button" className="vkp-button" onClick={() => void search()}>
            {text.search}
          </button>
        </div>
      </FormField>
      {people && people.length > 0 ? (
        <FormField id={`${ids}-to`} label={text.to}>
          <select
            id={`${ids}-to`}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            {...wiring.field('recipient')}
          >
            <NamedOptions items={people} />
          </select>
        </FormField>
      ) : null}
      {wiring.error('recipient')}
      <TextField
        id={`${ids}-s`}
        label={text.subject}
        value={subject}
        maxLength={200}
        {...wiring.field('subject')}
        onValue={setSubject}
      >
        {wiring.error('subject')}
      </TextField>
      <FormField id={`${ids}-b`} label={text.message}>
        <textarea
          id={`${ids}-b`}
          rows={5}
          value={body}
          {...wiring.field('body')}
          onChange={(e) => setBody(e.target.value)}
        />
        {wiring.error('body')}
      </FormField>
      <FormField id={`${ids}-f`} label={text.attachments}>
        <FileInput
          ref={fileInput}
          id={`${ids}-f`}
          multiple
          showNames={false}
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={`${ids}-fh`}
          onFiles={choose}
        />
        <p id={`${ids}-fh`} className="vkc-meta">
          {fill(text.attachmentsHint, {
            max: MAX_ATTACHMENTS,
            size: formatFileSize(MAX_ATTACHMENT_BYTES),
          })}
        </p>
      </FormField>
      {fileErrors.length > 0 ? (
        <ul className="vkc-file-errors" role="alert" aria-label={text.filesNotAttached}>
          {fileErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="vkc-files" aria-label={text.attachedFiles}>
          {files.map((f) => (
            <li key={`${f.name}/${f.size}`}>
              {f.name} <span className="vkc-meta">{formatFileSize(f.size)}</span>{' '}
              <button
                type="button"
                className="vkp-button"
                aria-label={fill(text.removeFile, { name: f.name })}
                onClick={() => setFiles(files.filter((x) => x !== f))}
              >
                {text.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormProblem problem={errors.form} />
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {busy ? text.sending : text.sendMessage}
      </button>
    </form>
  );
}
