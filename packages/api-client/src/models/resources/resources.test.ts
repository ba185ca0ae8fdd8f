import * as z from 'zod/mini';
import { catalogue } from '../../catalogue/index.js';
import {
  ClaimInputSchema,
  ResidentialAvailabilityQuerySchema,
  ShiftInputSchema,
  UserInputSchema,
  UserSchema,
  fieldErrors,
  modelJsonSchemas,
  resourceModels,
  withModels,
} from './index.js';

describe('resource schemas', () => {
  it('name every field of a person the portal reads, and keep fields they do not name', () => {
    const user = z.parse(UserSchema, {
      id: 7,
      email: 'ann@example.org',
      first_name: 'Ann',
      last_name: 'Lee',
      status: 'active',
      team_ids: [3],
      organisation: null,
      from_a_newer_server: 'kept',
    });
    expect(user).toMatchObject({ first_name: 'Ann', from_a_newer_server: 'kept' });
    expect(Object.keys(UserSchema.shape)).toEqual(
      expect.arrayContaining(['id', 'timezone', 'permissions', 'email', 'first_name', 'status']),
    );
  });

  it('require the store fields, and nothing on an update', () => {
    expect(fieldErrors(UserInputSchema, {})).toEqual({ email: ['is required'] });
    expect(fieldErrors(UserInputSchema, {}, { partial: true })).toEqual({});
    expect(fieldErrors(ShiftInputSchema, { title: '' })).toEqual({
      team_id: ['is required'],
      title: ['is required'],
    });
    expect(fieldErrors(ClaimInputSchema, { user_id: 3, amount: 12.5 })).toEqual({});
  });

  it('say what is wrong with each field, in the reference server’s words', () => {
    expect(
      fieldErrors(
        UserInputSchema,
        {
          email: 'not-an-address',
          first_name: 'x'.repeat(101),
          status: 'retired',
          date_of_birth: 'yesterday',
          team_ids: 'one',
          availability: ['monday-morning', 'someday'],
          unavailable_periods: [{ start: '2025-01-01' }],
        },
        { partial: true },
      ),
    ).toEqual({
      email: ['must be a valid e-mail address'],
      first_name: ['must be at most 100 characters'],
      status: [expect.stringMatching(/^must be one of: active, applicant/)],
      date_of_birth: ['must be a date (YYYY-MM-DD)'],
      team_ids: ['must be a list'],
      availability: [expect.stringMatching(/^item 2 must be one of: monday-morning/)],
      unavailable_periods: ['item 1 end is required'],
    });
    expect(
      fieldErrors(ShiftInputSchema, {
        team_id: 1.5,
        title: '   ',
        places: -1,
        repeating_shift_id: null,
        status: null,
      }),
    ).toEqual({
      team_id: ['must be an integer'],
      title: ['must not be empty'],
      places: ['must be at least 0'],
      status: ['must not be null'],
    });
    expect(fieldErrors(ClaimInputSchema, { user_id: '3', amount: 200_000 })).toEqual({
      user_id: ['must be an integer'],
      amount: ['must be at most 100000'],
    });
    expect(fieldErrors(ResidentialAvailabilityQuerySchema, { from: 'nope' })).toEqual({
      from: ['must be a date (YYYY-MM-DD)'],
    });
    expect(fieldErrors(UserInputSchema, [])).toEqual({ body: ['must be a JSON object'] });
  });

  it('give every model the catalogue names a schema, and no model of a used resource is open', () => {
    const json = modelJsonSchemas();
    for (const entry of catalogue.map(withModels)) {
      const names = [entry.model, entry.queryModel];
      if (entry.kind === 'resource') names.push(entry.inputModel, entry.listModel);
      for (const name of names) if (name) expect(json[name], name).toBeDefined();
    }
    for (const accessor of ['users', 'shifts', 'claims', 'residentialAvailability']) {
      const entry = catalogue.map(withModels).find((e) => e.accessor === accessor);
      expect(entry?.model, accessor).toBeDefined();
      expect(entry?.queryModel, accessor).toBeDefined();
    }
    expect(Object.keys(resourceModels).length).toBe(Object.keys(json).length);
  });
});
