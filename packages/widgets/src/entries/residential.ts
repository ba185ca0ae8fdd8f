/**
 * `@volunteerkit/widgets/residential`: just the residential widgets (search
 * form, location autocomplete, results, cards, latest grid, home, pagination,
 * markdown) with their messages and styles. The date picker is a separate
 * subpath (`@volunteerkit/widgets/date-picker`) so it can be loaded lazily.
 *
 * @module
 */
'use client';

export * from '../ResidentialSearchForm/index.js';
export * from '../LocationAutocomplete/index.js';
export * from '../ResidentialResults/index.js';
export * from '../OpportunityCard/index.js';
export * from '../LatestOpportunities/index.js';
export * from '../ResidentialHome/index.js';
export * from '../Pagination/index.js';
export * from '../Markdown/index.js';
export { residentialCss } from '../ResidentialResults/allStyles.js';
export {
  residentialMessages,
  resolveResidentialMessages,
  useResidentialMessages,
  formatMessage,
} from '../messages/residential.js';
export { selectPlural, isMessage, usableLocale, SOURCE_LOCALE } from '../messages/format.js';
export type { Message, PluralMessage } from '../messages/format.js';
export {
  LocaleContext,
  LocaleProvider,
  enGB,
  toWidgetLocale,
  useWidgetLocale,
} from '../messages/locale.js';
export type { LocaleInput, LocaleProviderProps, WidgetLocale } from '../messages/locale.js';
export type {
  DatePickerMessageKey,
  ResidentialMessages,
  ResidentialWidgetEvent,
  ResidentialEventHandler,
} from '../messages/residential.js';
export type { DatePickerProps } from '../DatePicker/DatePicker.js';
export { themeTokensCss, COLOR_SCHEME_ATTRIBUTE } from '../theme/tokens.js';
export type { ColorScheme } from '../theme/tokens.js';
