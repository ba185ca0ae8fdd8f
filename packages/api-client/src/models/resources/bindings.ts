/**
 * Which models each catalogue entry uses, beyond the spec 3.1 `model` the
 * catalogue itself carries for runtime validation. Kept here, out of the
 * runtime catalogue, so typing a resource costs the client's bundle nothing:
 * the type generator, the OpenAPI document and the sandbox read it.
 *
 * @module
 */
import type { CatalogueEntry } from '../../catalogue/types.js';

/** The models of one entry, by name (see `resourceModels`). */
export interface ModelBinding {
  /** One item (overrides the catalogue's `model`). */
  model?: string;
  /** A `store` body; an `update` sends any part of it. */
  inputModel?: string;
  /** Further `update` bodies (actions such as `ShiftSignUp`), besides any part of `inputModel`. */
  updateModels?: string[];
  /** The `list` query (a call: its query). */
  queryModel?: string;
  /** The whole `list` answer, when it carries more than `{ data, meta }`. */
  listModel?: string;
}

/** The models of each typed resource, by catalogue accessor. */
export const resourceBindings: Readonly<Record<string, ModelBinding>> = {
  users: { inputModel: 'UserInput', queryModel: 'UserQuery' },
  shifts: {
    model: 'Shift',
    inputModel: 'ShiftInput',
    updateModels: ['ShiftSignUp', 'ShiftPlaceCancel'],
    queryModel: 'ShiftQuery',
  },
  repeatingShifts: { model: 'RepeatingShift', inputModel: 'RepeatingShiftInput' },
  claims: { model: 'Claim', inputModel: 'ClaimInput', queryModel: 'ClaimQuery' },
  residentialAvailability: {
    model: 'ResidentialAvailability',
    listModel: 'ResidentialAvailabilityList',
    queryModel: 'ResidentialAvailabilityQuery',
  },
  residentialOpportunities: { inputModel: 'OpportunityInput' },
  opportunities: { inputModel: 'GeneralOpportunityInput' },
  tasks: { model: 'Task', inputModel: 'TaskInput', queryModel: 'TaskQuery' },
  applications: {
    model: 'Application',
    inputModel: 'ApplicationInput',
    queryModel: 'ApplicationQuery',
  },
  'organisation.teams': { inputModel: 'TeamInput' },
  'organisation.roleProfiles': { model: 'Role', inputModel: 'RoleInput' },
  'organisation.roleFamilies': { inputModel: 'RoleFamilyInput' },
};

/** A catalogue entry with the models it uses. */
export type TypedEntry = CatalogueEntry & ModelBinding;

/** The entry with its models (the catalogue's, then {@link resourceBindings}). */
export function withModels(entry: CatalogueEntry): TypedEntry {
  const binding = entry.accessor ? resourceBindings[entry.accessor] : undefined;
  return binding ? { ...entry, ...binding } : entry;
}
