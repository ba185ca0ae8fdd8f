/**
 * The hook through which the shared states (loading, errors) read their texts:
 * the shell catalogue's states part only, so the sign-in screen stays small.
 *
 * @module
 */
import { useTexts, type Texts } from '../locale/useTexts.js';
import { enGBStateText, SHELL_CATALOGUE, type StateText } from './stateMessages.js';

/** The shared states' texts in the person's language (English until a translation loads). */
export function useStateText(): Texts<StateText> {
  return useTexts(SHELL_CATALOGUE, enGBStateText);
}
