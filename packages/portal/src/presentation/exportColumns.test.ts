import { resolveFields } from '../app/ui/table/fields.js';
import { prepareExport, rowsToCsv } from '../app/ui/table/exportCsv.js';
import { presentColumn } from './PresentedValue.js';
import { createReferenceCache, type ReferenceTransport } from './referenceCache.js';

const PEOPLE = [
  { id: 3, first_name: 'Oliver', last_name: 'Smith' },
  { id: 41, first_name: 'Ada', last_name: 'Admin' },
];

function transport() {
  const paths: string[] = [];
  const http: ReferenceTransport = {
    request: <T>(o: { path: string }) => {
      paths.push(o.path);
      return Promise.resolve({ data: PEOPLE } as T);
    },
  };
  return { http, paths };
}

test('CSV export writes names for references, words for vocabulary values, money with its currency', async () => {
  const { http, paths } = transport();
  const cache = createReferenceCache(http);
  const inputs = ['user_id', 'authoriser_id', 'status', 'amount'].map((field) => ({
    field,
    ...presentColumn('claims', field, cache),
  }));
  const fields = resolveFields(inputs, [], (f) => f);
  const rows = [
    { user_id: 3, authoriser_id: 41, status: 'pending', amount: 85.23 },
    { user_id: 41, authoriser_id: 99, status: 'paid', amount: 12 },
    { user_id: 41, authoriser_id: null, status: 'paid', amount: null },
  ];
  await prepareExport(fields, rows, new AbortController().signal);
  expect(paths).toEqual(['users']);
  const csv = rowsToCsv(fields, rows);
  expect(csv).toBe(
    [
      fields.map((f) => f.label).join(','),
      'Oliver Smith,Ada Admin,Waiting for approval,£85.23',
      'Ada Admin,Unknown person,Paid,£12.00',
      'Ada Admin,,Paid,',
      '',
    ].join('\r\n'),
  );
  expect(csv).not.toMatch(/\b(3|41|99)\b,|pending|paid\b/);
});

test('a hidden field is no column of the export', () => {
  expect(presentColumn('claims', 'etag')).toBeNull();
});

test("a person's raw diversity answers are no column of a list or its export (shown in words on the record)", () => {
  expect(presentColumn('users', 'diversity')).toBeNull();
  expect(presentColumn('users', 'gender')).toBeNull();
  expect(presentColumn('users', 'email')).not.toBeNull();
});
