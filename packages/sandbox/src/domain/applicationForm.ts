/**
 * An opportunity's application form (issue 28, spec 7.9):
 * `GET /opportunities/{opportunityId}/application-form/` answers the
 * questions and the documents the opportunity asks for: "why", then the
 * organisation's recruitment questions its stored `application_form` names
 * (`question_ids`), and its documents; {@link answerErrors} checks the
 * answers, and
 * {@link documentErrors} checks the documents sent with an application
 * (`POST /opportunities/{id}/apply/` as a form upload, one file field per
 * document key), which domain/applyOpportunity.ts stores with the application
 * in one transaction.
 *
 * @module
 */
import { notFound, type FieldErrors } from '../errors.js';
import type { Handler, UploadedFile } from '../routes/types.js';
import { named } from '../store/collections.js';
import { opportunityVisible } from '../authz/policy.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { numParam } from './input.js';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from './myExpenses.js';

/** One document an application form asks for. */
export interface FormDocument {
  /** The upload field name. */
  key: string;
  /** What to upload, in words. */
  label: string;
  /** Whether an application needs it. */
  required: boolean;
}

/** The questions and documents of an opportunity's application form. */
export interface ApplicationForm {
  /** Questions: `motivation` ("why"), then recruitment questions keyed `question_<id>`. */
  questions: { key: string; label: string; required: boolean }[];
  /** Documents asked for. */
  documents: FormDocument[];
}

const DEFAULT_QUESTIONS = [
  { key: 'motivation', label: 'Why would you like to do this?', required: true },
];

/** The upload/body field of a recruitment question's answer. */
export const questionKey = (id: number) => `question_${id}`;

/**
 * The organisation's recruitment questions an opportunity's form asks
 * (`application_form.question_ids`, in that order; unknown ids are skipped).
 */
function questionsOf(ids: unknown, store: RecordStore | undefined): ApplicationForm['questions'] {
  if (!store || !Array.isArray(ids)) return [];
  return ids.flatMap((id: unknown) => {
    const q =
      typeof id === 'number'
        ? store.get(named('organisation.recruitment.questions'), {}, id)
        : undefined;
    return q && typeof q.question === 'string'
      ? [{ key: questionKey(q.id), label: q.question, required: q.required === true }]
      : [];
  });
}

/**
 * The application form of a stored opportunity: "why" first, then the
 * recruitment questions it asks (read from `store`), and its documents.
 */
export function formOf(opportunity: StoredRecord, store?: RecordStore): ApplicationForm {
  const raw = opportunity.application_form as
    { documents?: unknown; question_ids?: unknown } | undefined | null;
  const docs = Array.isArray(raw?.documents) ? raw.documents : [];
  const documents = docs.flatMap((d: unknown) => {
    const r = d as { key?: unknown; label?: unknown; required?: unknown } | null;
    return r && typeof r.key === 'string' && /^[a-z][a-z0-9_]{0,40}$/.test(r.key)
      ? [{ key: r.key, label: String(r.label ?? r.key), required: r.required === true }]
      : [];
  });
  return { questions: [...DEFAULT_QUESTIONS, ...questionsOf(raw?.question_ids, store)], documents };
}

/** Field errors of the documents sent with an application (empty when they are fine). */
export function documentErrors(form: ApplicationForm, files: readonly UploadedFile[]): FieldErrors {
  const errors: FieldErrors = {};
  const keys = new Set(form.documents.map((d) => d.key));
  for (const f of files) {
    if (!keys.has(f.field)) errors[f.field] = ['This form does not ask for this document.'];
    else if (!RECEIPT_TYPES.includes(f.type))
      errors[f.field] = [`${f.name} is not a PDF, JPEG or PNG file.`];
    else if (f.size > RECEIPT_MAX_BYTES)
      errors[f.field] = [`${f.name} is larger than 2 MB. Attach a smaller scan.`];
  }
  for (const d of form.documents) {
    const sent = files.filter((f) => f.field === d.key);
    if (d.required && sent.length === 0) errors[d.key] ??= [`Attach ${d.label.toLowerCase()}.`];
    if (sent.length > 1) errors[d.key] = ['Attach one file.'];
  }
  return errors;
}

/** `GET /opportunities/{opportunityId}/application-form/`. */
export const showApplicationForm: Handler = (ctx) => {
  const id = numParam(ctx, 'opportunityId', 'Opportunity');
  const opportunity = ctx.services.store.get(named('opportunities'), {}, id);
  // A draft is not shown to exist for those who may not see it (authz/policy.ts).
  if (!opportunity || !opportunityVisible(opportunity, ctx.session?.user))
    throw notFound(`Opportunity ${id}`);
  return { json: { data: formOf(opportunity, ctx.services.store) } };
};

/** The answers to the form's recruitment questions in a body, and their field errors. */
export function readAnswers(
  form: ApplicationForm,
  body: Record<string, unknown>,
  max: number,
): { answers: { key: string; question: string; answer: string }[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const answers: { key: string; question: string; answer: string }[] = [];
  for (const q of form.questions) {
    if (q.key === 'motivation') continue;
    const raw = body[q.key];
    const answer = typeof raw === 'string' ? raw.trim() : '';
    if (raw !== undefined && typeof raw !== 'string') errors[q.key] = ['Answer in words.'];
    else if (answer === '' && q.required) errors[q.key] = ['Answer this question.'];
    else if (answer.length > max) errors[q.key] = [`The maximum length is ${max}`];
    else if (answer !== '') answers.push({ key: q.key, question: q.label, answer });
  }
  return { answers, errors };
}
