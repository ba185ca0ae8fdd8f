export {
  DatePicker,
  datePickerCss,
  FLEXIBILITY_OPTIONS,
  DATE_PICKER_DEFAULT_FLEXIBILITY,
} from './DatePicker.js';
export type { DatePickerProps } from './DatePicker.js';
export { formatDisplayDate, parseIsoDate, toIsoDate } from './dates.js';
