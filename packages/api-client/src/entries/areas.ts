/**
 * `@volunteerkit/api-client/areas`: the typed accessors one top-level area at a
 * time (`usersApi(http)`, `shiftsApi(http)`, `claimsApi(http)`…), each the same
 * as `createApi(http).users` and so on, built from that area's catalogue entries
 * alone. A bundle that makes one typed call this way carries those entries, not
 * the whole catalogue (see "Which entry?" in the README). Response validation
 * (`validate`) is `createApi`'s; these do not validate.
 *
 * @example
 * ```ts
 * import { createHttpClient } from '@volunteerkit/api-client/http';
 * import { usersApi } from '@volunteerkit/api-client/areas';
 * const users = usersApi(createHttpClient({ baseURL: '/api/' }));
 * const { data } = await users.show(12); // data: User
 * ```
 *
 * @packageDocumentation
 */
export * from '../resources/areas.generated.js';
export { buildApi, buildArea } from '../resources/buildApi.js';
export type { BuildApiOptions, ResponseCheck } from '../resources/buildApi.js';
export type * from '../resources/api.generated.js';
export type * from '../models/types.js';
