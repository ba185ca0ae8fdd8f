export { TimePicker, timePickerCss } from './TimePicker.js';
export type { TimePickerProps } from './TimePicker.js';
