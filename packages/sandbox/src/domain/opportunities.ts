/**
 * Reading opportunities (`/opportunities/`, list and show) as the policy
 * allows (authz/policy.ts, {@link opportunityVisible}): a draft
 * (`published: false`) is listed and shown only to those who may edit
 * opportunities; for anyone else it does not exist (404), whichever way they
 * ask (list, show, its application form, apply).
 *
 * @module
 */
import { opportunityVisible, DRAFT_READERS } from '../authz/policy.js';
import { notFound } from '../errors.js';
import { listRecords, showRecord } from '../routes/resources.js';
import type { Handler } from '../routes/types.js';

/** `GET /opportunities/`: drafts left out for those who may not see them. */
export const listOpportunities: Handler = (ctx) => {
  const held = ctx.session?.user.permissions ?? [];
  if (DRAFT_READERS.some((p) => held.includes(p))) return listRecords(ctx);
  return listRecords({
    ...ctx,
    narrow: [...(ctx.narrow ?? []), { field: 'published', op: 'isnot', value: 'false' }],
  });
};

/** `GET /opportunities/{id}`: 404 for a draft the caller may not see. */
export const showOpportunity: Handler = async (ctx) => {
  const reply = await showRecord(ctx);
  const data = (reply.json as { data?: Record<string, unknown> } | undefined)?.data;
  if (data && !opportunityVisible(data, ctx.session?.user))
    throw notFound(`Record ${String(data.id)}`);
  return reply;
};
