import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../../app/ui/Card.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import type { MySkills, SkillCategory } from './skills.js';
import { useRecordText } from '../useRecordText.js';

/** The longest bio kept per category. */
export const BIO_MAX = 1000;

/**
 * One skill category of my record (languages are a category too): a box per
 * skill and a bio for the category, saved together; then the screen reads
 * everything back. A refusal shows in the card and keeps the choices.
 */
export function SkillCategoryCard({
  category,
  mine,
  userId,
  onSaved,
}: {
  category: SkillCategory;
  mine: MySkills;
  userId: string;
  onSaved: (message: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const { text, fill, tag } = useRecordText();
  const shell = useShellText().text;
  const held = mine.byCategory.get(category.id) ?? [];
  const storedBio = mine.bios.get(category.id);
  const [chosen, setChosen] = useState(() => new Set(held.map((h) => h.skillId)));
  const [bio, setBio] = useState(storedBio?.text ?? '');
  const [error, setError] = useState<{ field?: 'bio'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isLanguages = category.name.toLowerCase() === 'languages';
  // The organisation names its categories: they are shown as written, lower case inside a sentence.
  const named = { category: category.name.toLocaleLowerCase(tag) };

  const save = async () => {
    if (bio.trim().length > BIO_MAX) {
      setError({ field: 'bio', text: fill(text.keepTo, { max: BIO_MAX }) });
      return;
    }
    setBusy(true);
    setError(null);
    const mineApi = api.users.skills(userId);
    try {
      for (const skill of category.skills)
        if (chosen.has(skill.id) && !held.some((h) => h.skillId === skill.id))
          await mineApi.store({ skill_id: skill.id, category_id: category.id, name: skill.name });
      for (const h of held) if (!chosen.has(h.skillId)) await mineApi.delete(h.id);
      const about = bio.trim();
      if (storedBio && about !== storedBio.text)
        await mineApi.bio(category.id).update(storedBio.id, { bio: about });
      else if (!storedBio && about) await mineApi.bio(category.id).store({ bio: about });
      onSaved(isLanguages ? text.languagesSaved : fill(text.skillsSaved, named));
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      setError(
        fields?.bio?.[0]
          ? { field: 'bio', text: fields.bio[0] }
          : { text: fill(text.notSaved, { reason: actionError(e, shell) }) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={isLanguages ? text.languagesISpeak : category.name}>
      <form
        className="vkm-form"
        noValidate
        aria-label={
          isLanguages ? text.languages : fill(text.categorySkills, { category: category.name })
        }
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="vkm-fieldset">
          <legend className="vkm-note">{isLanguages ? text.tickLanguages : text.tickSkills}</legend>
          <ul className="vkm-checks">
            {category.skills.map((s) => (
              <li key={s.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(s.id)}
                    onChange={(e) =>
                      setChosen((c) => {
                        const next = new Set(c);
                        if (e.target.checked) next.add(s.id);
                        else next.delete(s.id);
                        return next;
                      })
                    }
                  />
                  {s.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FieldRow
          id={`${id}-bio`}
          label={isLanguages ? text.aboutLanguages : text.aboutSkills}
          error={error?.field === 'bio' ? error.text : null}
          className="vkm-field"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={BIO_MAX + 50}
              value={bio}
              placeholder={isLanguages ? text.languagesPlaceholder : text.skillsPlaceholder}
              onChange={(e) => setBio(e.target.value)}
            />
          )}
        </FieldRow>
        {error && !error.field ? (
          <p className="vkp-field-error" role="alert">
            {error.text}
          </p>
        ) : null}
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy
              ? text.saving
              : isLanguages
                ? text.saveLanguages
                : fill(text.saveCategorySkills, named)}
          </button>
        </div>
      </form>
    </Card>
  );
}
