/**
 * Applying to an opportunity (issue 28): `POST /opportunities/{opportunityId}/apply/`
 * by the signed-in user, with the answers of the opportunity's application
 * form, stores the application under the opportunity and, in the same
 * transaction, the applicant's own application (`/users/{id}/applications/`,
 * stage "Applied") that they follow. A second application to the same
 * opportunity while one is open is refused (409 `already_applied`). The
 * documents the form asks for (domain/applicationForm.ts) come as a form
 * upload in the same request and are stored, with the application, as its
 * documents (`/users/{id}/applications/{applicationId}/documents/`); a refused
 * document leaves nothing written.
 *
 * @module
 */
import { ApiError, notFound, validationError } from '../errors.js';
import type { Handler } from '../routes/types.js';
import { named } from '../store/collections.js';
import { etagHeaders } from './concurrency.js';
import { bodyObject, me, numParam } from './input.js';
import { documentErrors, formOf } from './applicationForm.js';
import { storeBlob } from '../authz/files.js';

/** The longest answer accepted. */
export const ANSWER_MAX = 2000;

/** `POST /opportunities/{opportunityId}/apply/`. */
export const applyToOpportunity: Handler = (ctx) => {
  const opportunityId = numParam(ctx, 'opportunityId', 'Opportunity');
  const userId = me(ctx);
  const store = ctx.services.store;
  const opportunity = store.get(named('opportunities'), {}, opportunityId);
  if (!opportunity) throw notFound(`Opportunity ${opportunityId}`);
  const body = bodyObject(ctx);
  const motivation = typeof body.motivation === 'string' ? body.motivation.trim() : '';
  if (motivation === '')
    throw validationError({
      motivation: ['Tell us why you would like to do this.'],
      ...documentErrors(formOf(opportunity), ctx.files),
    });
  const errors = documentErrors(formOf(opportunity), ctx.files);
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
    const applied_at = new Date().toISOString();
    store.insert(
      named('opportunities.apply'),
      { opportunityId: String(opportunityId) },
      { user_id: userId, motivation, applied_at },
    );
    const application = store.insert(named('users.applications'), scope, {
      opportunity_id: opportunityId,
      name: String(opportunity.display_name ?? opportunity.name ?? 'Opportunity'),
      stage: 'Applied',
      status: 'pending',
      motivation,
      applied_at,
      documents_received: ctx.files.length,
    });
    const docScope = { userId: String(userId), applicationId: String(application.id) };
    const labels = new Map(formOf(opportunity).documents.map((d) => [d.key, d.label]));
    for (const f of ctx.files)
      store.insert(named('users.applications.documents'), docScope, {
        key: f.field,
        name: labels.get(f.field) ?? f.field,
        file_name: f.name,
        mime_type: f.type,
        size: f.size,
        url: storeBlob(
          ctx.services.db,
          f,
          named('users.applications.documents'),
          docScope,
          ctx.origin,
        ).url,
        uploaded_at: applied_at,
      });
    return application;
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};
