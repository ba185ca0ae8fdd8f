import { createClient, createLocalStorageTokenStore } from '@volunteerkit/api-client';

/**
 * One client for the whole app. The API is proxied under /api/ by Vite (dev and
 * preview) or by your own server in production. The session token is kept in
 * localStorage so a reload stays signed in (the staff portal does the same).
 */
export const client = createClient({
  baseURL: '/api/',
  tokenStore: createLocalStorageTokenStore({ key: 'vk-example-token' }),
});
