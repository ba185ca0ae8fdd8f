/** A timezone as the API lists it (spec 3.1). */
export interface TimezoneOption {
  /** IANA name, e.g. "Europe/London". */
  name: string;
  /** The text shown to people, e.g. "(GMT+00:00) London". */
  display_text: string;
  /** Another name for the zone, when any. */
  alias?: string | null;
}

/** The default timezone unless another is configured (spec 9). */
export const DEFAULT_TIMEZONE = 'Europe/London';

/**
 * Escapes every regular-expression metacharacter so user text matches literally.
 *
 * @example
 * escapeRegExp('(GMT+01:00)'); // "\\(GMT\\+01:00\\)"
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Filters timezones by a search (spec 5.3): the escaped search text matched against
 * display_text regardless of case. An empty search returns the list unchanged.
 *
 * @example
 * filterTimezones(zones, 'gmt+01'); // zones whose display_text contains "GMT+01", any case
 */
export function filterTimezones<T extends TimezoneOption>(
  timezones: readonly T[],
  search: string,
): T[] {
  const query = search.trim();
  if (query === '') return [...timezones];
  const pattern = new RegExp(escapeRegExp(query), 'i');
  return timezones.filter((tz) => pattern.test(tz.display_text));
}

/** Options of {@link timezoneOptions}. */
export interface TimezoneOptionsInput<T extends TimezoneOption> {
  /** The organisation's timezones. */
  timezones: readonly T[];
  /** The user's own timezone name; offered even when the organisation does not list it. */
  userTimezone?: string | null;
}

/**
 * The timezones to offer: the organisation's list plus the user's own timezone when
 * it is missing (shown by its name).
 *
 * @example
 * timezoneOptions({ timezones: [london], userTimezone: 'Asia/Tokyo' }); // [london, { name: 'Asia/Tokyo', display_text: 'Asia/Tokyo' }]
 */
export function timezoneOptions<T extends TimezoneOption>(
  input: TimezoneOptionsInput<T>,
): (T | TimezoneOption)[] {
  const list: (T | TimezoneOption)[] = [...input.timezones];
  const own = input.userTimezone?.trim();
  if (own && !list.some((tz) => tz.name === own || tz.alias === own)) {
    list.push({ name: own, display_text: own });
  }
  return list;
}

/**
 * The timezone selected by default (spec 2.6): the configured one when given and
 * known, otherwise Europe/London (matched by name or alias).
 *
 * @returns the timezone's name.
 * @example
 * defaultTimezoneName(zones);               // "Europe/London"
 * defaultTimezoneName(zones, 'Asia/Tokyo'); // "Asia/Tokyo"
 */
export function defaultTimezoneName(
  timezones: readonly TimezoneOption[],
  configured?: string | null,
): string {
  const find = (name: string) => timezones.find((tz) => tz.name === name || tz.alias === name);
  if (configured) {
    const hit = find(configured);
    if (hit) return hit.name;
  }
  return find(DEFAULT_TIMEZONE)?.name ?? configured ?? DEFAULT_TIMEZONE;
}
