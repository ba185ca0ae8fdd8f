/**
 * Applying to an opportunity (issue 28): `POST /opportunities/{opportunityId}/apply/`
 * by the signed-in user, with the answers of the opportunity's application
 * form, stores the application under the opportunity and, in the same
 * transaction, the staff pipeline's application (`/applications/`, what the
 * recruitment board shows) with the applicant's own copy of it
 * (`/users/{id}/applications/`, domain/applicationCopy.ts) that they follow,
 * at the first stage of the opportunity's recruitment category (the
 * organisation's first category with stages when the opportunity names
 * none, so that the board shows it), else
 * "Applied", with the answers to the form's recruitment
 * questions (a required one left empty is refused beside its field); a
 * minor's application also asks for parental consent. A second application to the same
 * opportunity while one is open is refused (409 `already_applied`). The
 * documents the form asks for (domain/applicationForm.ts) come as a form
 * upload in the same request and are stored, with the application, as its
 * documents (`/users/{id}/applications/{applicationId}/documents/`); a refused
 * document leaves nothing written.
 *
 * @module
 */
import { ApiError, notFound, validationError } from '../errors.js';
import type { Handler, SandboxServices, UploadedFile } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { opportunityVisible } from '../authz/policy.js';
import { etagHeaders } from './concurrency.js';
import { bodyObject, me, numParam } from './input.js';
import { documentErrors, formOf, readAnswers, type ApplicationForm } from './applicationForm.js';
import { categoryStages } from './recruitment.js';
import { APPLICATIONS, storeCopy } from './applicationCopy.js';
import { mirrorOwnWrite } from './applicationRecords.js';
import { isMinor } from '../authz/guardianship.js';
import { storeBlob } from '../authz/files.js';
import { askGuardians } from './consentNotices.js';

/** The longest answer accepted. */
export const ANSWER_MAX = 2000;

/** What {@link fileApplication} files. */
export interface ApplicationFiling {
  /** The opportunity applied to (an opportunity or a residential advert). */
  opportunity: StoredRecord;
  /** Its application form. */
  form: ApplicationForm;
  /** The applicant's user id. */
  applicantId: number;
  /** "Why", trimmed. */
  motivation: string;
  /** The answers to the form's recruitment questions. */
  answers: { key: string; question: string; answer: string }[];
  /** The documents (already checked by `documentErrors`). */
  files: readonly UploadedFile[];
  /** The sandbox's origin, for the documents' links. */
  origin: string;
  /** Extra fields of the pipeline record (e.g. `source`). */
  extra?: Record<string, unknown>;
}

/**
 * Files an application (call it inside a transaction): the pipeline's record
 * at the first stage of the opportunity's recruitment category (the
 * organisation's first category with stages when it names none), the
 * applicant's own copy, a parental consent request when the applicant is a
 * minor, and the documents. Answers the applicant's copy.
 */
export function fileApplication(
  services: SandboxServices,
  filing: ApplicationFiling,
): StoredRecord {
  const { opportunity, form, motivation, answers, files, origin } = filing;
  const store = services.store;
  const userId = filing.applicantId;
  const applicant = store.get(named('users'), {}, userId);
  const ctx = { services };
  const categoryId = Number(
    opportunity.recruitment_category_id ??
      store
        .all(named('organisation.recruitment.categories'))
        .find((c) => categoryStages(ctx, c.id).length > 0)?.id,
  );
  const stages = Number.isInteger(categoryId) ? categoryStages(ctx, categoryId) : [];
  const applied_at = new Date().toISOString();
  store.insert(
    named('opportunities.apply'),
    { opportunityId: String(opportunity.id) },
    { user_id: userId, motivation, applied_at },
  );
  const stage = stages[0] ?? 'Applied';
  const pipeline = store.insert(
    APPLICATIONS,
    {},
    {
      user_id: userId,
      opportunity_id: opportunity.id,
      name: String(opportunity.display_name ?? opportunity.name ?? 'Opportunity'),
      ...(stages.length > 0 ? { category_id: categoryId } : {}),
      ...(opportunity.team_id !== undefined ? { team_id: opportunity.team_id } : {}),
      stage,
      status: 'pending',
      motivation,
      answers,
      applied_at,
      documents_received: files.length,
      history: [{ action: 'stage', from: null, to: stage, at: applied_at, user_id: userId }],
      ...filing.extra,
    },
  );
  const application = storeCopy(store, pipeline, {
    motivation,
    answers,
    documents_received: files.length,
  });
  if (!application) throw notFound(`User ${userId}`);
  const docScope = { userId: String(userId), applicationId: String(application.id) };
  // A minor's application waits for a guardian's consent (authz/guardianship.ts);
  // the guardians are told, and the consent names who was asked.
  if (applicant && isMinor(applicant, store)) {
    const asked = askGuardians(services, userId, String(application.name ?? 'an opportunity'));
    const consent = store.insert(named('users.applications.parentalConsent'), docScope, {
      status: 'requested',
      requested_at: applied_at,
      requested_of: asked,
    });
    mirrorOwnWrite(services.db, named('users.applications.parentalConsent'), consent);
  }
  const labels = new Map(form.documents.map((d) => [d.key, d.label]));
  for (const f of files)
    store.insert(named('users.applications.documents'), docScope, {
      key: f.field,
      name: labels.get(f.field) ?? f.field,
      file_name: f.name,
      mime_type: f.type,
      size: f.size,
      url: storeBlob(services.db, f, named('users.applications.documents'), docScope, origin).url,
      uploaded_at: applied_at,
    });
  return application;
}

/** `POST /opportunities/{opportunityId}/apply/`. */
export const applyToOpportunity: Handler = (ctx) => {
  const opportunityId = numParam(ctx, 'opportunityId', 'Opportunity');
  const userId = me(ctx);
  const store = ctx.services.store;
  const opportunity = store.get(named('opportunities'), {}, opportunityId);
  // A draft is not shown to exist for those who may not see it (authz/policy.ts).
  if (!opportunity || !opportunityVisible(opportunity, ctx.session?.user))
    throw notFound(`Opportunity ${opportunityId}`);
  const body = bodyObject(ctx);
  const form = formOf(opportunity, store);
  const motivation = typeof body.motivation === 'string' ? body.motivation.trim() : '';
  const { answers, errors: answerErrors } = readAnswers(form, body, ANSWER_MAX);
  const errors = { ...documentErrors(form, ctx.files), ...answerErrors };
  if (motivation === '') errors.motivation = ['Tell us why you would like to do this.'];
  if (motivation.length > ANSWER_MAX) errors.motivation = [`The maximum length is ${ANSWER_MAX}`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const scope = { userId: String(userId) };
  const record = ctx.services.db.transaction(() => {
    const open = store
      .all(named('users.applications'), scope)
      .find((a) => Number(a.opportunity_id) === opportunityId && a.status === 'pending');
    if (open)
      throw new ApiError(409, 'already_applied', 'You have already applied to this opportunity.', {
        extra: { data: open },
      });
    return fileApplication(ctx.services, {
      opportunity,
      form,
      applicantId: userId,
      motivation,
      answers,
      files: ctx.files,
      origin: ctx.origin,
    });
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};
