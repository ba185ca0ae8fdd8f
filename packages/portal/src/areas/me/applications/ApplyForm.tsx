import { useId, useRef, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { isRecord } from '../../../registry/infer.js';
import { actionError } from '../../people/usePersonData.js';
import { FileInput } from '../FileInput.js';
import { receiptProblem } from '../expenses/receipts.js';
import { useMyText } from '../useMyText.js';

/** A document the opportunity's application form asks for. */
interface AskedDocument {
  key: string;
  label: string;
  required: boolean;
}

/** A question the opportunity's application form asks beyond "why" (a recruitment question). */
interface AskedQuestion {
  key: string;
  label: string;
  required: boolean;
}

function readQuestions(reply: unknown): AskedQuestion[] {
  const data = isRecord(reply) && isRecord(reply.data) ? reply.data : null;
  const rows = data && Array.isArray(data.questions) ? data.questions : [];
  return rows
    .filter(isRecord)
    .flatMap((q) =>
      typeof q.key === 'string' && q.key !== 'motivation' && /^[a-z][a-z0-9_]{0,40}$/.test(q.key)
        ? [{ key: q.key, label: String(q.label ?? q.key), required: q.required === true }]
        : [],
    );
}

function readDocuments(reply: unknown): AskedDocument[] {
  const data = isRecord(reply) && isRecord(reply.data) ? reply.data : null;
  const docs = data && Array.isArray(data.documents) ? data.documents : [];
  return docs
    .filter(isRecord)
    .flatMap((d) =>
      typeof d.key === 'string' && /^[a-z][a-z0-9_]{0,40}$/.test(d.key)
        ? [{ key: d.key, label: String(d.label ?? d.key), required: d.required === true }]
        : [],
    );
}

/**
 * Applying to one opportunity through its application form
 * (`/opportunities/{id}/application-form/`): why the volunteer would like to
 * do it, the organisation's recruitment questions the form asks (required
 * ones checked beside the field), and the documents it asks for, sent in one
 * request. A refusal
 * (a missing or unsuitable document, already applied) shows beside the field
 * it concerns and keeps what was typed and chosen.
 */
export function ApplyForm({
  opportunityId,
  title,
  onApplied,
}: {
  opportunityId: string;
  title: string;
  onApplied: (message: string) => void;
}) {
  const api = useApi();
  const t = useMyText();
  const { text, fill } = t;
  const id = useId();
  const [motivation, setMotivation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [docErrors, setDocErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const files = useRef<Record<string, HTMLInputElement | null>>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const form = useLoad(async (signal) => {
    const reply = await api.opportunities.applicationForm(opportunityId).list({}, { signal });
    return { documents: readDocuments(reply), questions: readQuestions(reply) };
  }, `application-form:${opportunityId}`);
  const documents = form.data?.documents ?? [];
  const questions = form.data?.questions ?? [];
  const submit = async () => {
    const local: Record<string, string> = {};
    for (const d of documents) {
      const file = files.current[d.key]?.files?.[0];
      if (!file && d.required)
        local[d.key] = fill(text.attachDocument, { document: d.label.toLowerCase() });
      const problem = file ? receiptProblem(file, t) : null;
      if (problem) local[d.key] = problem;
    }
    setDocErrors(local);
    const unanswered = Object.fromEntries(
      questions.flatMap((q) =>
        q.required && (answers[q.key] ?? '').trim() === '' ? [[q.key, text.answerQuestion]] : [],
      ),
    );
    setAnswerErrors(unanswered);
    const why = motivation.trim() === '' ? text.tellWhy : null;
    setError(why);
    if (why || Object.keys(local).length > 0 || Object.keys(unanswered).length > 0) {
      // Focus the first field in error, so a keyboard or screen-reader user lands on it.
      const first = why ? 'why' : (Object.keys(unanswered)[0] ?? Object.keys(local)[0]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const chosen = documents.flatMap((d) => {
        const file = files.current[d.key]?.files?.[0];
        return file ? [[d.key, file] as const] : [];
      });
      const given = Object.fromEntries(
        questions.flatMap((q) => {
          const a = (answers[q.key] ?? '').trim();
          return a ? [[q.key, a]] : [];
        }),
      );
      if (chosen.length === 0)
        await api.opportunities
          .apply(opportunityId)
          .store({ motivation: motivation.trim(), ...given });
      else {
        const body = new FormData();
        body.set('motivation', motivation.trim());
        for (const [key, value] of Object.entries(given)) body.set(key, value);
        for (const [key, file] of chosen) body.append(key, file, file.name);
        await api.opportunities.apply(opportunityId).store(body);
      }
      onApplied(fill(text.applicationSent, { title }));
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const fromServer = Object.fromEntries(
        documents.flatMap((d) => (fields?.[d.key]?.[0] ? [[d.key, fields[d.key]![0]!]] : [])),
      );
      setDocErrors(fromServer);
      const answerFromServer = Object.fromEntries(
        questions.flatMap((q) => (fields?.[q.key]?.[0] ? [[q.key, fields[q.key]![0]!]] : [])),
      );
      setAnswerErrors(answerFromServer);
      setError(
        fields?.motivation?.[0] ??
          (Object.keys(fromServer).length + Object.keys(answerFromServer).length > 0
            ? null
            : actionError(e)),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="vkm-cancel"
      aria-label={fill(text.applyForm, { title })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-why`}>{text.whyDoThis}</label>
      <textarea
        id={`${id}-why`}
        rows={3}
        maxLength={2000}
        value={motivation}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setMotivation(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {questions.map((q) => (
        <div key={q.key} className="vkm-field">
          <label htmlFor={`${id}-${q.key}`}>
            {q.label} {q.required ? text.required : text.optional}
          </label>
          <textarea
            id={`${id}-${q.key}`}
            rows={2}
            maxLength={2000}
            value={answers[q.key] ?? ''}
            aria-required={q.required ? true : undefined}
            aria-invalid={answerErrors[q.key] ? true : undefined}
            aria-describedby={answerErrors[q.key] ? `${id}-${q.key}-error` : undefined}
            onChange={(e) => {
              const value = e.target.value;
              setAnswers((a) => ({ ...a, [q.key]: value }));
              setAnswerErrors((errs) => ({ ...errs, [q.key]: '' }));
            }}
          />
          {answerErrors[q.key] ? (
            <p id={`${id}-${q.key}-error`} className="vkp-field-error">
              {answerErrors[q.key]}
            </p>
          ) : null}
        </div>
      ))}
      {documents.map((d) => (
        <div key={d.key} className="vkm-field">
          <label htmlFor={`${id}-${d.key}`}>
            {d.label} {d.required ? text.required : text.optional}: {text.documentKinds}
          </label>
          <FileInput
            id={`${id}-${d.key}`}
            ref={(el) => {
              files.current[d.key] = el;
            }}
            accept="application/pdf,image/jpeg,image/png"
            aria-invalid={docErrors[d.key] ? true : undefined}
            aria-describedby={docErrors[d.key] ? `${id}-${d.key}-error` : undefined}
            onFiles={() => setDocErrors((s) => ({ ...s, [d.key]: '' }))}
          />
          {docErrors[d.key] ? (
            <p id={`${id}-${d.key}-error`} className="vkp-field-error">
              {docErrors[d.key]}
            </p>
          ) : null}
        </div>
      ))}
      {form.status === 'error' ? <p className="vkp-field-error">{text.formNotLoaded}</p> : null}
      <div className="vkm-row">
        <button
          type="submit"
          className="vkp-button vkp-primary"
          disabled={busy || form.status === 'loading' || form.status === 'error'}
        >
          {busy ? text.sending : text.sendApplication}
        </button>
      </div>
    </form>
  );
}
