export { DatePicker, datePickerCss, DATE_PICKER_DEFAULT_FLEXIBILITY } from './DatePicker.js';
export { FLEXIBILITY_OPTIONS } from './flexibility.js';
export type { DatePickerProps } from './DatePicker.js';
export { formatDisplayDate, parseIsoDate, toIsoDate } from './dates.js';
export { firstDayOfWeek, textDirection } from './localeInfo.js';
export { datePickerMessages, allDatePickerMessages } from './messages.js';
