/**
 * The request body schemas of the collections: the api-client's resource
 * schemas (zod), where the catalogue entry names an `inputModel`. Other
 * collections get only the conventions of `validateRecord`.
 *
 * @module
 */
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { resourceModels, withModels } from '@volunteerkit/api-client/schemas';
import type { InputSchema } from '../validation.js';

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
  catalogue.map(withModels).flatMap((entry) => {
    if (entry.kind !== 'resource' || !entry.inputModel || !entry.accessor) return [];
    const schema = resourceModels[entry.inputModel];
    if (!schema || !('shape' in schema)) throw new Error(`no object schema ${entry.inputModel}`);
    return [[entry.accessor, schema as InputSchema]];
  }),
);

/**
 * The JSON body schema of each call whose binding names a `bodyModel` (an
 * object schema), by accessor: the calls the sandbox keeps as plain documents
 * check their bodies with it.
 */
const CALL_BODY_SCHEMAS: ReadonlyMap<string, InputSchema> = new Map(
  catalogue.map(withModels).flatMap((entry) => {
    if (entry.kind !== 'call' || !entry.bodyModel || !entry.accessor) return [];
    const schema = resourceModels[entry.bodyModel];
    if (!schema || !('shape' in schema)) return [];
    return [[entry.accessor, schema as InputSchema]];
  }),
);

/** The JSON body schema of a call (by accessor), if its binding names an object model. */
export function callBodySchemaFor(accessor: string | undefined): InputSchema | undefined {
  return accessor === undefined ? undefined : CALL_BODY_SCHEMAS.get(accessor);
}

/**
 * The store body schema of a collection (resource accessor, see
 * `collectionKey`): the api-client's zod schema, if its entry names one.
 */
export function schemaFor(collection: string): InputSchema | undefined {
  return INPUT_SCHEMAS.get(collection);
}
