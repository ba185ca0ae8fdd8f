import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import type { Organisation } from '@volunteerkit/api-client/models';
import { Card } from '../../app/ui/Card.js';
import { describedBy, FieldError } from '../../app/ui/FieldError.js';
import { ErrorState } from '../../app/states.js';
import { Loading } from '../../app/loading.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { actionError } from '../people/usePersonData.js';
import './organisation.css';

/** The hours an offer may stand, as the sandbox's policy takes them (authz/policy.ts). */
export const OFFER_HOURS_MIN = 1;
/** The longest an offer may stand: a week. */
export const OFFER_HOURS_MAX = 168;
/** What the waitlist does with a freed place until an administrator chooses (the sandbox's default). */
const DEFAULTS = { mode: 'offer' as const, hours: 12 };

type Mode = 'offer' | 'assign';

/** Why typed offer hours are refused, or null. */
export function offerHoursError(typed: string): string | null {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(n) && n >= OFFER_HOURS_MIN && n <= OFFER_HOURS_MAX
    ? null
    : `Enter a whole number of hours from ${OFFER_HOURS_MIN} to ${OFFER_HOURS_MAX}.`;
}

/**
 * The waitlist's settings (issue 48), a field group of the organisation settings screen for
 * those who manage the organisation: what happens when a place frees on a full shift
 * (`waitlist_mode`: offered to the first person waiting, or given to them at once) and how
 * long an offer waits for its answer (`waitlist_offer_hours`). Saved with
 * `PUT /organisation/{id}` (the record's version as `If-Match`) and read back; the server's
 * field errors show under their fields. `onSaved` is called after a save (the screen reads
 * the record again).
 */
export function WaitlistSettingsCard({ onSaved }: { onSaved?: () => void } = {}) {
  const api = useApi();
  const id = useId();
  const [generation, setGeneration] = useState(0);
  const load = useLoad(async (signal) => {
    const page = (await api.organisation.list({}, { signal })) as {
      data: (Organisation & { etag?: unknown })[];
    };
    return page.data[0] ?? null;
  }, `organisation-waitlist:${generation}`);
  const org = load.status === 'success' ? load.data : null;
  const [mode, setMode] = useState<Mode | null>(null);
  const [hours, setHours] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ mode?: string; hours?: string; form?: string }>({});
  const [saved, setSaved] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const shownMode: Mode = mode ?? org?.waitlist_mode ?? DEFAULTS.mode;
  const shownHours = hours ?? String(org?.waitlist_offer_hours ?? DEFAULTS.hours);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!org || busy) return;
    const hoursError = offerHoursError(shownHours);
    setSaved('');
    if (hoursError) {
      setErrors({ hours: hoursError });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await api.organisation.update(
        String(org.id),
        { waitlist_mode: shownMode, waitlist_offer_hours: Number(shownHours) },
        typeof org.etag === 'string' ? { ifMatch: org.etag } : {},
      );
      setMode(null);
      setHours(null);
      setGeneration((g) => g + 1);
      setSaved('The waitlist settings are saved.');
      onSaved?.();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      setErrors({
        ...(fields?.waitlist_mode ? { mode: `This ${fields.waitlist_mode.join(', ')}.` } : {}),
        ...(fields?.waitlist_offer_hours
          ? { hours: `The hours ${fields.waitlist_offer_hours.join(', ')}.` }
          : {}),
        ...(fields ? {} : { form: actionError(e) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Waitlist" className="vkp-waitlist-settings">
      {load.status === 'error' ? (
        <ErrorState error={load.error} onRetry={load.reload} />
      ) : !org && load.status !== 'success' ? (
        <Loading label="Loading the waitlist settings…" />
      ) : (
        <form className="vkp-form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset
            className="vkp-waitlist-mode"
            aria-describedby={errors.mode ? `${id}-mode-error` : undefined}
          >
            <legend>When a place frees on a full shift</legend>
            <label className="vkp-checkbox">
              <input
                type="radio"
                name={`${id}-mode`}
                value="offer"
                checked={shownMode === 'offer'}
                onChange={() => setMode('offer')}
              />
              Offer it to the first person waiting, who takes it or turns it down
            </label>
            <label className="vkp-checkbox">
              <input
                type="radio"
                name={`${id}-mode`}
                value="assign"
                checked={shownMode === 'assign'}
                onChange={() => setMode('assign')}
              />
              Give it to the first person waiting at once
            </label>
            <FieldError id={`${id}-mode-error`} error={errors.mode} />
          </fieldset>
          <div className="vkp-form-field">
            <label htmlFor={`${id}-hours`}>Hours an offer waits for an answer</label>
            <input
              id={`${id}-hours`}
              className="vkp-input"
              type="number"
              inputMode="numeric"
              min={OFFER_HOURS_MIN}
              max={OFFER_HOURS_MAX}
              step={1}
              value={shownHours}
              disabled={shownMode === 'assign'}
              onChange={(e) => setHours(e.target.value)}
              {...describedBy(`${id}-hours-error`, errors.hours, `${id}-hours-hint`)}
            />
            <p id={`${id}-hours-hint`} className="vkp-field-hint">
              {shownMode === 'assign'
                ? 'Places are given at once, so nobody waits for an answer.'
                : `From ${OFFER_HOURS_MIN} to ${OFFER_HOURS_MAX}; an offer never runs past the shift's start, and then passes to the next person.`}
            </p>
            <FieldError id={`${id}-hours-error`} error={errors.hours} />
          </div>
          {errors.form ? (
            <p className="vkp-field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="vkp-form-actions">
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save the waitlist settings'}
            </button>
          </div>
          <p className="vkp-field-hint" role="status">
            {saved}
          </p>
        </form>
      )}
    </Card>
  );
}
