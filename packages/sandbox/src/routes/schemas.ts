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
 * The store body schema of a collection (resource accessor, see
 * `collectionKey`): the api-client's zod schema, if its entry names one.
 */
export function schemaFor(collection: string): InputSchema | undefined {
  return INPUT_SCHEMAS.get(collection);
}
