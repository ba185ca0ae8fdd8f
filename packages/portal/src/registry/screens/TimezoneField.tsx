import { TimezonePicker } from '@volunteerkit/widgets';
import type { TimezoneOption } from '@volunteerkit/api-client';
import { useUser } from '../../app/hooks.js';
import { isRecord, normaliseList } from '../infer.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';

/** Reads the organisation's timezones (`{name, display_text}` items) from any payload. */
export function readTimezones(payload: unknown): TimezoneOption[] {
  const items = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  return items.filter(isRecord).flatMap((t) =>
    typeof t.name === 'string'
      ? [
          {
            name: t.name,
            display_text: typeof t.display_text === 'string' ? t.display_text : t.name,
          },
        ]
      : [],
  );
}

/** A timezone field: the widgets' timezone picker over the organisation's timezones. */
export function TimezoneField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const user = useUser();
  const api = useApi();
  const zones = useLoad(
    (signal) => api.organisation.timezones({}, { signal }),
    'organisation:timezones',
  );
  const timezones = zones.status === 'success' ? readTimezones(zones.data) : [];
  return (
    <TimezonePicker
      timezones={timezones}
      userTimezone={user?.timezone ?? null}
      value={value || undefined}
      onValueChange={onChange}
      label={label}
      name={name}
    />
  );
}
