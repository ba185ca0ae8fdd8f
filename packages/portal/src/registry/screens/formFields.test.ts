import { inferFields } from '../infer.js';
import { expandFields, presentFormFields } from './formFields.js';

const claim = {
  id: 7510,
  etag: 'W/"3"',
  user_id: 3,
  team_id: 2,
  authoriser_id: 41,
  repeating_shift_id: 9,
  expense_type: 'Mileage',
  amount: 85.23,
  status: 'pending',
  notes: 'Train to the site',
};

test('a generic form reads as the presentation does: no technical field, no "ID", references by name', () => {
  const fields = presentFormFields('claims', expandFields(inferFields(claim), claim));
  const byName = new Map(fields.map((f) => [f.name, f]));
  expect([...byName.keys()]).not.toContain('etag');
  expect([...byName.keys()]).not.toContain('repeating_shift_id');
  for (const f of fields) expect(f.label ?? '').not.toMatch(/\bID\b|_/);
  expect(byName.get('user_id')).toMatchObject({
    label: 'Claimant',
    type: 'reference',
    reference: 'person',
  });
  expect(byName.get('authoriser_id')).toMatchObject({
    label: 'Authorised by',
    reference: 'person',
  });
  expect(byName.get('team_id')).toMatchObject({ label: 'Team', type: 'team' });
  expect(byName.get('expense_type')).toMatchObject({ label: 'Expense' });
  const status = byName.get('status');
  expect(status?.type).toBe('select');
  expect(status?.options).toContainEqual({ value: 'pending', label: 'Waiting for approval' });
});

test('a field the resource labels itself keeps its label; nested fields stay as they are', () => {
  const fields = presentFormFields('applications', [
    { name: 'user_id', label: 'Who applied', type: 'number' },
    { name: 'address.line_1', label: 'Address: line 1' },
  ]);
  expect(fields[0]).toMatchObject({ label: 'Who applied', type: 'reference' });
  expect(fields[1]).toEqual({ name: 'address.line_1', label: 'Address: line 1' });
});

test("a list of records (a shift's assignments) presents its item fields too: a person by name, a status in words", () => {
  const shift = { id: 1, title: 'Path work', assignments: [{ user_id: 3, status: 'confirmed' }] };
  const fields = presentFormFields('shifts', expandFields(inferFields(shift), shift));
  const rows = fields.find((f) => f.name === 'assignments');
  expect(rows?.type).toBe('rows');
  for (const f of rows?.fields ?? []) expect(f.label ?? '').not.toMatch(/\bID\b|_/);
  expect(rows?.fields?.find((f) => f.name === 'user_id')).toMatchObject({
    type: 'reference',
    reference: 'person',
  });
});
