/**
 * The outbox's routes (outbox/outbox.ts):
 *
 * - `GET /api/_sandbox/emails[?to=<address>][&kind=<kind>]`:
 *   `{ data: [{ id, to, to_name, subject, text, html, kind, user_id, sent_at, links }] }`,
 *   newest first;
 * - `GET /api/_sandbox/emails/{id}`: `{ data: email }`;
 * - `DELETE /api/_sandbox/emails`: empties the outbox (204);
 *
 * behind the same guard as the other inspection routes (the administrator token,
 * or none with `--open-internals`); and the page a person reads them on,
 * `/_sandbox/outbox` (no data in it: its script reads the routes above, with the
 * token given in the page's `#token=` fragment or typed into its form).
 *
 * @module
 */
import type { Context, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { SandboxServices } from '../routes/types.js';
import { getEmail, listEmails } from './outbox.js';
import { OUTBOX_PAGE_CSP, outboxCss, outboxPageHtml, outboxScript } from './page.js';

/** The path of the outbox page. */
export const OUTBOX_PAGE_PATH = '/_sandbox/outbox';

/** The outbox page's URL on a sandbox at `baseUrl`, with the administrator token when given. */
export function outboxPageUrl(baseUrl: string, adminToken?: string): string {
  const base = `${baseUrl.replace(/\/+$/, '')}${OUTBOX_PAGE_PATH}`;
  return adminToken ? `${base}#token=${encodeURIComponent(adminToken)}` : base;
}

function notFound(): Response {
  return new Response(
    JSON.stringify({ message: 'No such e-mail in the outbox.', code: 'not_found' }),
    { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } },
  );
}

/**
 * Adds the outbox's routes to the app.
 *
 * @param guard - the inspection routes' guard: a refusal to answer, or undefined to go on.
 */
export function mountOutbox(
  app: Hono<{ Bindings: HttpBindings }>,
  services: Pick<SandboxServices, 'db'>,
  guard: (c: Context) => Response | undefined,
): void {
  app.get('/api/_sandbox/emails', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    const to = c.req.query('to')?.slice(0, 320);
    const kind = c.req.query('kind')?.slice(0, 64);
    return c.json({ data: listEmails(services.db, { to, kind }) });
  });

  app.delete('/api/_sandbox/emails', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    services.db.prepare('DELETE FROM outbox').run();
    return new Response(null, { status: 204 });
  });

  app.get('/api/_sandbox/emails/:id', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    const id = c.req.param('id');
    const email = /^\d{1,12}$/.test(id) ? getEmail(services.db, Number(id)) : undefined;
    return email ? c.json({ data: email }) : notFound();
  });

  const page = (body: string, type: string, csp?: string) =>
    new Response(body, {
      headers: {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
        ...(csp ? { 'content-security-policy': csp } : {}),
      },
    });
  app.get(OUTBOX_PAGE_PATH, () => page(outboxPageHtml, 'text/html', OUTBOX_PAGE_CSP));
  app.get(`${OUTBOX_PAGE_PATH}.js`, () => page(outboxScript, 'text/javascript'));
  app.get(`${OUTBOX_PAGE_PATH}.css`, () => page(outboxCss, 'text/css'));
}
