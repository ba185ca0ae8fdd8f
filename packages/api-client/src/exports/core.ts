// Public exports of the core area (transport, errors, session, heartbeat, permissions,
// cookie settings, logging); see ../index.ts.
export * from '../http/index.js';
export * from '../errors/index.js';
export { createSession, decodeSessionToken } from '../session/session.js';
export type {
  Session,
  SessionState,
  SessionUser,
  SessionEnvironment,
  SignedOutEvent,
} from '../session/session.js';
export { extractToken } from '../session/auth.js';
export type {
  AuthMethods,
  LoginPayload,
  LoginResult,
  ExchangeTokenResult,
} from '../session/auth.js';
export {
  startHeartbeat,
  heartbeatEligible,
  HEARTBEAT_INTERVAL,
  HEARTBEAT_PERMISSION,
} from '../heartbeat/heartbeat.js';
export type { HeartbeatClient, HeartbeatOptions, HeartbeatHandle } from '../heartbeat/heartbeat.js';
export {
  hasPermission,
  featureAmount,
  hasFeature,
  isLegacyOrganisation,
} from '../permissions/permissions.js';
export type { PermissionHolder, FeatureHolder, LegacyFeature } from '../permissions/permissions.js';
export {
  readCookieSettings,
  writeCookieSettings,
  defaultCookieSettings,
  COOKIE_SETTINGS_NAME,
} from '../cookies/cookieSettings.js';
export type { CookieSettings, WriteCookieSettingsOptions } from '../cookies/cookieSettings.js';
export { logSearch, logApplyAction } from '../public/logging.js';
export type { LogCallOptions } from '../public/logging.js';
export * from '../headless/store/index.js';
