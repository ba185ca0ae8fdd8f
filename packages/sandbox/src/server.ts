/**
 * The HTTP application: security headers, CORS, chaos, authentication, body
 * parsing and dispatch of every catalogue route to its handler.
 *
 * @module
 */
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { ApiError } from './errors.js';
import type { ChaosDecision } from './chaos.js';
import { setClientAddress, setSecuritySettings, type SecuritySettings } from './auth/security.js';
import { guardRequest } from './authz/guard.js';
import { checkTeamScope } from './authz/teamScope.js';
import { mountInternals, setAdminToken, type InternalsMode } from './authz/internals.js';
import { Router, type RouteTarget } from './routes/match.js';
import { handlerFor } from './routes/registry.js';
import { recordRecentAction } from './domain/recentActions.js';
import type { Reply, RequestCtx, SandboxServices } from './routes/types.js';
import { logoSvg, opportunitySvg } from './seed/svg.js';
import { OPPORTUNITY_PAGE_CSP, renderOpportunityPage } from './publicPage/route.js';
import { APPLY_PAGE_CSP, postApplyPage, showApplyPage } from './publicApply/page.js';
import { FAVICON_HEADERS, FAVICON_SVG } from './publicPage/favicon.js';
import { postTeamSitePage, showTeamSitePage, TEAM_SITE_PAGE_CSP } from './teamSite/page.js';
import { createIdempotencyStore } from './idempotency.js';
import { mountCalendarFeed } from './calendar/feed.js';

/** Settings of the application. */
export interface AppOptions {
  catalogue: readonly CatalogueEntry[];
  services: Omit<SandboxServices, 'router'>;
  /** Origins allowed to call authenticated routes from a browser. */
  corsOrigins: readonly string[];
  /** Chaos decision per request, if chaos mode is on. */
  chaos?: () => ChaosDecision;
  /**
   * Who may read `/api/_sandbox/*` (logs, files by id): an administrator's token
   * (`admin`), or anyone on the loopback (`open`, the CLI's `--open-internals`).
   * @default 'admin'
   */
  internals?: InternalsMode;
  /** The administrator token of the inspection routes. */
  adminToken?: string;
  /** Take the client address from the last `X-Forwarded-For` entry. */
  trustProxy?: boolean;
  /** The configured public base URL (the origin of stored links; never the Host header). */
  publicUrl?: () => string;
  /** Attempt limits and the code pepper. */
  security?: SecuritySettings;
}

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/** True when the target is a public operation of the catalogue. */
export function isPublicTarget(target: RouteTarget): boolean {
  if (!target.entry.public) return false;
  if (target.kind === 'call') return true;
  const ops = target.entry.publicOperations;
  return !ops || ops.includes(target.operation);
}

function errorResponse(error: ApiError, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers, ...headers },
  });
}

