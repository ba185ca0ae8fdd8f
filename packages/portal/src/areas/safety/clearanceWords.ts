/**
 * A clearance gap as the server's clearance policy answers it (issue 50), and
 * in a few words for a badge or a table cell.
 *
 * @module
 */

/** One thing a person lacks for a piece of work, as the server's clearance policy answers it. */
export interface ClearanceGap {
  /** `disclosure_expired`, `flag_missing`, `age_under`, `blacklisted`… */
  code: string;
  /** The server's sentence (English). */
  message: string;
  /** The disclosure type or clearance flag. */
  name?: string;
  /** The date the gap turns on (YYYY-MM-DD). */
  date?: string;
  /** The age asked for. */
  age?: number;
}

/** A day as people in the United Kingdom write it: 02/11/2026. */
export function ukDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A gap in a few words for a badge: "Enhanced disclosure expired 02/11/2026",
 * "No Enhanced disclosure", "Under 18".
 *
 * @example
 * gapText({ code: 'disclosure_expired', message: '', name: 'Enhanced disclosure', date: '2026-11-02' })
 * // 'Enhanced disclosure expired 02/11/2026'
 */
export function gapText(gap: ClearanceGap): string {
  const name = gap.name ?? 'Check';
  const date = gap.date ? ukDay(gap.date) : '';
  switch (gap.code.replace(/^(disclosure|flag)_/, '')) {
    case 'blacklisted':
      return "On the organisation's blacklist";
    case 'expired':
      return `${name} expired ${date}`;
    case 'expires':
      return `${name} expires ${date}, before this work`;
    case 'not_yet':
      return `${name} only from ${date}`;
    case 'pending':
      return `${name} still pending`;
    case 'missing':
      return `No ${name}`;
    case 'age_under':
      return `Under ${gap.age ?? ''} on the day`;
    case 'age_unknown':
      return `No date of birth (${gap.age ?? ''} or over only)`;
    default:
      return gap.message;
  }
}
