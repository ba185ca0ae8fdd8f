/**
 * `@volunteerkit/widgets/date-picker`: the residential date picker (react-day-picker)
 * as its own subpath, meant to be loaded lazily:
 *
 * ```tsx
 * const DatePicker = lazy(() => import('@volunteerkit/widgets/date-picker').then((m) => ({ default: m.DatePicker })));
 * <ResidentialSearchForm http={http} datePicker={DatePicker} />
 * ```
 *
 * @module
 */
'use client';

export * from '../DatePicker/index.js';
export { default } from '../DatePicker/default.js';
