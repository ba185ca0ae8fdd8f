/**
 * `POST /teams/{teamId}/site/contact-us` (spec 7.12): a team site's contact-us
 * message through the API, from anyone, without a bearer token (docs/security.md
 * says why). The same checks and delivery as the site's own form (site.ts), less
 * the form token (an API client has no page to take it from): rate-limited per
 * client address and per e-mail, the honeypot field, field errors (422) in the
 * language of `locale`. Answered `202 { data: { status: 'received' } }`.
 *
 * @module
 */
import { notFound } from '../errors.js';
import { clientAddress } from '../auth/security.js';
import { bodyObject } from '../domain/input.js';
import type { Handler } from '../routes/types.js';
import { contactTeam, teamSiteOf } from './site.js';

/** `POST /teams/{teamId}/site/contact-us`. */
export const contactUsRoute: Handler = (ctx) => {
  const teamId = ctx.params.teamId ?? '';
  const site = teamSiteOf(ctx.services, teamId);
  if (!site) throw notFound(`Team site ${teamId}`);
  const body = bodyObject(ctx);
  contactTeam(ctx.services, site, {
    body,
    address: clientAddress(ctx),
    lang: body.locale,
    form: false,
  });
  return { status: 202, json: { data: { status: 'received' } } };
};
