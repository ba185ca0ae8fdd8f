import type { GeocodeResult } from '../../public/residential.js';
import { createGeocodeSession } from './session.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const place = (name: string): GeocodeResult => ({ name, lat: 1, long: 2, type: 'place', id: name });

describe('createGeocodeSession', () => {
  it('searches 350 ms after typing stops, once', async () => {
    const search = vi.fn(async (q: string) => [place(q)]);
    const s = createGeocodeSession({ search });
    s.input('L');
    await vi.advanceTimersByTimeAsync(200);
    s.input('La');
    await vi.advanceTimersByTimeAsync(349);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('La');
    expect(s.getState()).toMatchObject({ status: 'success', results: [place('La')] });
  });

  it('aborts the stale request when typing resumes and ignores its late answer', async () => {
    const pending: { q: string; signal: AbortSignal; resolve: (r: GeocodeResult[]) => void }[] = [];
    const s = createGeocodeSession({
      search: (q, signal) => new Promise((resolve) => pending.push({ q, signal, resolve })),
    });
    s.input('Lon');
    await vi.advanceTimersByTimeAsync(350);
    expect(s.getState().status).toBe('loading');
    s.input('Lond');
    expect(pending[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(350);
    pending[1]!.resolve([place('London')]);
    await vi.advanceTimersByTimeAsync(0);
    pending[0]!.resolve([place('Lonely')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().results).toEqual([place('London')]);
  });

  it('ignores an answer that arrives after new input even if not yet aborted by the server', async () => {
    let resolve!: (r: GeocodeResult[]) => void;
    const s = createGeocodeSession({ search: () => new Promise((r) => (resolve = r)) });
    s.input('Par');
    await vi.advanceTimersByTimeAsync(350);
    s.input('Pa');
    resolve([place('Paris')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().results).toEqual([]);
  });

  it('fails quietly and can retry', async () => {
    let fail = true;
    const s = createGeocodeSession({
      search: async (q) => {
        if (fail) throw new Error('down');
        return [place(q)];
      },
    });
    s.input('Rome');
    await vi.advanceTimersByTimeAsync(350);
    expect(s.getState()).toMatchObject({ status: 'error', results: [] });
    fail = false;
    s.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState()).toMatchObject({ status: 'success', results: [place('Rome')] });
  });

  it('empty input clears results without searching', async () => {
    const search = vi.fn(async () => [place('x')]);
    const s = createGeocodeSession({ search });
    s.input('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
    expect(s.getState().status).toBe('idle');
    s.input('x');
    s.destroy();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('setSearch', () => {
  it('uses the new search function for the next search', async () => {
    const first = vi.fn(async () => [place('a')]);
    const second = vi.fn(async () => [place('b')]);
    const s = createGeocodeSession({ search: first });
    s.setSearch(second);
    s.input('x');
    await vi.advanceTimersByTimeAsync(350);
    expect(first).not.toHaveBeenCalled();
    expect(s.getState().results).toEqual([place('b')]);
  });
});
