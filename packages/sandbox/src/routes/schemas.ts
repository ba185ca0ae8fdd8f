/**
 * The request body schemas of the collections: the api-client's resource
 * schemas (zod) where the catalogue names one, field rules for a few others.
 * Other collections get only the conventions of `validateRecord`.
 *
 * @module
 */
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { resourceModels } from '@volunteerkit/api-client/schemas';
import type { CollectionName } from '../store/collections.js';
import type { InputSchema, Schema } from '../validation.js';

export {
  AVAILABILITY_DAYS,
  AVAILABILITY_PARTS,
  AVAILABILITY_SLOTS,
  OPPORTUNITY_TYPES,
  USER_LOCALES,
} from '@volunteerkit/api-client/models';

/**
 * The store body schema of each resource whose catalogue entry names an
 * `inputModel`: the api-client's zod schema, the same one its types and the
 * OpenAPI document come from.
 */
const INPUT_SCHEMAS: ReadonlyMap<string, InputSchema> = new Map(
  catalogue.flatMap((entry) => {
    if (entry.kind !== 'resource' || !entry.inputModel || !entry.accessor) return [];
    const schema = resourceModels[entry.inputModel];
    if (!schema || !('shape' in schema)) throw new Error(`no object schema ${entry.inputModel}`);
    return [[entry.accessor, schema as InputSchema]];
  }),
);

/** Field rules of the collections without a schema in the api-client (to move there). */
const SCHEMAS: Partial<Record<CollectionName, Schema>> = {
  applications: {
    stage: { type: 'string', max: 100 },
    status: { type: 'string', enum: ['pending', 'accepted', 'rejected', 'withdrawn'] },
    applied_at: { type: 'date' },
  },
  tasks: {
    title: { type: 'string', min: 1, max: 300 },
    status: { type: 'string', enum: ['open', 'in_progress', 'done', 'cancelled'] },
    priority: { type: 'string', enum: ['low', 'normal', 'high', 'urgent'] },
    assignee_id: { type: 'integer', nullable: true },
    due_date: { type: 'date', nullable: true },
  },
  'organisation.teams': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    parent_id: { type: 'integer', nullable: true },
    icon: { type: 'string', nullable: true },
    disabled: { type: 'boolean' },
    hidden: { type: 'boolean' },
    changeover_day: { type: 'integer', min: 0, max: 6, nullable: true },
  },
  'organisation.permissionGroups': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    // Checked against the shared table of permissions by domain/permissionGroups.ts.
    permissions: { type: 'array', max: 200, items: { type: 'string', max: 100 } },
  },
  'organisation.roleProfiles': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    type: { type: 'string', required: true, enum: ['volunteer', 'non-volunteer', 'system'] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    family: { type: 'object', nullable: true },
  },
  'organisation.roleFamilies': {
    name: { type: 'string', required: true, min: 1, max: 200 },
  },
};

/**
 * The schema of a collection (resource accessor, see `collectionKey`): the
 * api-client's zod schema, else field rules, if any.
 */
export function schemaFor(collection: string): InputSchema | Schema | undefined {
  return INPUT_SCHEMAS.get(collection) ?? SCHEMAS[collection as CollectionName];
}
