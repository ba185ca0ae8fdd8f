export { DATE_TEXT_INPUT_NAME, DateTextInput, fieldCss, parseDateText } from './DateTextInput.js';
export type { DateTextInputProps } from './DateTextInput.js';
