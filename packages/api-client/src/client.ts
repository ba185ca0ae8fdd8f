/**
 * `createClient()`: the core client (transport, session, auth) with the typed
 * accessors of the whole catalogue assigned onto it.
 *
 * @module
 */
import { createHttpClient, type CoreClient } from './http/createHttpClient.js';
import type { ClientOptions } from './http/options.js';
import type { VolunteerKitApi } from './resources/api.generated.js';
import { createApi, type CreateApiOptions } from './resources/createApi.js';

/** Options of {@link createClient}: the transport's options plus response validation. */
export interface CreateClientOptions extends ClientOptions, Omit<CreateApiOptions, 'catalogue'> {}

/** The full client: the core client and every catalogue accessor. */
export type VolunteerKitClient = CoreClient & VolunteerKitApi;

/**
 * Creates the full client: `createHttpClient(options)` with `createApi()` assigned onto it.
 *
 * @example
 * ```ts
 * import { createClient } from '@volunteerkit/api-client';
 *
 * const client = createClient({ baseURL: 'https://example.org/api/', validate: 'warn' });
 * await client.login({ email: 'ada@example.org', password: 's3cret' });
 * const page = await client.users.messaging(12).list({ page: 2 });
 * const preview: string = await client.organisation.emailTemplates.newUserPreview({ name: 'Ada' });
 * ```
 */
export function createClient(options: CreateClientOptions = {}): VolunteerKitClient {
  const core = createHttpClient(options);
  const api = createApi(core, {
    validate: options.validate,
    onValidationError: options.onValidationError,
  });
  const descriptors = Object.getOwnPropertyDescriptors(api);
  for (const key of Object.keys(descriptors)) {
    if (key in core)
      throw new Error(`createClient: accessor "${key}" clashes with the core client.`);
  }
  Object.defineProperties(core, descriptors);
  return core as VolunteerKitClient;
}
