/** Options of {@link formatFileSize}. */
export interface FormatFileSizeOptions {
  /**
   * SI mode: base 1000 with kB, MB, GB... instead of base 1024 with KiB, MiB, GiB...
   * @default false
   */
  si?: boolean;
  /**
   * Digits after the decimal point.
   * @default 1
   */
  decimals?: number;
}

const SI_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const IEC_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/**
 * Formats a byte count for people (spec 9: base 1024, or 1000 in SI mode).
 * Below one unit the exact byte count is shown. Invalid input gives "-".
 *
 * @example
 * formatFileSize(1536);               // "1.5 KiB"
 * formatFileSize(1500, { si: true }); // "1.5 kB"
 * formatFileSize(999);                // "999 B"
 */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  if (!Number.isFinite(bytes)) return '-';
  const base = options.si ? 1000 : 1024;
  const units = options.si ? SI_UNITS : IEC_UNITS;
  const decimals = options.decimals ?? 1;
  if (Math.abs(bytes) < base) return `${bytes} B`;
  let value = bytes;
  let unit = -1;
  const round = 10 ** decimals;
  do {
    value /= base;
    unit += 1;
  } while (Math.round(Math.abs(value) * round) / round >= base && unit < units.length - 1);
  return `${value.toFixed(decimals)} ${units[unit]}`;
}
