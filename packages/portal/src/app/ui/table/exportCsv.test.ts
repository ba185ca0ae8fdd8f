import type { FieldMeta } from './fields.js';
import { ExportAbortedError, fetchAllRows, rowsToCsv, type FetchPage } from './exportCsv.js';

/** A fake paged server over `total` rows, recording the pages asked for. */
function server(total: number, asked: [number, number][] = []): FetchPage {
  return (page, perPage) => {
    asked.push([page, perPage]);
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => ({
      id: start + i + 1,
      name: `Person ${start + i + 1}`,
    }));
    return Promise.resolve({
      data,
      meta: {
        pagination: {
          current_page: page,
          total_pages: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          count: data.length,
          total,
        },
      },
    });
  };
}

describe('fetchAllRows', () => {
  it('fetches every page in sequence, 500 rows at a time, reporting progress', async () => {
    const asked: [number, number][] = [];
    const progress: number[] = [];
    const rows = await fetchAllRows(server(1203, asked), {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.done / p.total),
    });
    expect(rows).toHaveLength(1203);
    expect(rows.at(-1)).toEqual({ id: 1203, name: 'Person 1203' });
    expect(asked).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(progress).toEqual([500 / 1203, 1000 / 1203, 1]);
  });

  it('stops on an empty list after one request', async () => {
    const asked: [number, number][] = [];
    expect(await fetchAllRows(server(0, asked), { signal: new AbortController().signal })).toEqual(
      [],
    );
    expect(asked).toHaveLength(1);
  });

  it('stops when aborted mid-way and asks for no further page', async () => {
    const asked: [number, number][] = [];
    const controller = new AbortController();
    const inner = server(2000, asked);
    const fetchPage: FetchPage = async (page, perPage, signal) => {
      const body = await inner(page, perPage, signal);
      if (page === 2) controller.abort();
      return body;
    };
    await expect(
      fetchAllRows(fetchPage, { signal: controller.signal, perPage: 100 }),
    ).rejects.toBeInstanceOf(ExportAbortedError);
    expect(asked.map(([p]) => p)).toEqual([1, 2]);
  });

  it('reads a list without pagination until a short page', async () => {
    let n = 0;
    const rows = await fetchAllRows(
      () => Promise.resolve(n++ === 0 ? [{ id: 1 }, { id: 2 }] : [{ id: 3 }]),
      { signal: new AbortController().signal, perPage: 2 },
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('rowsToCsv', () => {
  const fields: FieldMeta[] = [
    { field: 'id', label: 'ID', type: 'number', sortable: true, filterable: true },
    { field: 'name', label: 'Name', type: 'text', sortable: true, filterable: true },
    { field: 'roles', label: 'Roles', type: 'text', sortable: true, filterable: true },
    { field: 'team.name', label: 'Team', type: 'text', sortable: false, filterable: false },
  ];
  it('writes labels, raw values, joined lists and nested fields; defuses formulas', () => {
    const csv = rowsToCsv(fields, [
      { id: 1, name: '=HYPERLINK("x")', roles: ['a', 'b'], team: { name: 'North, East' } },
      { id: 2, name: '@SUM(A1)', roles: [], team: null },
    ]);
    expect(csv).toBe(
      'ID,Name,Roles,Team\r\n1,"\'=HYPERLINK(""x"")",a; b,"North, East"\r\n2,\'@SUM(A1),,\r\n',
    );
  });
});
