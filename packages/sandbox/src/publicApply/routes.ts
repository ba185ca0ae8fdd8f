/**
 * The two API routes of an application with or without an account (spec 7.9):
 * `GET /opportunities/{opportunityId}/application-form/` and
 * `POST /opportunities/{opportunityId}/apply/`. A signed-in caller gets what
 * domain/applicationForm.ts and domain/applyOpportunity.ts answer; a visitor
 * (no session) reaches only published opportunities and applies as
 * publicApply/apply.ts describes, answered `202` with the same body whatever
 * happened.
 *
 * @module
 */
import { notFound } from '../errors.js';
import { clientAddress } from '../auth/security.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { showRecord } from '../routes/resources.js';
import { showApplicationForm } from '../domain/applicationForm.js';
import { applyToOpportunity } from '../domain/applyOpportunity.js';
import { allow, bodyObject, numParam } from '../domain/input.js';
import { applyAsVisitor, organisationName, visitorForm, visitorOpportunity } from './apply.js';
import { sendVisitorEmails } from './emails.js';
import { applyTextOf, fillText } from './text.js';

function opportunityOf(ctx: RequestCtx) {
  const id = numParam(ctx, 'opportunityId', 'Opportunity');
  const opportunity = visitorOpportunity(ctx.services.store, id);
  if (!opportunity) throw notFound(`Opportunity ${id}`);
  return opportunity;
}

/** `GET /opportunities/{opportunityId}/application-form/`. */
export const applicationFormRoute: Handler = (ctx) => {
  if (ctx.session) {
    allow(ctx, 'view-opportunities');
    return showApplicationForm(ctx);
  }
  return { json: { data: visitorForm(ctx.services, opportunityOf(ctx)) } };
};

/**
 * `GET /opportunities/{opportunityId}/application-form/{id}`: a stored record
 * for a signed-in caller with 'view-opportunities'; nothing for a visitor.
 */
export const applicationFormShowRoute: Handler = (ctx) => {
  if (!ctx.session) throw notFound('Application form');
  allow(ctx, 'view-opportunities');
  return showRecord(ctx);
};

/** `POST /opportunities/{opportunityId}/apply/`. */
export const applyRoute: Handler = (ctx) => {
  if (ctx.session) return applyToOpportunity(ctx);
  const opportunity = opportunityOf(ctx);
  const body = bodyObject(ctx);
  applyAsVisitor(
    ctx.services,
    { opportunity, body, files: ctx.files, address: clientAddress(ctx), origin: ctx.origin },
    (outcome, value) => sendVisitorEmails(ctx.services, opportunity, outcome, value),
  );
  const t = applyTextOf(body.locale);
  const title = String(opportunity.display_name ?? '');
  return {
    status: 202,
    json: {
      data: { status: 'received' },
      message: fillText(t.sentBody, { title, organisation: organisationName(ctx.services.store) }),
    },
  };
};
