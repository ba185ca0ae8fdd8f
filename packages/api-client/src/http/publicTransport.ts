/**
 * The minimal public transport: the {@link HttpClient} seam over `fetch` for pages
 * whose visitors are not logged in (the residential embed, a static search page).
 * Every call sends the versioned vendor media type as its Accept header (spec 7.1,
 * the same `version` option as the full client) and is sent as a public call (`public_search=true`, as `RequestOptions.public`
 * does), with no Authorization header, no refresh and no cookie (`credentials: 'omit'`),
 * which also keeps cross-origin requests simple (no credentialed CORS). It shares the
 * query serialiser and the error classes of the full transport ({@link createHttpClient}),
 * so a failure is the same {@link ApiError}, {@link NetworkError} or {@link AbortError}
 * whichever transport sent the call; it leaves out ofetch, hooks, timeouts, retries, the
 * status subclasses of `ApiError` (`NotFoundError`…; its errors are plain `ApiError`s with
 * `status`, `code` and `retryAfter`) and the session, so it stays a few hundred bytes
 * (the residential embed's first paint has a 35 KiB budget).
 *
 * @module
 */
import { AbortError, ApiError, NetworkError, ResponseParseError } from '../errors/errors.js';
import { acceptHeader, DEFAULT_API_VERSION } from './options.js';
import { withQuery } from './query.js';
import type { HttpClient, RequestOptions } from './types.js';

/** Options of {@link createPublicHttpClient}. */
export interface PublicHttpClientOptions {
  /** The `fetch` to use. @default globalThis.fetch (looked up at call time) */
  fetch?: typeof fetch;
  /**
   * API version carried in the Accept media type (spec 7.1), as the full client's
   * `version` option: `application/vnd.{mediaSubtype}.v{version}+json`; `null` sends `Accept: *\/*`.
   * @default 3
   */
  version?: number | string | null;
  /** The vendor subtype of the Accept media type, as the full client's. @default 'volunteerkit' */
  mediaSubtype?: string;
}

/** The body as JSON (`null` when empty), or `undefined` when it is not JSON. */
function parseJson(text: string): { value: unknown } | undefined {
  if (text.trim() === '') return { value: null };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Creates the public transport for one API base.
 *
 * @param apiBase - Absolute API base ending in `/`, e.g. `https://org.example/api/`.
 * @example
 * ```ts
 * import { createPublicHttpClient } from '@volunteerkit/api-client/http';
 * import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
 *
 * const http = createPublicHttpClient('https://org.example/api/');
 * const { data } = await listResidentialOpportunities(http, { page: 1 });
 * ```
 */
export function createPublicHttpClient(
  apiBase: string,
  options: PublicHttpClientOptions = {},
): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const inflight = new Map<AbortController, string>();
  const accept = acceptHeader(
    options.version === undefined ? DEFAULT_API_VERSION : options.version,
    options.mediaSubtype,
  );
  return {
    async request<T>(request: RequestOptions): Promise<T> {
      const url = new URL(request.path.replace(/^\/+/, ''), apiBase).href;
      const info = { method: request.method, url };
      const controller = new AbortController();
      const signal = request.signal;
      const abort = (): void => controller.abort(signal?.reason);
      if (signal?.aborted) throw new AbortError(info, signal.reason);
      signal?.addEventListener('abort', abort, { once: true });
      inflight.set(controller, url);
      const headers: Record<string, string> = { accept };
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      try {
        let response: Response;
        let data: string | Blob;
        // The body is read with the answer, as the full transport does: a connection
        // dropped mid-body is a NetworkError (an AbortError when the call was cancelled).
        try {
          response = await fetchImpl(withQuery(url, { ...request.query, public_search: true }), {
            method: request.method,
            headers,
            body,
            credentials: 'omit',
            signal: controller.signal,
            ...(request.keepalive ? { keepalive: true } : {}),
          });
          data =
            response.ok && request.response === 'binary'
              ? await response.blob()
              : await response.text();
        } catch (error) {
          if (controller.signal.aborted) throw new AbortError(info, controller.signal.reason);
          throw new NetworkError(info, error);
        }
        const failure = (body: unknown) => ({
          ...info,
          status: response.status,
          statusText: response.statusText,
          body,
          headers: response.headers,
        });
        if (!response.ok) {
          const text = data as string; // only a successful binary answer is read as a Blob
          throw new ApiError(failure(parseJson(text)?.value ?? text));
        }
        if (typeof data !== 'string' || request.response === 'text') return data as T;
        const parsed = parseJson(data);
        if (!parsed) throw new ResponseParseError(failure(data));
        return parsed.value as T;
      } finally {
        inflight.delete(controller);
        signal?.removeEventListener('abort', abort);
      }
    },
    cancel(prefix: string): void {
      for (const [controller, url] of inflight) if (url.startsWith(prefix)) controller.abort();
    },
    cancelAll(): void {
      for (const controller of inflight.keys()) controller.abort();
    },
  };
}