function replyResponse(reply: Reply): Response {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers });
  }
  if (reply.text !== undefined) {
    headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
    return new Response(reply.text, { status: reply.status ?? 200, headers });
  }
  if (reply.bytes !== undefined) {
    headers['content-type'] = reply.contentType ?? 'application/octet-stream';
    return new Response(Buffer.from(reply.bytes), { status: reply.status ?? 200, headers });
  }
  return new Response(null, { status: reply.status ?? 204, headers });
}

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds the Hono application. */
export function createApp(options: AppOptions): {
  app: Hono<{ Bindings: HttpBindings }>;
  router: Router;
} {
  const router = new Router(options.catalogue);
  const services: SandboxServices = { ...options.services, router };
  if (options.security) setSecuritySettings(services, options.security);
  if (options.adminToken) setAdminToken(services, options.adminToken);
  const allowed = new Set(options.corsOrigins);
  const idempotency = createIdempotencyStore();
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('referrer-policy', 'no-referrer');
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', JSON_CSP);
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  const corsHeaders = (c: Context, publicRoute: boolean): Record<string, string> => {
    const origin = c.req.header('origin');
    if (publicRoute)
      return {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'content-disposition, etag',
      };
    if (origin && allowed.has(origin)) {
      return {
        'access-control-allow-origin': origin,
        vary: 'Origin',
        'access-control-expose-headers': 'content-disposition, etag',
      };
    }
    return { vary: 'Origin' };
  };

  // Images served by the sandbox (any origin may load them).
  app.get('/api/_media/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const m = /^(\d{1,12})(?:-([a-z]+))?\.svg$/i.exec(c.req.param('file'));
    if (!m || (kind !== 'opportunities' && kind !== 'partners')) {
      return errorResponse(new ApiError(404, 'not_found', 'No such image.'));
    }
    const id = Number(m[1]);
    const svg =
      kind === 'partners'
        ? logoSvg(id, m[2] ?? 'VK')
        : m[2] === 'thumb'
          ? opportunitySvg(id, 400, 250)
          : opportunitySvg(id);
    return new Response(svg, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });

  // Inspection of the sandbox and uploaded files (no CORS: web pages cannot read them).
  mountInternals(app, services, options.internals ?? 'admin');

  // A volunteer's live calendar feed: no session, the secret token in the path (calendar/feed.ts).
  mountCalendarFeed(app, services);

  // The public page an opportunity's public_url points at (published adverts only).
  app.get('/opportunities/:slug', (c) => {
    const url = new URL(c.req.url);
    const html = renderOpportunityPage(services, {
      slug: c.req.param('slug'),
      origin: url.origin,
      back: url.searchParams.get('back'),
      lang: url.searchParams.get('lang'),
      referer: c.req.header('referer'),
      allowedOrigins: allowed,
    });
    if (html === undefined)
      return errorResponse(new ApiError(404, 'not_found', 'No such opportunity.'));
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': OPPORTUNITY_PAGE_CSP,
      },
    });
  });

  // A visitor's online application to a published advert (publicApply/page.ts).
  const applyRequest = (c: Context) => {
    const url = new URL(c.req.url);
    return {
      slug: c.req.param('slug') ?? '',
      lang: url.searchParams.get('lang'),
      back: url.searchParams.get('back'),
      origin: url.origin,
      allowedOrigins: allowed,
    };
  };
  const applyHtml = (html: string | undefined, status = 200) =>
    html === undefined
      ? errorResponse(new ApiError(404, 'not_found', 'No such opportunity.'))
      : new Response(html, {
          status,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': APPLY_PAGE_CSP,
          },
        });
  app.get('/opportunities/:slug/apply', (c) => applyHtml(showApplyPage(services, applyRequest(c))));
  app.get('/opportunities/:slug/apply/sent', (c) =>
    applyHtml(showApplyPage(services, applyRequest(c), true)),
  );
  app.post('/opportunities/:slug/apply', async (c) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
      : undefined;
    const reply = await postApplyPage(services, {
      ...applyRequest(c),
      address: forwarded || (c.env?.incoming?.socket?.remoteAddress ?? 'unknown'),
      body: c.req.raw,
    });
    if (reply?.location)
      return new Response(null, { status: reply.status, headers: { location: reply.location } });
    return applyHtml(reply?.html, reply?.status);
  });

  // A team's public site and its contact-us form (teamSite/page.ts).
  const teamSiteHtml = (html: string | undefined, status = 200) =>
    html === undefined
      ? errorResponse(new ApiError(404, 'not_found', 'No such team site.'))
      : new Response(html, {
          status,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': TEAM_SITE_PAGE_CSP,
          },
        });
  const teamSiteRequest = (c: Context) => ({
    teamId: c.req.param('teamId') ?? '',
    lang: new URL(c.req.url).searchParams.get('lang'),
  });
  app.get('/team-sites/:teamId', (c) =>
    teamSiteHtml(showTeamSitePage(services, teamSiteRequest(c))),
  );
  app.get('/team-sites/:teamId/sent', (c) =>
    teamSiteHtml(showTeamSitePage(services, { ...teamSiteRequest(c), sent: true })),
  );
  app.post('/team-sites/:teamId', async (c) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
      : undefined;
    const reply = await postTeamSitePage(services, {
      ...teamSiteRequest(c),
      address: forwarded || (c.env?.incoming?.socket?.remoteAddress ?? 'unknown'),
      body: c.req.raw,
    });
    if (reply?.location)
      return new Response(null, { status: reply.status, headers: { location: reply.location } });
    return teamSiteHtml(reply?.html, reply?.status);
  });

  // The sandbox's icon, for its pages and for browsers that ask for /favicon.ico.
  for (const path of ['/favicon.ico', '/favicon.svg'])
    app.get(path, () => new Response(FAVICON_SVG, { headers: FAVICON_HEADERS }));

  app.get('/', (c) =>
    c.json({ name: 'VolunteerKit sandbox', api: `${new URL(c.req.url).origin}/api/` }),
  );

  app.options('/api/*', (c) => {
    const method = (c.req.header('access-control-request-method') ?? 'GET').toUpperCase();
    const match = router.match(method, c.req.path.slice(4));
    const publicRoute = match.ok && isPublicTarget(match.target);
    const cors = corsHeaders(c, publicRoute);
    if (!cors['access-control-allow-origin']) {
      return errorResponse(
        new ApiError(403, 'cors_forbidden', 'This origin may not call this route.'),
        cors,
      );
    }
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers':
          'Authorization, Content-Type, Accept, X-Requested-With, If-Match, Idempotency-Key',
        'access-control-max-age': '600',
      },
    });
  });

  app.all('/api/*', async (c) => {
    const path = c.req.path.slice(4) || '/';
    const match = router.match(c.req.method, path);
    const publicRoute = match.ok && isPublicTarget(match.target);
    const cors = corsHeaders(c, publicRoute);
    const send = (res: Response) => {
      for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
      return res;
    };

    let decision: ChaosDecision | undefined;
    if (options.chaos) {
      decision = options.chaos();
      if (decision.delayMs > 0) await sleep(decision.delayMs);
      if (decision.fault === 'drop') {
        c.env?.incoming?.socket?.destroy();
        return new Response(null, { status: 500 });
      }
      if (decision.fault === 'error503') {
        return send(
          errorResponse(
            new ApiError(503, 'service_unavailable', 'Chaos mode: the service is unavailable.'),
            { 'retry-after': '1' },
          ),
        );
      }
      if (decision.fault === 'error500') {
        return send(
          errorResponse(new ApiError(500, 'internal_error', 'Chaos mode: internal error.')),
        );
      }
    }

    try {
      if (!match.ok) {
        if (match.status === 405) {
          throw new ApiError(
            405,
            'method_not_allowed',
            `${c.req.method} is not allowed on ${path}.`,
            {
              headers: { allow: match.allow.join(', ') },
              extra: { allowed_methods: match.allow },
            },
          );
        }
        throw new ApiError(404, 'route_not_found', `No API route matches ${path}.`);
      }
      const token = bearer(c);
      const query = new URL(c.req.url).searchParams;
      const { session, body, files, grant } = await guardRequest({
        db: services.db,
        tokens: services.tokens,
        request: c.req.raw,
        target: match.target,
        params: match.params,
        token,
        publicAccess: publicRoute && query.get('public_search') === 'true',
      });
      const ctx: RequestCtx = {
        method: c.req.method,
        path,
        params: match.params,
        query,
        body,
        files,
        session,
        grant,
        token,
        ifMatch: c.req.header('if-match'),
        origin: options.publicUrl?.() ?? 'http://127.0.0.1',
        route: match.route,
        target: match.target,
        services,
      };
      const forwarded = options.trustProxy
        ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim()
        : undefined;
      setClientAddress(ctx, forwarded || (c.env?.incoming?.socket?.remoteAddress ?? 'unknown'));
      checkTeamScope(ctx);
      const run = async (): Promise<Response> => {
        const reply = await handlerFor(ctx)(ctx);
        recordRecentAction(ctx, reply);
        if (decision?.fault === 'malformed' && reply.json !== undefined) {
          const text = JSON.stringify(reply.json);
          return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
            status: reply.status ?? 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          });
        }
        return replyResponse(reply);
      };
      // A POST with an Idempotency-Key runs once; a repeat gets the kept answer.
      const idempotencyKey =
        c.req.method === 'POST' ? c.req.header('idempotency-key')?.trim() : undefined;
      if (idempotencyKey === undefined) return send(await run());
      return send(
        await idempotency.run(
          {
            key: idempotencyKey,
            caller: token ?? 'anonymous',
            path,
            body: { body, files: files.map((f) => [f.name, f.size]) },
          },
          run,
        ),
      );
    } catch (error) {
      if (error instanceof ApiError) return send(errorResponse(error));
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[sandbox] ${c.req.method} ${path}: ${message}`);
      return send(
        errorResponse(
          new ApiError(500, 'internal_error', 'The sandbox failed to handle this request.'),
        ),
      );
    }
  });

  app.notFound((c) =>
    errorResponse(
      new ApiError(404, 'route_not_found', `Nothing at ${c.req.path}; the API is under /api/.`),
    ),
  );
  return { app, router };
}
