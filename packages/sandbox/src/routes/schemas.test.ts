// The sandbox checks request bodies with the api-client's resource schemas (the
// ones the client's types and the OpenAPI document come from): a bad body is a
// 422 naming each field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import { UserInputSchema } from '../../../api-client/src/models/resources/index.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';
import { schemaFor } from './schemas.js';

let sandbox: Sandbox;
let admin: Api;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin] = await signInAs(sandbox, DEMO_LOGINS.admin);
});
afterAll(() => sandbox.close());

async function refused(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(422);
  return (error as ApiError).fieldErrors ?? {};
}

const total = async (list: Promise<{ meta: { pagination: { total: number } } }>) =>
  (await list).meta.pagination.total;

describe('request bodies are checked with the api-client schemas', () => {
  test('the schema of a collection is the one its catalogue entry names', () => {
    expect(schemaFor('users')).toBe(UserInputSchema);
  });

  test('a person: 422 with field errors, nothing stored; a good one reads back', async () => {
    const before = await total(admin.users.list({ per_page: 1 }));
    const errors = await refused(
      admin.users.store({
        email: 'nobody',
        first_name: 'x'.repeat(101),
        status: 'retired',
        team_ids: 'three',
      } as never),
    );
    expect(errors).toEqual({
      email: ['must be a valid e-mail address'],
      first_name: ['must be at most 100 characters'],
      status: [expect.stringContaining('must be one of: active')],
      team_ids: ['must be a list'],
    });
    expect(await total(admin.users.list({ per_page: 1 }))).toBe(before);

    const stored = data<Rec>(
      await admin.users.store({ email: 'typed.person@example.org', first_name: 'Typed' }),
    );
    const read = data(await admin.users.show(stored.id));
    expect(read).toMatchObject({ email: 'typed.person@example.org', first_name: 'Typed' });
    // An update checks only what it sends.
    const update = await refused(admin.users.update(stored.id, { leave_date: 'soon' }));
    expect(update).toEqual({ leave_date: ['must be a date (YYYY-MM-DD)'] });
  });

  test('a shift and a claim: every required field and bad value is named', async () => {
    const before = await total(admin.shifts.list({ per_page: 1 }));
    expect(await refused(admin.shifts.store({ title: ' ', places: -2 } as never))).toEqual({
      team_id: ['is required'],
      title: ['must not be empty'],
      places: ['must be at least 0'],
    });
    expect(await total(admin.shifts.list({ per_page: 1 }))).toBe(before);
    expect(await refused(admin.claims.store({ user_id: 1.5, amount: -1 } as never))).toEqual({
      user_id: ['must be an integer'],
      amount: ['must be at least 0'],
    });
  });

  test('residential availability reads its typed window and refuses a bad one', async () => {
    const list = await admin.residentialAvailability.list({ from: '2030-01-01', to: '2030-01-31' });
    expect(list.window).toEqual({ from: '2030-01-01', to: '2030-01-31' });
    expect(list.data.length).toBeGreaterThan(0);
    const room = list.data[0]!;
    expect(typeof room.room_name).toBe('string');
    expect(Array.isArray(room.changeover_weekdays)).toBe(true);
    expect(await refused(admin.residentialAvailability.list({ from: 'nope' }))).toEqual({
      from: ['must be a date (YYYY-MM-DD)'],
    });
  });
});
