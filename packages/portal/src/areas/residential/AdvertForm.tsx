import { useId } from 'react';
import { ADVERT_TYPES, LIMITS, type AdvertDraft } from './adverts.js';
import { FormField } from '../../app/ui/FormField.js';
import { DayInput } from '../../app/ui/DayInput.js';

/**
 * The fields of an advert: title, type, who sees it, the short advert
 * (markdown), the image's alt text and the available periods. Controlled: every
 * change goes to `onChange` at once (the preview follows it).
 */
export function AdvertForm({
  draft,
  problems,
  onChange,
}: {
  draft: AdvertDraft;
  problems: Record<string, string>;
  onChange: (draft: AdvertDraft) => void;
}) {
  const id = useId();
  const set = <K extends keyof AdvertDraft>(key: K, value: AdvertDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const described = (field: string) =>
    problems[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const error = (field: string) =>
    problems[field] ? (
      <p className="vkp-field-error" id={`${id}-${field}-error`}>
        {problems[field]}
      </p>
    ) : null;
  const slots = draft.available_timeslots;
  const setSlot = (i: number, key: 'start' | 'end', value: string) =>
    set(
      'available_timeslots',
      slots.map((s, j) => (j === i ? { ...s, [key]: value } : s)),
    );
  return (
    <div className="vkres-fields">
      <FormField id={`${id}-title`} label="Title">
        <input
          id={`${id}-title`}
          value={draft.display_name}
          maxLength={LIMITS.title + 20}
          onChange={(e) => set('display_name', e.target.value)}
          {...described('display_name')}
        />
        {error('display_name')}
      </FormField>
      <div className="vkres-row">
        <FormField id={`${id}-type`} label="Length of residence">
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => set('type', e.target.value)}
            {...described('type')}
          >
            {ADVERT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
            {ADVERT_TYPES.some((t) => t.value === draft.type) ? null : (
              <option value={draft.type}>{draft.type}</option>
            )}
          </select>
          {error('type')}
        </FormField>
        <FormField id={`${id}-target`} label="Advertised to">
          <select
            id={`${id}-target`}
            value={draft.advert_target}
            onChange={(e) => set('advert_target', e.target.value)}
          >
            <option value="external">Everyone (public search)</option>
            <option value="internal">Our volunteers only (internal)</option>
          </select>
        </FormField>
      </div>
      <FormField id={`${id}-advert`} label="Short advert (markdown)">
        <textarea
          id={`${id}-advert`}
          rows={5}
          value={draft.short_advert}
          onChange={(e) => set('short_advert', e.target.value)}
          {...described('short_advert')}
        />
        {error('short_advert')}
      </FormField>
      <FormField id={`${id}-alt`} label="Image description (alt text)">
        <input
          id={`${id}-alt`}
          value={draft.image_alt}
          onChange={(e) => set('image_alt', e.target.value)}
          {...described('image_alt')}
        />
        {error('image_alt')}
      </FormField>
      <fieldset className="vkres-slots">
        <legend>Availability</legend>
        {slots.length === 0 ? <p>No periods: the card shows FULL UP.</p> : null}
        {slots.map((s, i) => (
          <div className="vkres-slot" key={i} role="group" aria-label={`Period ${i + 1}`}>
            <FormField id={`${id}-s${i}`} label="From">
              <DayInput
                id={`${id}-s${i}`}
                value={s.start}
                onValue={(day) => setSlot(i, 'start', day)}
                {...described(`available_timeslots.${i}`)}
              />
            </FormField>
            <FormField id={`${id}-e${i}`} label="To">
              <DayInput
                id={`${id}-e${i}`}
                value={s.end}
                onValue={(day) => setSlot(i, 'end', day)}
              />
            </FormField>
            <button
              type="button"
              className="vkp-button"
              aria-label={`Remove period ${i + 1}`}
              onClick={() =>
                set(
                  'available_timeslots',
                  slots.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </button>
            {error(`available_timeslots.${i}`)}
          </div>
        ))}
        <button
          type="button"
          className="vkp-button"
          onClick={() => set('available_timeslots', [...slots, { start: '', end: '' }])}
        >
          Add period
        </button>
      </fieldset>
    </div>
  );
}
