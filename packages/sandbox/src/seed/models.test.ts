/**
 * The api-client's models describe what the sandbox stores: every record the demo
 * seed writes validates against its resource's model, and every resource the
 * sandbox writes or reads by field has a model that names its fields.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { fieldErrors, resourceModels, withModels } from '@volunteerkit/api-client/schemas';
import { openDb } from '../store/db.js';
import { NAMED_COLLECTIONS } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import { SeedContext } from './context.js';
import { seedDemo } from './demo.js';

type ObjectSchema = Parameters<typeof fieldErrors>[0];

const modelOf = new Map(
  catalogue
    .map(withModels)
    .flatMap((e) => (e.kind === 'resource' && e.accessor ? [[e.accessor, e.model]] : [])),
);

describe('the models describe what the sandbox stores', () => {
  const db = openDb(':memory:');
  db.transaction(() => seedDemo(new SeedContext(db), '2026-12-07'))();
  const store = new RecordStore(db);
  const collections = (
    db.prepare('SELECT DISTINCT collection FROM records').all() as { collection: string }[]
  ).map((r) => r.collection);

  it('every seeded record validates against its model', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const collection of collections) {
      const name = modelOf.get(collection);
      if (!name || name === 'StoredRecord') continue;
      const schema = resourceModels[name] as ObjectSchema;
      for (const record of store.all(collection)) {
        checked++;
        const errors = fieldErrors(schema, record);
        if (Object.keys(errors).length > 0)
          problems.push(`${collection} ${record.id}: ${JSON.stringify(errors)}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('a record that breaks its model is refused (the check can fail)', () => {
    const schema = resourceModels.ResidentialBooking as ObjectSchema;
    expect(fieldErrors(schema, { id: 1, starts_on: 'soon', beds: 2 })).toEqual({
      starts_on: ['must be a date (YYYY-MM-DD)'],
    });
  });

  it('every resource the seed writes or the sandbox names has a model with its fields', () => {
    const used = new Set([...collections, ...NAMED_COLLECTIONS]);
    // Action endpoints included (mobile sign-in, two-factor steps, applying): each has its answer's model.
    const open = [...used].filter((c) => modelOf.has(c) && modelOf.get(c) === 'StoredRecord');
    expect(open).toEqual([]);
  });
});
