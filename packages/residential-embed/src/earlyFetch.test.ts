import type { EarlyRequest } from './early.js';
import { earlyFetch } from './earlyFetch.js';

const URL_1 = 'https://org.example/api/residential-opportunities/?limit=8&type=any';
const V3 = 'application/vnd.volunteerkit.v3+json';
/** The transport's request options: the Accept header it sends (spec 7.1). */
const INIT = { headers: { accept: V3 } };
const URL_2 = 'https://org.example/api/residential-opportunities/?limit=8&type=long_term';

function early(response: Promise<Response>): EarlyRequest & { aborted: () => boolean } {
  const abort = new AbortController();
  return { url: URL_1, response, abort, aborted: () => abort.signal.aborted };
}

function windowWithFetch() {
  const calls: string[] = [];
  const win = {
    fetch: (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Promise.resolve(new Response('{"data":[]}', { status: 200 }));
    },
  } as unknown as Window;
  return { win, calls };
}

describe('earlyFetch (the core takes the loader’s request)', () => {
  it('answers the first call of the same URL with the early response, once', async () => {
    const { win, calls } = windowWithFetch();
    const answer = new Response('{"early":true}');
    const { fetch } = earlyFetch(early(Promise.resolve(answer)), win);
    expect(await fetch(URL_1, INIT)).toBe(answer);
    expect(calls).toEqual([]);
    await fetch(URL_1, INIT);
    expect(calls).toEqual([URL_1]);
  });

  it('another list URL first cancels the early request (the state changed)', async () => {
    const { win, calls } = windowWithFetch();
    const request = early(new Promise(() => undefined));
    const { fetch } = earlyFetch(request, win);
    await fetch(URL_2);
    expect(request.aborted()).toBe(true);
    expect(calls).toEqual([URL_2]);
    await fetch(URL_1);
    expect(calls).toEqual([URL_2, URL_1]);
  });

  it('asks again when the early request failed or answered an error', async () => {
    for (const failed of [
      Promise.reject(new TypeError('network')),
      Promise.resolve(new Response('', { status: 503 })),
    ]) {
      failed.catch(() => undefined);
      const { win, calls } = windowWithFetch();
      const response = await earlyFetch(early(failed), win).fetch(URL_1, INIT);
      expect(response.status).toBe(200);
      expect(calls).toEqual([URL_1]);
    }
  });

  it('the caller cancelling cancels the early request, and nothing is asked again', async () => {
    const { win, calls } = windowWithFetch();
    const abort = new AbortController();
    const request: EarlyRequest = {
      url: URL_1,
      abort,
      response: new Promise((_, reject) =>
        abort.signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      ),
    };
    const caller = new AbortController();
    const pending = earlyFetch(request, win).fetch(URL_1, { ...INIT, signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toThrow();
    expect(abort.signal.aborted).toBe(true);
    expect(calls).toEqual([]);
  });

  it('cancel() drops a request no call took', () => {
    const { win } = windowWithFetch();
    const request = early(new Promise(() => undefined));
    earlyFetch(request, win).cancel();
    expect(request.aborted()).toBe(true);
  });
});
