/**
 * The transport: one `request()` for every call, on ofetch. Sets the headers (spec 7.1),
 * serialises the query, tracks in-flight calls per URL for cancellation, applies the
 * 401 refresh rule and the 503 rule (spec 8), parses bodies and turns every failure
 * into a typed error.
 *
 * @module
 */
import { createFetch } from 'ofetch';
import { getWindow } from '../env.js';
import {
  AbortError,
  ApiError,
  PreconditionFailedError,
  NetworkError,
  ResponseParseError,
  TimeoutError,
  type VolunteerKitError,
} from '../errors/errors.js';
import type { Session } from '../session/session.js';
import type { GlobalErrorHandler, GlobalErrorReason, ResolvedClientOptions } from './options.js';
import { withQuery } from './query.js';
import type { RefreshCoordinator } from './refresh.js';
import type { HttpClient, RequestContext, RequestHooks, RequestOptions } from './types.js';

/** Internal flags for calls the client makes itself. */
export interface InternalRequestFlags {
  /** Never refresh on 401 (the refresh call itself). */
  noRefresh?: boolean;
  /** Never call the global handler (the refresh call reports through the coordinator). */
  noGlobalHandler?: boolean;
}

/** Everything the transport is built from. */
export interface TransportConfig {
  options: ResolvedClientOptions;
  session: Session;
  hooks?: RequestHooks | undefined;
  headers?: Record<string, string> | undefined;
  fetch?: typeof fetch | undefined;
  onError?: GlobalErrorHandler | undefined;
  /** Set after construction (the coordinator sends its call through this transport). */
  refresh?: RefreshCoordinator;
}

/** The transport plus the internal entry point used by the client's own calls. */
export interface Transport extends HttpClient {
  send<T>(options: RequestOptions, flags?: InternalRequestFlags): Promise<T>;
  /** Calls the global error handler safely. */
  reportGlobal(error: VolunteerKitError, reason: GlobalErrorReason, request: RequestContext): void;
  /** Whether the 401 refresh rule applies to the base URL's host (not `app.`). */
  refreshAllowedForHost(): boolean;
}

/** One call in flight: what cancel() matches on, and how to abort it. */
interface InFlight {
  url: string;
  path: string;
  abort(reason?: unknown): void;
}

/** Abort state of one call (across its attempts and a wait for a refresh). */
interface CallState {
  aborted: boolean;
  reason: unknown;
  /** The controller of the attempt in flight. */
  attempt: AbortController | undefined;
  /** Called on abort while the call waits for a refresh. */
  onAbort: (() => void) | undefined;
}

const REDACTED = 'Bearer [redacted]';
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;
let sequence = 0;
const idPrefix = Math.random().toString(36).slice(2, 8);

function isRawBody(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

const CANONICAL: Record<string, string> = {
  accept: 'Accept',
  'content-type': 'Content-Type',
  authorization: 'Authorization',
};

/**
 * Adds extra headers: Accept and Content-Type are overridden case-insensitively (never
 * duplicated); Authorization always comes from the session, so a given one is ignored.
 */
function mergeHeaders(target: Record<string, string>, extra: Record<string, string> | undefined) {
  if (!extra) return;
  for (const [name, value] of Object.entries(extra)) {
    const canonical = CANONICAL[name.toLowerCase()];
    if (canonical === 'Authorization') continue;
    target[canonical ?? name] = value;
  }
}

function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false };
  }
}

