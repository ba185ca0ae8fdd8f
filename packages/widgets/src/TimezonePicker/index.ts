export { TimezonePicker, timezonePickerCss } from './TimezonePicker.js';
export type { TimezonePickerProps } from './TimezonePicker.js';
