import type { ReactNode } from 'react';
import './ui.css';

/** The colour families of a badge (each pair meets AA contrast in light and dark). */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: ReadonlyArray<readonly [RegExp, BadgeTone]> = [
  [
    /^(active|approved|accepted|confirmed|complete|completed|done|attended|passed|valid|open|published|yes|enabled|live|current|clear)$/,
    'success',
  ],
  [
    /^(pending|invited|waiting|waitlist|waiting-list|waiting list|in-progress|in progress|review|under review|new|applied|draft|expiring|due|tentative|reserved|on hold|on-hold|partial)$/,
    'warning',
  ],
  [
    /^(rejected|declined|failed|cancelled|canceled|removed|blocked|blacklisted|expired|overdue|no-show|no show|absent|error|disabled|deleted|refused|suspended)$/,
    'danger',
  ],
  [/^(info|scheduled|upcoming|booked|assigned|sent|invited-to-interview)$/, 'info'],
];

/**
 * The tone of a status word (case-insensitive): `active` → success, `pending`
 * → warning, `declined` → danger, `scheduled` → info, anything else neutral.
 *
 * @example
 * statusTone('Approved') // 'success'
 */
export function statusTone(status: string): BadgeTone {
  const word = status.trim().toLowerCase().replace(/_/g, ' ');
  for (const [pattern, tone] of TONES) if (pattern.test(word)) return tone;
  return 'neutral';
}

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The colour family; when omitted, derived from the text with {@link statusTone}. */
  tone?: BadgeTone;
  /** The status text (always shown: colour is never the only signal). */
  children: ReactNode;
}

/**
 * A small status label ("Active", "Pending", "Declined"). The tone comes from
 * the status word unless given; the text itself carries the meaning.
 *
 * @example
 * <Badge>{application.status}</Badge>
 */
export function Badge({ tone, children }: BadgeProps) {
  const resolved = tone ?? (typeof children === 'string' ? statusTone(children) : 'neutral');
  return <span className={`vkp-ui-badge vkp-ui-badge-${resolved}`}>{children}</span>;
}
