import type { GeocodeAnswer, GeocodeResult } from '../../public/residential.js';
import { createGeocodeSession, PLACE_GEOCODE_TYPES } from './session.js';

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

describe('nearest suggestions', () => {
  it('a search that finds nothing suggests the places starting with its first three letters', async () => {
    const search = vi.fn(async (q: string) =>
      q === 'Kes' ? [place('Keswick'), place('Kessingland')] : [],
    );
    const s = createGeocodeSession({ search });
    s.input('Keswik');
    await vi.advanceTimersByTimeAsync(350);
    expect(search.mock.calls.map((c) => c[0])).toEqual(['Keswik', 'Kes']);
    expect(s.getState()).toMatchObject({
      status: 'success',
      results: [],
      suggestions: [place('Keswick'), place('Kessingland')],
    });
    // A search that finds something asks once and suggests nothing.
    s.input('Kes');
    await vi.advanceTimersByTimeAsync(350);
    expect(search).toHaveBeenCalledTimes(3);
    expect(s.getState()).toMatchObject({
      results: [place('Keswick'), place('Kessingland')],
      suggestions: [],
    });
  });

  it("the server's own suggestions come with the answer: one request, at most five", async () => {
    const near = ['Keswick', 'Kessingland', 'Kesh', 'Kestle', 'Kesgrave', 'Kessock'].map(place);
    const search = vi.fn(async (q: string): Promise<GeocodeAnswer> => ({
      data: [],
      suggestions: q ? near : [],
    }));
    const s = createGeocodeSession({ search });
    s.input('Keswik');
    await vi.advanceTimersByTimeAsync(350);
    expect(search.mock.calls.map((c) => c[0])).toEqual(['Keswik']);
    expect(s.getState()).toMatchObject({
      status: 'success',
      results: [],
      suggestions: near.slice(0, 5),
    });
    // An answer with matches shows them and no suggestions; one without `suggestions` asks again.
    search.mockImplementation(async (q: string) =>
      q === 'Kes' ? { data: [place('Keswick')], suggestions: near } : { data: [] },
    );
    s.input('Kes');
    await vi.advanceTimersByTimeAsync(350);
    expect(s.getState()).toMatchObject({ results: [place('Keswick')], suggestions: [] });
    s.input('Kesxx');
    await vi.advanceTimersByTimeAsync(350);
    expect(search.mock.calls.map((c) => c[0])).toEqual(['Keswik', 'Kes', 'Kesxx', 'Kes']);
    expect(s.getState()).toMatchObject({ results: [], suggestions: [place('Keswick')] });
  });

  it('short queries and failed suggestion calls leave no suggestions; a failed search is an error', async () => {
    let fail = false;
    const search = vi.fn(async (q: string) => {
      if (fail || q.length === 3) throw new Error('down');
      return [];
    });
    const s = createGeocodeSession({ search });
    s.input('Zz');
    await vi.advanceTimersByTimeAsync(350);
    expect(search).toHaveBeenCalledTimes(1);
    expect(s.getState()).toMatchObject({ status: 'success', results: [], suggestions: [] });
    s.input('Zzzzz');
    await vi.advanceTimersByTimeAsync(350);
    expect(s.getState()).toMatchObject({ status: 'success', results: [], suggestions: [] });
    fail = true;
    s.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState()).toMatchObject({ status: 'error', results: [], suggestions: [] });
  });
});

describe('PLACE_GEOCODE_TYPES', () => {
  it('asks for countries (polygons), towns and villages, and counties and regions', () => {
    expect(PLACE_GEOCODE_TYPES.join(',')).toBe('geojson,city,county,region');
  });
});
