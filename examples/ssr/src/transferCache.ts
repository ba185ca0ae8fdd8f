// Hands the server's search answer to the browser so hydration sends no second
// request (what frameworks call a transfer state). The server records the
// answer of the residential list call; the page embeds it as JSON; the browser
// answers the same call from it once, then goes to the network as usual.
import { serializeQuery, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';

/** A recorded call: which request, and the body it answered. */
export interface TransferEntry {
  key: string;
  body: unknown;
}

const keyOf = (options: RequestOptions) =>
  `${options.method ?? 'GET'} ${options.path}?${serializeQuery(options.query ?? {})}`;

/** Wraps `http` to record the answers of GET calls into `entries`. */
export function recordingHttp(http: HttpClient, entries: TransferEntry[]): HttpClient {
  return {
    ...http,
    async request<T>(options: RequestOptions) {
      const body = await http.request<T>(options);
      if ((options.method ?? 'GET') === 'GET') entries.push({ key: keyOf(options), body });
      return body;
    },
  };
}

/** Wraps `http` to answer each recorded call once from `entries`, without a request. */
export function replayingHttp(http: HttpClient, entries: readonly TransferEntry[]): HttpClient {
  const pending = new Map(entries.map((e) => [e.key, e.body]));
  return {
    ...http,
    async request<T>(options: RequestOptions) {
      const key = keyOf(options);
      if (pending.has(key)) {
        const body = pending.get(key);
        pending.delete(key);
        return body as T;
      }
      return http.request<T>(options);
    },
  };
}

/** `value` as JSON text that is safe inside `<script type="application/json">`. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
