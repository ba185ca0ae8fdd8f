export { TwoStepDeleteButton, twoStepDeleteButtonCss } from './TwoStepDeleteButton.js';
export type { TwoStepDeleteButtonProps } from './TwoStepDeleteButton.js';
