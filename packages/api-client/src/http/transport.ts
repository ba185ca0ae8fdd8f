/**
 * The transport: one `request()` for every call, on ofetch. Sets the headers (spec 7.1),
 * serialises the query, tracks in-flight calls per URL for cancellation, applies the
 * 401 refresh rule and the 503 rule (spec 8), parses bodies and turns every failure
 * into a typed error. Each of those steps is a named phase in `pipeline.ts`; `send()`
 * below only puts them in order.
 *
 * @module
 */
import { createFetch } from 'ofetch';
import { getWindow } from '../env.js';
import { AbortError, type VolunteerKitError } from '../errors/errors.js';
import type { Session } from '../session/session.js';
import type { GlobalErrorHandler, GlobalErrorReason, ResolvedClientOptions } from './options.js';
import {
  abortCall,
  authorizeHeaders,
  buildContext,
  buildHeaders,
  createCallState,
  doFetch,
  handleAuthRefresh,
  handleStatus,
  hasHook,
  parseResponse,
  runHooks,
  sleep,
  stripQuery,
  withAbortAndTimeout,
  type CallInfo,
} from './pipeline.js';
import { withQuery } from './query.js';
import type { RefreshCoordinator } from './refresh.js';
import { resolveRetry, retryWait } from './retry.js';
import type { HttpClient, RequestContext, RequestHooks, RequestOptions } from './types.js';

/** Internal flags for calls the client makes itself. */
export interface InternalRequestFlags {
  /** Never refresh on 401 (the refresh call itself). */
  noRefresh?: boolean;
  /** Never call the global handler (the refresh call reports through the coordinator). */
  noGlobalHandler?: boolean;
}

/**
 * Everything the transport is built from.
 *
 * @typeParam R - The refresh handler built by `refresh` (`undefined` without one).
 */
export interface TransportConfig<
  R extends RefreshCoordinator | undefined = RefreshCoordinator | undefined,
> {
  /** The resolved client options (base URL, Accept header, timeout). */
  options: ResolvedClientOptions;
  /** The session whose token authorises calls. */
  session: Session;
  /** The client's global hooks. */
  hooks?: RequestHooks | undefined;
  /** The client's extra headers. */
  headers?: Record<string, string> | undefined;
  /** The fetch implementation; `globalThis.fetch` at call time by default. */
  fetch?: typeof fetch | undefined;
  /** The global error handler. */
  onError?: GlobalErrorHandler | undefined;
  /**
   * Builds the 401 refresh handler (spec 8) from the transport it sends its own refresh
   * call through. Called once, when the transport is created; without it a 401 is never
   * refreshed.
   */
  refresh?: ((transport: TransportCalls) => R) | undefined;
}

/** What the refresh handler may use of the transport while the transport is being built. */
export interface TransportCalls extends HttpClient {
  /** Sends one call, with the client's internal flags. */
  send<T>(options: RequestOptions, flags?: InternalRequestFlags): Promise<T>;
  /** Calls the global error handler safely. */
  reportGlobal(error: VolunteerKitError, reason: GlobalErrorReason, request: RequestContext): void;
  /** Whether the 401 refresh rule applies to the base URL's host (not `app.`). */
  refreshAllowedForHost(): boolean;
}

/**
 * The transport plus the internal entry point used by the client's own calls.
 *
 * @typeParam R - The refresh handler built from {@link TransportConfig.refresh}.
 */
export interface Transport<
  R extends RefreshCoordinator | undefined = RefreshCoordinator | undefined,
> extends TransportCalls {
  /** The refresh handler built from {@link TransportConfig.refresh}, if any. */
  readonly refresh: R;
}

