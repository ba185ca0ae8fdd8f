import { useId, useState } from 'react';
import { Card } from '../../../app/ui/Card.js';
import {
  isPortalLocale,
  PORTAL_LOCALES,
  usePortalLocale,
  type PortalLocaleTag,
} from '../../../app/locale/portalLocale.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';

/**
 * The language of my own screens (the user record's `locale`): English or
 * Cymraeg. A choice is saved at once (`PUT /users/{id}`), read back, and the
 * screens switch to what the server stored; a refusal is said under the choice.
 */
export function LanguageCard({
  record,
  save,
}: {
  /** My user record as last read. */
  record: AnyRecord;
  /** Writes fields of my record and reads it back (`useMyRecord().save`), resolving to what is stored. */
  save: (patch: AnyRecord) => Promise<AnyRecord | null>;
}) {
  const id = useId();
  const { text } = useMyText();
  const { tag, show } = usePortalLocale();
  const [pending, setPending] = useState<PortalLocaleTag | null>(null);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const stored = isPortalLocale(record.locale) ? record.locale : tag;
  const choose = async (locale: PortalLocaleTag) => {
    setPending(locale);
    setNote(null);
    try {
      const back = await save({ locale });
      const now = isPortalLocale(back?.locale) ? back.locale : 'en-GB';
      await show(now);
      setNote({ text: '' });
    } catch (e) {
      setNote({ text: actionError(e), error: true });
    } finally {
      setPending(null);
    }
  };
  const checked = pending ?? stored;
  return (
    <Card title={text.language}>
      <fieldset className="vkm-language" aria-describedby={`${id}-hint`} disabled={!!pending}>
        <legend>{text.languageLegend}</legend>
        {PORTAL_LOCALES.map((l) => (
          <label key={l.tag} lang={l.tag}>
            <input
              type="radio"
              name={`${id}-locale`}
              value={l.tag}
              checked={checked === l.tag}
              onChange={() => void choose(l.tag)}
            />{' '}
            {l.name}
          </label>
        ))}
        <p id={`${id}-hint`} className="vkm-note">
          {text.languageHint}
        </p>
      </fieldset>
      <p
        className={note?.error ? 'vkp-field-error' : 'vkm-note'}
        role={note?.error ? 'alert' : 'status'}
      >
        {pending ? text.languageSaving : note?.error ? note.text : note ? text.languageNow : ''}
      </p>
    </Card>
  );
}
