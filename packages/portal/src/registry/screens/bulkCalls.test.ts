import { testRegistry } from './testSupport.js';
import { BULK_CALLS, bulkCallsFor, bulkRequest } from './bulkCalls.js';

// Every bulk call of the table is in the catalogue, on the list it names.
it.each(Object.keys(BULK_CALLS))('%s is a catalogue call offered on its list', (key) => {
  const action = testRegistry.actions.find(
    (a) => `${a.entry.method} ${a.key.split(' ')[1]}` === key,
  );
  expect(action, key).toBeDefined();
  const lists = testRegistry.resources.filter((def) =>
    bulkCallsFor(testRegistry, def).some((c) => c.action === action),
  );
  expect(lists.map((d) => d.key)).toHaveLength(1);
  expect(lists[0]!.screens.has('list')).toBe(true);
});

it('offers rotas their bulk update and people none', () => {
  const rotas = testRegistry.byKey.get('organisation/rotas')!;
  expect(bulkCallsFor(testRegistry, rotas).map((c) => c.spec.label)).toEqual(['Update selected']);
  expect(bulkCallsFor(testRegistry, testRegistry.byKey.get('users')!)).toEqual([]);
});

it('sends the ids in the body or the query, as the call takes them', () => {
  expect(
    bulkRequest(BULK_CALLS['PUT organisation/rotas/bulk']!, ['3', '4'], { name: 'x' }),
  ).toEqual({ body: { ids: [3, 4], name: 'x' } });
  expect(
    bulkRequest(BULK_CALLS['PUT organisation/role-profiles/bulk-update']!, ['5'], {
      status: 'inactive',
    }),
  ).toEqual({ query: { ids: ['5'], status: 'inactive' } });
  expect(bulkRequest(BULK_CALLS['PUT events/:/sessions/:/bulk-delete-users']!, ['7'])).toEqual({
    body: { user_ids: [7] },
  });
});
