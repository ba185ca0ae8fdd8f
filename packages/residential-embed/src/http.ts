/**
 * The embed's transport: the {@link HttpClient} seam over `fetch`, for the
 * public calls of spec 7.3 only. Public visitors have no token, so every call is
 * sent as a public call (`public_search=true`, as `RequestOptions.public` does),
 * including geocoding and the search log; there is no Authorization header, no
 * refresh and no cookie (`credentials: 'omit'`), which also keeps cross-origin
 * requests simple (no credentialed CORS). Every rejection is a `VolunteerKitError`:
 * an {@link EmbedHttpError} for a failed or unreadable answer, api-client's
 * `AbortError` for a cancelled call.
 *
 * @module
 */
import {
  AbortError,
  VolunteerKitError,
  type HttpClient,
  type QueryParams,
  type RequestOptions,
  type VolunteerKitErrorKind,
} from '@volunteerkit/api-client';

/**
 * A failed call of the embed's transport: the status (0 for a network failure) and URL.
 * Also thrown, with the response's status, when a successful answer's body cannot be
 * read or is not JSON. A {@link VolunteerKitError}, like every error of the packages
 * (a cancelled call rejects with api-client's {@link AbortError}).
 */
export class EmbedHttpError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'EmbedHttpError';
  /**
   * @param status - HTTP status, 0 when the request never got an answer.
   * @param url - The URL that failed (no credentials are ever in it).
   * @param unreadable - The answer's body could not be read (or is not the JSON expected).
   */
  constructor(
    readonly status: number,
    override readonly url: string,
    unreadable?: boolean,
  ) {
    super(
      status === 0
        ? `The VolunteerKit API at ${url} could not be reached (network or CORS). Check data-api-base and the API's allowed origins.`
        : `The VolunteerKit API answered ${status} for ${url}${unreadable ? ' (unreadable body)' : ''}.`,
    );
  }
}

function appendQuery(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) params.append(key, '');
  else if (Array.isArray(value)) for (const v of value) appendQuery(params, `${key}[]`, v);
  else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      appendQuery(params, `${key}[${k}]`, v);
  } else params.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/** Serialises query parameters (arrays as `key[]=`, objects as `key[sub]=`, undefined dropped). */
export function serialiseQuery(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) appendQuery(params, key, value);
  return params.toString();
}

/**
 * Creates the public transport for one API base.
 *
 * @param apiBase - Absolute API base ending in `/`.
 * @param fetchImpl - The `fetch` to use. @default globalThis.fetch
 */
export function createPublicHttpClient(
  apiBase: string,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): HttpClient {
  const inflight = new Map<AbortController, string>();
  const client: HttpClient = {
    async request<T>(options: RequestOptions): Promise<T> {
      const query = { ...options.query, public_search: true };
      const qs = serialiseQuery(query);
      const url = new URL(options.path.replace(/^\/+/, ''), apiBase).href;
      const controller = new AbortController();
      const abort = (): void => controller.abort(options.signal?.reason);
      // Every rejection is a VolunteerKitError: a cancelled call is an AbortError.
      const failed = (status: number, unreadable?: boolean): VolunteerKitError =>
        controller.signal.aborted
          ? new AbortError({ method: options.method, url }, controller.signal.reason)
          : new EmbedHttpError(status, url, unreadable);
      if (options.signal?.aborted) abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      inflight.set(controller, url);
      const headers: Record<string, string> = { accept: 'application/json' };
      let body: BodyInit | undefined;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      try {
        let response: Response;
        try {
          response = await fetchImpl(qs ? `${url}?${qs}` : url, {
            method: options.method,
            headers,
            body,
            credentials: 'omit',
            signal: controller.signal,
            ...(options.keepalive ? { keepalive: true } : {}),
          });
        } catch {
          throw failed(0);
        }
        if (!response.ok) throw new EmbedHttpError(response.status, url);
        try {
          if (options.response === 'text') return (await response.text()) as T;
          if (options.response === 'binary') return (await response.blob()) as T;
          const text = await response.text();
          return (text.trim() === '' ? null : JSON.parse(text)) as T;
        } catch {
          throw failed(response.status, true);
        }
      } finally {
        inflight.delete(controller);
        options.signal?.removeEventListener('abort', abort);
      }
    },
    cancel(prefix: string): void {
      for (const [controller, url] of inflight) if (url.startsWith(prefix)) controller.abort();
    },
    cancelAll(): void {
      for (const controller of inflight.keys()) controller.abort();
    },
  };
  return client;
}