/** One call in flight: what cancel() matches on, and how to abort it. */
interface InFlight {
  url: string;
  path: string;
  abort(reason?: unknown): void;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;
let sequence = 0;
const idPrefix = Math.random().toString(36).slice(2, 8);

/** Creates the transport of one client. */
export function createTransport<
  R extends RefreshCoordinator | undefined = RefreshCoordinator | undefined,
>(config: TransportConfig<R>): Transport<R> {
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

  /** Starts tracking one call: its abort state, the caller's signal and cancel(). */
  function startCall(url: string, path: string, info: CallInfo, callerSignal?: AbortSignal) {
    const call = createCallState();
    const abort = (reason?: unknown): void => abortCall(call, reason);
    const entry: InFlight = { url: stripQuery(url), path: stripQuery(path), abort };
    const onCallerAbort = () => abort(callerSignal?.reason);
    if (callerSignal?.aborted) throw new AbortError(info, callerSignal.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    inFlight.add(entry);
    const end = (): void => {
      inFlight.delete(entry);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    };
    return { call, end };
  }

  /** Tells the onError hooks about a failure; a throwing hook never replaces the error. */
  async function runErrorHooks(
    request: RequestOptions,
    context: RequestContext | undefined,
    error: unknown,
  ): Promise<void> {
    if (!context || !hasHook('onError', config.hooks, request.hooks)) return;
    try {
      await runHooks('onError', config.hooks, request.hooks, { ...context, error });
    } catch {
      // The original error is what the caller needs.
    }
  }

  async function send<T>(request: RequestOptions, flags: InternalRequestFlags = {}): Promise<T> {
    const method = request.method;
    const path = request.path.replace(/^\/+/, '');
    const url = resolveBase() + path;
    const requestId = `${idPrefix}-${(sequence += 1)}`;
    const info: CallInfo = { method, url, requestId };
    const kind = request.response ?? 'json';
    const timeout = request.timeout ?? options.timeout;
    const hasRequestHooks = hasHook('onRequest', config.hooks, request.hooks);
    // The call's `retry` over the client's; a call may turn retries on where the client has none.
    const retryPolicy =
      request.retry === undefined ? options.retry : resolveRetry(request.retry, options.retry);
    const idempotencyKey = request.idempotencyKey;
    const perCallHeaders =
      idempotencyKey === undefined
        ? request.headers
        : { ...request.headers, 'Idempotency-Key': idempotencyKey };
    const { call, end } = startCall(url, path, info, request.signal);
    const startedAt = Date.now();

    let context: RequestContext | undefined;
    let retries = 0;
    /** Waits before the next attempt and resolves `true`, or resolves `false` for no retry. */
    const waitToRetry = async (error: unknown): Promise<boolean> => {
      if (!retryPolicy || call.aborted) return false;
      const delay = retryWait(retryPolicy, {
        method,
        idempotencyKey: idempotencyKey !== undefined,
        error,
        retries,
        elapsed: Date.now() - startedAt,
      });
      if (delay === undefined) return false;
      retries += 1;
      if (context && hasHook('onRetry', config.hooks, request.hooks))
        await runHooks('onRetry', config.hooks, request.hooks, {
          ...context,
          error,
          retry: retries,
          delay,
        });
      await sleep(delay, call, info);
      return true;
    };
    try {
      let retried = false;
      for (;;) {
        const token = request.public === true ? null : session.token || null;
        const sentGeneration = refresh?.generation ?? 0;
        const body = method === 'GET' ? undefined : request.body;
        const headers = buildHeaders({
          accept: options.accept,
          body,
          global: config.headers,
          perCall: perCallHeaders,
          token,
        });
        context = buildContext(request, { path, url, requestId, headers });
        if (hasRequestHooks) await runHooks('onRequest', config.hooks, request.hooks, context);
        if (call.aborted) throw new AbortError(info, call.reason);

        const sent = context;
        let response;
        try {
          response = await withAbortAndTimeout(call, timeout, info, (signal) =>
            doFetch($fetch, {
              target: withQuery(url, sent.query),
              method,
              headers: authorizeHeaders(sent.headers, token),
              body,
              signal,
              keepalive: request.keepalive,
              kind,
            }),
          );
        } catch (error) {
          if (await waitToRetry(error)) continue;
          throw error;
        }
        if (hasHook('onResponse', config.hooks, request.hooks)) {
          await runHooks('onResponse', config.hooks, request.hooks, { ...sent, response });
        }

        if (
          response.status === 401 &&
          !retried &&
          token !== null &&
          !flags.noRefresh &&
          refresh &&
          refreshAllowedForHost()
        ) {
          retried = true;
          await handleAuthRefresh(refresh, token, sentGeneration, response, call, info);
          continue;
        }

        // A failure that will be retried is not reported: the global handler (spec 8's
        // 503 toast) hears of a 503 only when the call finally rejects with it.
        const failure = handleStatus(response, info, undefined);
        if (failure) {
          if (await waitToRetry(failure)) continue;
          if (failure.status === 503 && !retried && !flags.noGlobalHandler)
            reportGlobal(failure, 'service-unavailable', sent);
          throw failure;
        }
        return parseResponse<T>(response, kind, info);
      }
    } catch (error) {
      await runErrorHooks(request, context, error);
      throw error;
    } finally {
      end();
    }
  }

  const matches = (entry: InFlight, prefix: string): boolean => {
    if (ABSOLUTE.test(prefix)) return entry.url.startsWith(prefix);
    if (prefix.startsWith('/') && pathnameOf(entry.url).startsWith(prefix)) return true;
    return entry.path.startsWith(prefix.replace(/^\/+/, ''));
  };

  const calls: TransportCalls = {
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
  // Built once, from the calls above; `send` reads it only when a call is made.
  const refresh = config.refresh?.(calls) as R;
  return { ...calls, refresh };
}
