/**
 * The hook through which the portal's frame and shared states read their texts.
 *
 * @module
 */
import { useTexts, type Texts } from '../locale/useTexts.js';
import { enGBShellText, SHELL_CATALOGUE, type ShellText } from './shellMessages.js';

/** The frame's texts in the person's language (English until a translation loads, and for staff who keep it). */
export function useShellText(): Texts<ShellText> {
  return useTexts(SHELL_CATALOGUE, enGBShellText);
}
