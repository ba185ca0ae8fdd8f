/**
 * The phases of one call through the transport ({@link createTransport}), each a small
 * named function: build the headers and the hook context, run the hooks, send one
 * attempt under the call's abort state and its timeout, ask the refresh handler on 401,
 * turn a failed status into a typed error (reporting 503s), and parse the body.
 * `transport.ts` composes them into `send()`; they hold no state of their own.
 *
 * @module
 */
import type { $Fetch } from 'ofetch';
import {
  AbortError,
  NetworkError,
  ResponseParseError,
  TimeoutError,
  type ApiError,
} from '../errors/errors.js';
import { apiErrorFor } from '../errors/statusErrors.js';
import type { RefreshCoordinator } from './refresh.js';
import type {
  HttpMethod,
  RequestContext,
  RequestHooks,
  RequestOptions,
  ResponseKind,
} from './types.js';

/** What every error of one call is told about it. */
export interface CallInfo {
  /** Method of the call. */
  method: HttpMethod;
  /** The full URL, without the query. */
  url: string;
  /** The call's id, stable across its retry. */
  requestId: string;
}

/** A response as ofetch's `raw()` gives it: the body already read into `_data`. */
export type RawResponse = Response & { _data?: unknown };

/**
 * Abort state of one call, across its attempts and a wait for a refresh. A plain object
 * (cheaper than a second, linked AbortController on every request).
 */
export interface CallState {
  /** Whether the call was aborted (by the caller's signal, `cancel()` or `cancelAll()`). */
  aborted: boolean;
  /** The abort reason. */
  reason: unknown;
  /** The controller of the attempt in flight. */
  attempt: AbortController | undefined;
  /** Called on abort while the call waits for a refresh. */
  onAbort: (() => void) | undefined;
}

/** The stand-in for the bearer token in what hooks see. */
export const REDACTED = 'Bearer [redacted]';

const CANONICAL: Record<string, string> = {
  accept: 'Accept',
  'content-type': 'Content-Type',
  authorization: 'Authorization',
};

