import { useMemo } from 'react';
import type { PortalUser } from '../auth/types.js';
import { DEFAULT_TIMEZONE, formatValue, type DateSettings } from './format.js';
import { useAuth } from './services.js';

/** The signed-in user (screens behind the shell always have one). */
export function useUser(): PortalUser | null {
  return useAuth().user;
}

/** The user's timezone and the organisation's date format. */
export function useDateSettings(): DateSettings {
  const user = useUser();
  const timezone = user?.timezone ?? DEFAULT_TIMEZONE;
  const format = user?.organisation.date_format;
  return useMemo(
    () => ({ timezone, ...(typeof format === 'string' ? { dateFormat: format } : {}) }),
    [timezone, format],
  );
}

/** A value formatter bound to the user's date settings. */
export function useFormatValue(): (value: unknown) => string {
  const settings = useDateSettings();
  return useMemo(() => (value: unknown) => formatValue(value, settings), [settings]);
}
