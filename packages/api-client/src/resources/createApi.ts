/**
 * `createApi(http)`: the typed accessor tree of the whole catalogue, built at
 * runtime from the catalogue data over any {@link HttpClient}.
 *
 * @module
 */
import { catalogue as fullCatalogue } from '../catalogue/index.js';
import type { CatalogueEntry } from '../catalogue/types.js';
import type { HttpClient } from '../http/types.js';
import { isModelName, modelSchemas } from '../models/registry.js';
import type { VolunteerKitApi } from './api.generated.js';
import { buildApi } from './buildApi.js';
import type { ValidateMode } from './types.js';
import { applyValidation } from './validate.js';
import type { ResponseValidationError } from './errors.js';

/** Options of {@link createApi}. */
export interface CreateApiOptions {
  /**
   * Validate responses of entries with a known model (spec 3.1): `warn` reports
   * mismatches through `onValidationError`, `strict` rejects with a
   * `ResponseValidationError`.
   * @default 'off'
   */
  validate?: ValidateMode;
  /**
   * Receives mismatches in `warn` mode.
   * @default console.warn
   */
  onValidationError?: (error: ResponseValidationError) => void;
  /** The entries to build accessors for. @default the whole catalogue */
  catalogue?: readonly CatalogueEntry[];
}

/**
 * Builds the typed accessor tree of the whole catalogue over `http`.
 * Resource levels offer exactly the operations the spec allows
 * (`list`, `show`, `store`, `update`, `delete`, plus `paginate` and `listAll` with
 * `list`); levels that need a path parameter are functions of it; one-off calls
 * are functions of their remaining path parameters, then a query (GET and
 * body-less calls) or a body, then per-call options.
 *
 * @example
 * ```ts
 * const api = createApi(createHttpClient({ baseURL: '/api/' }));
 * await api.users.messaging(12).list({ page: 2 });
 * await api.events.sessions(3).attendees(9).update(12, { status: 'attended' });
 * const pdf: Blob = await api.rota.pdf('2024-05-01/3/', { week: 1 });
 * ```
 */
export function createApi(http: HttpClient, options: CreateApiOptions = {}): VolunteerKitApi {
  const report =
    options.onValidationError ??
    ((error: ResponseValidationError) => {
      console.warn(error.message);
    });
  return buildApi(http, options.catalogue ?? fullCatalogue, {
    validate: options.validate ?? 'off',
    check: (mode, model, request, body) => {
      if (isModelName(model))
        applyValidation(mode, modelSchemas[model], model, request, body, report);
    },
  }) as unknown as VolunteerKitApi;
}