/** Whether a body is sent as it is (string, form data, blob, buffer, stream), not as JSON. */
export function isRawBody(body: unknown): boolean {
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

/**
 * Adds extra headers: Accept and Content-Type are overridden case-insensitively (never
 * duplicated); Authorization always comes from the session, so a given one is ignored.
 */
export function mergeHeaders(
  target: Record<string, string>,
  extra: Record<string, string> | undefined,
): void {
  if (!extra) return;
  for (const [name, value] of Object.entries(extra)) {
    const canonical = CANONICAL[name.toLowerCase()];
    if (canonical === 'Authorization') continue;
    target[canonical ?? name] = value;
  }
}

/** Parses a body as JSON: an empty body is `null`; `{ ok: false }` when it is not JSON. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false };
  }
}

/** The URL without its query and fragment. */
export function stripQuery(url: string): string {
  const i = url.search(/[?#]/);
  return i === -1 ? url : url.slice(0, i);
}

/** What {@link buildHeaders} needs. */
export interface HeaderParts {
  /** The Accept header of the client. */
  accept: string;
  /** The body that will be sent (`undefined` for GET or none). */
  body: unknown;
  /** The client's extra headers. */
  global: Record<string, string> | undefined;
  /** The call's extra headers. */
  perCall: Record<string, string> | undefined;
  /** The bearer token, or `null` for a public or anonymous call. */
  token: string | null;
}

/**
 * The headers of one attempt as hooks see them (spec 7.1): Accept, Content-Type for JSON
 * and text bodies, the extra headers, and Authorization {@link REDACTED} when a token goes.
 */
export function buildHeaders(parts: HeaderParts): Record<string, string> {
  const { body } = parts;
  const headers: Record<string, string> = { Accept: parts.accept };
  if (body === undefined || !isRawBody(body) || typeof body === 'string') {
    headers['Content-Type'] = 'application/json';
  }
  mergeHeaders(headers, parts.global);
  mergeHeaders(headers, parts.perCall);
  if (parts.token) headers.Authorization = REDACTED;
  return headers;
}

/** The headers actually sent: the redacted Authorization replaced by the token (or dropped). */
export function authorizeHeaders(
  headers: Record<string, string>,
  token: string | null,
): Record<string, string> {
  const sent: Record<string, string> = { ...headers };
  if (sent.Authorization === REDACTED) {
    if (token) sent.Authorization = `Bearer ${token}`;
    else delete sent.Authorization;
  }
  return sent;
}

/** What {@link buildContext} needs besides the request. */
export interface ContextParts {
  /** The path without a leading slash. */
  path: string;
  /** The full URL. */
  url: string;
  /** The call's id. */
  requestId: string;
  /** The attempt's headers, from {@link buildHeaders}. */
  headers: Record<string, string>;
}

/** The {@link RequestContext} of one attempt; a public call's query gains `public_search=true`. */
export function buildContext(request: RequestOptions, parts: ContextParts): RequestContext {
  return {
    method: request.method,
    path: parts.path,
    url: parts.url,
    query:
      request.public === true ? { ...request.query, public_search: true } : { ...request.query },
    headers: parts.headers,
    requestId: parts.requestId,
    ...(request.template === undefined ? {} : { template: request.template }),
  };
}

/** Runs one hook: the client's global hook first, then the call's own. */
export async function runHooks<K extends keyof RequestHooks>(
  name: K,
  global: RequestHooks | undefined,
  perCall: RequestHooks | undefined,
  context: Parameters<NonNullable<RequestHooks[K]>>[0],
): Promise<void> {
  const g = global?.[name] as ((c: typeof context) => void | Promise<void>) | undefined;
  if (g) await g(context);
  const p = perCall?.[name] as ((c: typeof context) => void | Promise<void>) | undefined;
  if (p) await p(context);
}

/** Whether the global hooks or the call's hooks have a hook of this name. */
export function hasHook(
  name: keyof RequestHooks,
  global: RequestHooks | undefined,
  perCall: RequestHooks | undefined,
): boolean {
  return Boolean(global?.[name] || perCall?.[name]);
}

/** Creates the abort state of one call. */
export function createCallState(): CallState {
  return { aborted: false, reason: undefined, attempt: undefined, onAbort: undefined };
}

/** Aborts a call: its attempt in flight, and its wait for a refresh. Idempotent. */
export function abortCall(call: CallState, reason?: unknown): void {
  if (call.aborted) return;
  call.aborted = true;
  call.reason = reason;
  call.attempt?.abort(reason);
  call.onAbort?.();
}

/**
 * Runs one attempt with its own AbortController, aborted by the call or by the timeout
 * (`0` = none). A failure of the attempt becomes a {@link TimeoutError}, an
 * {@link AbortError} or a {@link NetworkError}, in that order of precedence.
 */
export async function withAbortAndTimeout<T>(
  call: CallState,
  timeout: number,
  info: CallInfo,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  call.attempt = controller;
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  try {
    return await attempt(controller.signal);
  } catch (error) {
    if (timedOut) throw new TimeoutError(info, timeout);
    if (call.aborted) throw new AbortError(info, call.reason);
    throw new NetworkError(info, (error as { cause?: unknown }).cause ?? error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    call.attempt = undefined;
  }
}

/** One fetch of {@link doFetch}. */
export interface FetchParts {
  /** The URL with its query. */
  target: string;
  /** The method. */
  method: HttpMethod;
  /** The headers to send, from {@link authorizeHeaders}. */
  headers: Record<string, string>;
  /** The body (`undefined` for none); anything not raw is sent as JSON. */
  body: unknown;
  /** The attempt's signal. */
  signal: AbortSignal;
  /** Whether the request may outlive the page. */
  keepalive: boolean | undefined;
  /** How the body is read. */
  kind: ResponseKind;
}

/**
 * Sends one attempt through ofetch and resolves with the raw response whatever its status
 * (no ofetch retry, no ofetch error); the body is read as text, or as a Blob for `binary`.
 */
export function doFetch($fetch: $Fetch, parts: FetchParts): Promise<RawResponse> {
  const { body } = parts;
  return $fetch.raw(parts.target, {
    method: parts.method,
    headers: parts.headers,
    body:
      body === undefined ? undefined : isRawBody(body) ? (body as BodyInit) : JSON.stringify(body),
    signal: parts.signal,
    ...(parts.keepalive ? { keepalive: true } : {}),
    retry: false,
    ignoreResponseError: true,
    responseType: parts.kind === 'binary' ? 'blob' : 'text',
  });
}

/**
 * Waits for a promise unless the call is aborted first: then rejects with an
 * {@link AbortError} at once (a call waiting for a refresh can still be cancelled).
 */
export function raceAbort<T>(promise: Promise<T>, call: CallState, info: CallInfo): Promise<T> {
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

/**
 * Waits `ms` before a retry; cancelling the call ends the wait at once with an
 * {@link AbortError}, and clears the timer (nothing fires after the call is over).
 */
export function sleep(ms: number, call: CallState, info: CallInfo): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return raceAbort(waited, call, info).finally(() => clearTimeout(timer));
}

/**
 * The 401 rule (spec 8) for one response: asks the refresh handler, then resolves when
 * the call should be retried with the new token, or throws the 401's {@link ApiError}
 * (with the refresh failure as its cause). Aborting the call ends the wait.
 */
export async function handleAuthRefresh(
  refresh: RefreshCoordinator,
  token: string,
  sentGeneration: number,
  response: RawResponse,
  call: CallState,
  info: CallInfo,
): Promise<void> {
  const outcome = await raceAbort(refresh.afterUnauthorized(token, sentGeneration), call, info);
  if (outcome.retry) return;
  throw toError(response, info, outcome.error);
}

/**
 * The error of a non-2xx response, or `undefined` for a 2xx one. A 503 on a call not yet
 * retried is also reported through `report503` (the global handler, spec 8).
 */
export function handleStatus(
  response: RawResponse,
  info: CallInfo,
  report503: ((error: ApiError) => void) | undefined,
): ApiError | undefined {
  const status = response.status;
  if (status >= 200 && status < 300) return undefined;
  const error = toError(response, info);
  if (status === 503) report503?.(error);
  return error;
}

/**
 * The body of a 2xx response: a Blob for `binary` (`null` when none), the text for `text`
 * (`''` when none), parsed JSON otherwise (`null` when empty). A body that is not JSON
 * throws a {@link ResponseParseError}.
 */
export function parseResponse<T>(response: RawResponse, kind: ResponseKind, info: CallInfo): T {
  const raw = response._data;
  if (kind === 'binary') return (raw ?? null) as T;
  if (raw === undefined || raw === null) return (kind === 'text' ? '' : null) as T;
  if (kind === 'text') return raw as T;
  const parsed = parseJsonText(String(raw));
  if (!parsed.ok) {
    throw new ResponseParseError({
      ...info,
      status: response.status,
      statusText: response.statusText,
      body: raw,
      headers: response.headers,
    });
  }
  return parsed.value as T;
}

/**
 * The typed error of a failed response: the {@link ApiError} subclass for its status
 * (`apiErrorFor`: `NotFoundError`, `ValidationError`, `PreconditionFailedError`…), with
 * the body parsed as JSON when it is JSON.
 */
export function toError(response: RawResponse, info: CallInfo, cause?: unknown): ApiError {
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
  return apiErrorFor(options);
}
