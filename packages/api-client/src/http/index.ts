export { createHttpClient } from './createHttpClient.js';
export { createPublicHttpClient } from './publicTransport.js';
export type { PublicHttpClientOptions } from './publicTransport.js';
export type { CoreClient } from './createHttpClient.js';
export {
  acceptHeader,
  DEFAULT_API_VERSION,
  DEFAULT_BASE_URL,
  DEFAULT_MEDIA_SUBTYPE,
  DEFAULT_TIMEOUT,
} from './options.js';
export type {
  ClientOptions,
  ResolvedClientOptions,
  GlobalErrorHandler,
  GlobalErrorInfo,
  GlobalErrorReason,
} from './options.js';
export type { RetryOption, RetryOptions } from './retry.js';
export { serializeQuery, withQuery } from './query.js';
export { createMemoryTokenStore, createLocalStorageTokenStore } from './tokenStore.js';
export type { TokenStore, LocalStorageTokenStoreOptions } from './tokenStore.js';