function stripQuery(url: string): string {
  const i = url.search(/[?#]/);
  return i === -1 ? url : url.slice(0, i);
}

/** Creates the transport of one client. */
export function createTransport(config: TransportConfig): Transport {
  const { options, session } = config;
  const userFetch = config.fetch;
  const $fetch = createFetch({
    fetch: userFetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const inFlight = new Set<InFlight>();
  const absoluteBase = ABSOLUTE.test(options.baseURL) ? options.baseURL : undefined;

  const resolveBase = (): string => {
    if (absoluteBase) return absoluteBase;
    const href = getWindow()?.location?.href;
    if (!href) return options.baseURL;
    try {
      return new URL(options.baseURL, href).href;
    } catch {
      return options.baseURL;
    }
  };

  const pathnameOf = (url: string): string => {
    try {
      return new URL(url, 'http://localhost').pathname;
    } catch {
      return url;
    }
  };

  const reportGlobal: Transport['reportGlobal'] = (error, reason, request) => {
    if (!config.onError) return;
    try {
      config.onError(error, { reason, request });
    } catch (handlerError) {
      console.error('[volunteerkit] the global error handler threw', handlerError);
    }
  };

  const refreshAllowedForHost = (): boolean => {
    try {
      const host = new URL(resolveBase(), 'http://localhost').hostname;
      return !host.toLowerCase().startsWith('app.');
    } catch {
      return true;
    }
  };

  const runHooks = async <K extends keyof RequestHooks>(
    name: K,
    perCall: RequestHooks | undefined,
    context: Parameters<NonNullable<RequestHooks[K]>>[0],
  ): Promise<void> => {
    const g = config.hooks?.[name] as ((c: typeof context) => void | Promise<void>) | undefined;
    if (g) await g(context);
    const p = perCall?.[name] as ((c: typeof context) => void | Promise<void>) | undefined;
    if (p) await p(context);
  };

  async function send<T>(request: RequestOptions, flags: InternalRequestFlags = {}): Promise<T> {
    const method = request.method;
    const path = request.path.replace(/^\/+/, '');
    const base = resolveBase();
    const url = base + path;
    const requestId = `${idPrefix}-${(sequence += 1)}`;
    const info = { method, url, requestId };
    const isPublic = request.public === true;
    const kind = request.response ?? 'json';
    const timeout = request.timeout ?? options.timeout;

    const hasRequestHooks = Boolean(config.hooks?.onRequest || request.hooks?.onRequest);
    // One AbortController per attempt; the call's own abort state is a plain object
    // (cheaper than a second, linked controller on every request).
    const call: CallState = {
      aborted: false,
      reason: undefined,
      attempt: undefined,
      onAbort: undefined,
    };
    const abortCall = (reason?: unknown): void => {
      if (call.aborted) return;
      call.aborted = true;
      call.reason = reason;
      call.attempt?.abort(reason);
      call.onAbort?.();
    };
    const entry: InFlight = { url: stripQuery(url), path: stripQuery(path), abort: abortCall };
    const callerSignal = request.signal;
    const onCallerAbort = () => abortCall(callerSignal?.reason);
    if (callerSignal?.aborted) throw new AbortError(info, callerSignal.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    inFlight.add(entry);

    let context: RequestContext | undefined;
    try {
      let retried = false;
      for (;;) {
        const token = isPublic ? null : session.token || null;
        const sentGeneration = config.refresh?.generation ?? 0;
        const body = method === 'GET' ? undefined : request.body;
        const headers: Record<string, string> = { Accept: options.accept };
        if (body === undefined || !isRawBody(body) || typeof body === 'string') {
          headers['Content-Type'] = 'application/json';
        }
        mergeHeaders(headers, config.headers);
        mergeHeaders(headers, request.headers);
        if (token) headers.Authorization = REDACTED;
        context = {
          method,
          path,
          url,
          query: isPublic ? { ...request.query, public_search: true } : { ...request.query },
          headers,
          requestId,
          ...(request.template === undefined ? {} : { template: request.template }),
        };
        if (hasRequestHooks) await runHooks('onRequest', request.hooks, context);
        if (call.aborted) throw new AbortError(info, call.reason);

        const sendHeaders: Record<string, string> = { ...context.headers };
        if (sendHeaders.Authorization === REDACTED) {
          if (token) sendHeaders.Authorization = `Bearer ${token}`;
          else delete sendHeaders.Authorization;
        }
        const target = withQuery(url, context.query);

        // One attempt: its own controller, aborted by the call or by the timeout.
        const attempt = new AbortController();
        call.attempt = attempt;
        let timedOut = false;
        const timer =
          timeout > 0
            ? setTimeout(() => {
                timedOut = true;
                attempt.abort();
              }, timeout)
            : undefined;

        let response: Response & { _data?: unknown };
        try {
          response = await $fetch.raw(target, {
            method,
            headers: sendHeaders,
            body:
              body === undefined
                ? undefined
                : isRawBody(body)
                  ? (body as BodyInit)
                  : JSON.stringify(body),
            signal: attempt.signal,
            ...(request.keepalive ? { keepalive: true } : {}),
            retry: false,
            ignoreResponseError: true,
            responseType: kind === 'binary' ? 'blob' : 'text',
          });
        } catch (error) {
          if (timedOut) throw new TimeoutError(info, timeout);
          if (call.aborted) throw new AbortError(info, call.reason);
          throw new NetworkError(info, (error as { cause?: unknown }).cause ?? error);
        } finally {
          if (timer !== undefined) clearTimeout(timer);
          call.attempt = undefined;
        }

        if (config.hooks?.onResponse || request.hooks?.onResponse) {
          await runHooks('onResponse', request.hooks, { ...context, response });
        }
        const status = response.status;

        if (
          status === 401 &&
          !retried &&
          token !== null &&
          !flags.noRefresh &&
          config.refresh &&
          refreshAllowedForHost()
        ) {
          retried = true;
          const outcome = await raceAbort(
            config.refresh.afterUnauthorized(token, sentGeneration),
            call,
            info,
          );
          if (outcome.retry) continue;
          throw errorFor(response, info, outcome.error);
        }

        if (status < 200 || status >= 300) {
          const error = errorFor(response, info);
          if (status === 503 && !retried && !flags.noGlobalHandler) {
            reportGlobal(error, 'service-unavailable', context);
          }
          throw error;
        }

        const raw = response._data;
        if (kind === 'binary') return (raw ?? null) as T;
        if (raw === undefined || raw === null) return (kind === 'text' ? '' : null) as T;
        if (kind === 'text') return raw as T;
        const parsed = parseJsonText(String(raw));
        if (!parsed.ok) {
          throw new ResponseParseError({
            ...info,
            status,
            statusText: response.statusText,
            body: raw,
            headers: response.headers,
          });
        }
        return parsed.value as T;
      }
    } catch (error) {
      if (context && (config.hooks?.onError || request.hooks?.onError)) {
        try {
          await runHooks('onError', request.hooks, { ...context, error });
        } catch {
          // The original error is what the caller needs.
        }
      }
      throw error;
    } finally {
      inFlight.delete(entry);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function errorFor(
    response: Response & { _data?: unknown },
    info: { method: RequestOptions['method']; url: string; requestId: string },
    cause?: unknown,
  ): ApiError {
    const raw = response._data;
    let body: unknown = null;
    if (typeof raw === 'string') {
      const parsed = parseJsonText(raw);
      body = parsed.ok ? parsed.value : raw;
    } else if (raw !== undefined) {
      body = raw;
    }
    const options = {
      ...info,
      status: response.status,
      statusText: response.statusText,
      body,
      headers: response.headers,
      cause,
    };
    return response.status === 412 ? new PreconditionFailedError(options) : new ApiError(options);
  }

  const matches = (entry: InFlight, prefix: string): boolean => {
    if (ABSOLUTE.test(prefix)) return entry.url.startsWith(prefix);
    if (prefix.startsWith('/') && pathnameOf(entry.url).startsWith(prefix)) return true;
    return entry.path.startsWith(prefix.replace(/^\/+/, ''));
  };

  return {
    request: <T = unknown>(request: RequestOptions) => send<T>(request),
    send,
    cancel(url: string) {
      const prefix = stripQuery(url);
      for (const entry of [...inFlight]) {
        if (matches(entry, prefix)) entry.abort();
      }
    },
    cancelAll() {
      for (const entry of [...inFlight]) entry.abort();
    },
    reportGlobal,
    refreshAllowedForHost,
  };
}

function raceAbort<T>(
  promise: Promise<T>,
  call: CallState,
  info: { method: RequestOptions['method']; url: string; requestId: string },
): Promise<T> {
  if (call.aborted) return Promise.reject(new AbortError(info, call.reason));
  return new Promise<T>((resolve, reject) => {
    call.onAbort = () => reject(new AbortError(info, call.reason));
    promise.then(
      (value) => {
        call.onAbort = undefined;
        resolve(value);
      },
      (error: unknown) => {
        call.onAbort = undefined;
        reject(error);
      },
    );
  });
}
