export { CookieSettings, cookieSettingsCss } from './CookieSettings.js';
export type { CookieSettingsProps } from './CookieSettings.js';
