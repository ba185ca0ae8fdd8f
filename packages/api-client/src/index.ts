/**
 * `@volunteerkit/api-client`: the framework-agnostic typed client for the VolunteerKit API.
 *
 * The subpath entry points (`./entries/<name>.ts`, published as
 * `@volunteerkit/api-client/<name>`) are the one list of public exports; this file
 * gathers them, and adds the areas that have no subpath of their own.
 *
 * @packageDocumentation
 */
export { getWindow, getDocument, getLocalStorage } from './env.js';

// Core: transport, errors, session (`/http`) and the public calls and logging (`/public`).
export * from './entries/http.js';
export * from './entries/public.js';
export { extractToken } from './session/auth.js';
export type { AuthMethods } from './session/auth.js';
export {
  startHeartbeat,
  heartbeatEligible,
  HEARTBEAT_INTERVAL,
  HEARTBEAT_PERMISSION,
} from './heartbeat/heartbeat.js';
export type { HeartbeatClient, HeartbeatOptions, HeartbeatHandle } from './heartbeat/heartbeat.js';
export {
  hasPermission,
  featureAmount,
  hasFeature,
  isLegacyOrganisation,
} from './permissions/permissions.js';
export type { PermissionHolder, FeatureHolder, LegacyFeature } from './permissions/permissions.js';
export {
  readCookieSettings,
  writeCookieSettings,
  defaultCookieSettings,
  COOKIE_SETTINGS_NAME,
  COOKIE_SETTINGS_EVENT,
  onAnalyticalConsent,
} from './cookies/cookieSettings.js';
export type { CookieSettings, WriteCookieSettingsOptions } from './cookies/cookieSettings.js';
// The small observable store the headless controllers share (no subpath of its own).
export * from './headless/store/index.js';

// Catalogue (`/catalogue`), without its per-area entry lists and per-level accessor
// interfaces, which only the subpath publishes; and `createClient`.
export * from './catalogue/publicApi.js';
export type { VolunteerKitApi } from './entries/catalogue.js';
export { createClient } from './client.js';
export type { CreateClientOptions, VolunteerKitClient } from './client.js';

// Residential search (`/search`, `/pagination`) and the geocode session.
export * from './entries/search.js';
export * from './entries/pagination.js';
export * from './headless/geocode/index.js';

// Forms (`/validation`, `/format`), time picker, timezones, team tree and roles.
export * from './entries/validation.js';
export * from './entries/format.js';
export * from './headless/timePicker/index.js';
export * from './headless/timezones/index.js';
export * from './headless/tree/index.js';
export * from './headless/teamTree/index.js';
export * from './headless/roles/index.js';
