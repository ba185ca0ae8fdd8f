export { SaveButton, saveButtonCss } from './SaveButton.js';
export type { SaveButtonProps, SaveButtonState } from './SaveButton.js';
