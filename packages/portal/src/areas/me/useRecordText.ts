/**
 * The hook through which the volunteer's record and care screens read their texts.
 *
 * @module
 */
import { useTexts, type Texts } from '../../app/locale/useTexts.js';
import { enGBRecordText, RECORD_CATALOGUE, type RecordText } from './recordMessages.js';

/** The record screens' texts in the person's language (English until a translation loads). */
export function useRecordText(): Texts<RecordText> {
  return useTexts(RECORD_CATALOGUE, enGBRecordText);
}
