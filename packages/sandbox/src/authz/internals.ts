/**
 * Routes outside the catalogue: the sandbox's inspection routes
 * (`/api/_sandbox/logs`, `/api/_sandbox/files/{id}`, the outbox's
 * `/api/_sandbox/emails`, and `POST /api/_sandbox/run-scheduler`, which runs
 * the scheduler's jobs once), which need the sandbox's
 * administrator token (`Authorization: Bearer <adminToken>`, printed by the
 * CLI and exposed as `sandbox.adminToken`) unless the sandbox was started with
 * internals open; and uploaded files (`/api/_files/{token}`), served to a
 * signed-in user who may read the record they belong to.
 *
 * @module
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { ApiError } from '../errors.js';
import type { SandboxServices } from '../routes/types.js';
import { readBlob } from './files.js';
import { verifySession } from './guard.js';
import { mountOutbox } from '../outbox/routes.js';
import { runScheduler } from '../scheduler/scheduler.js';

/** `admin`: the administrator token is needed; `open`: anyone who can reach the port. */
export type InternalsMode = 'admin' | 'open';

const tokens = new WeakMap<object, string>();

/** Sets the administrator token of a sandbox's services. */
export function setAdminToken(services: object, token: string): void {
  tokens.set(services, token);
}

function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}

function bearer(c: Context): string {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
}

function isAdmin(c: Context, services: SandboxServices): boolean {
  const expected = Buffer.from(tokens.get(services) ?? '');
  const given = Buffer.from(bearer(c));
  return (
    expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

function download(row: { name: string; mime: string; content: Buffer }): Response {
  return new Response(new Uint8Array(row.content), {
    headers: {
      'content-type': row.mime,
      'content-disposition': `attachment; filename="${row.name.replace(/[^\w.-]/g, '_')}"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/** Adds the internal routes to the app. */
export function mountInternals(
  app: Hono<{ Bindings: HttpBindings }>,
  services: SandboxServices,
  mode: InternalsMode,
): void {
  const guard = (c: Context): Response | undefined => {
    if (mode === 'open' || isAdmin(c, services)) return undefined;
    return errorResponse(
      new ApiError(
        401,
        'admin_token_required',
        "The sandbox's inspection routes need its administrator token (Authorization: Bearer <adminToken>), or a sandbox started with --open-internals.",
      ),
    );
  };

  app.get('/api/_sandbox/logs', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    const kind = c.req.query('kind');
    const rows = (
      kind
        ? services.db.prepare('SELECT * FROM logs WHERE kind = ? ORDER BY id').all(kind)
        : services.db.prepare('SELECT * FROM logs ORDER BY id').all()
    ) as { payload: string }[];
    return c.json({ data: rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown })) });
  });

  app.get('/api/_sandbox/files/:id', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    const id = c.req.param('id');
    const row = /^\d{1,12}$/.test(id)
      ? (services.db
          .prepare('SELECT name, mime, content FROM blobs WHERE id = ?')
          .get(Number(id)) as { name: string; mime: string; content: Buffer } | undefined)
      : undefined;
    if (!row) return errorResponse(new ApiError(404, 'not_found', 'No such file.'));
    return download(row);
  });

  // Runs the scheduler's jobs once, now on the sandbox's clock (scheduler/scheduler.ts): what each sent.
  app.post('/api/_sandbox/run-scheduler', (c) => {
    const refused = guard(c);
    if (refused) return refused;
    return c.json({ data: runScheduler(services, services.tokens.now()) });
  });

  // The development outbox (GET /api/_sandbox/emails and its page), behind the same guard.
  mountOutbox(app, services, guard);

  app.get('/api/_files/:token', async (c) => {
    try {
      const token = bearer(c);
      if (!token)
        throw new ApiError(
          401,
          'unauthenticated',
          'Log in first: files are served to signed-in users.',
        );
      const session = await verifySession(services.db, services.tokens, token);
      return download(readBlob(services.db, c.req.param('token'), session.user));
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
  });
}
