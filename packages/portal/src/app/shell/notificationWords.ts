/**
 * Notifications as the header and the notifications screen read them: the
 * stored record (sandbox `domain/notify.ts`: `kind`, `params`, an English
 * `title`/`body`, `link`, `read`, `sent_at`), the sentence of each kind in
 * the person's language, a safe in-portal link, and the list grouped by day.
 *
 * @module
 */
import type { Message } from '@volunteerkit/widgets';
import type { NotificationText } from './notificationMessages.js';
import { applyDateFormat, DEFAULT_DATE_FORMAT } from '../format.js';

/** One notification. */
export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** A path inside the portal (`/my/expenses#claim-3`), or '' when it has none. */
  link: string;
  params: Readonly<Record<string, string>>;
  read: boolean;
  /** When it was sent (ISO), '' when unknown. */
  sentAt: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A link that stays inside the portal: a path starting with one `/`, else ''. */
export function portalLink(value: unknown): string {
  const link = str(value);
  return /^\/(?![/\\])[^\s]*$/.test(link) ? link : '';
}

/** A stored notification as a {@link NotificationItem}; undefined for a row without an id. */
export function readNotification(row: unknown): NotificationItem | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const r = row as Record<string, unknown>;
  if (!/^\d{1,15}$/.test(str(r.id))) return undefined;
  const params: Record<string, string> = {};
  if (typeof r.params === 'object' && r.params !== null && !Array.isArray(r.params))
    for (const [k, v] of Object.entries(r.params)) params[k] = str(v);
  return {
    id: str(r.id),
    kind: str(r.kind),
    title: str(r.title).trim() || str(r.subject).trim(),
    body: str(r.body).trim(),
    link: portalLink(r.link),
    params,
    read: r.read === true,
    sentAt: str(r.sent_at) || str(r.created_at),
  };
}

/** `YYYY-MM-DD` in the organisation's date format (SPEC 9; `DD/MM/Y` by default); other values unchanged. */
function dayNumbers(value: string, dateFormat?: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m
    ? applyDateFormat({ year: m[1]!, month: m[2]!, day: m[3]! }, dateFormat || DEFAULT_DATE_FORMAT)
    : value;
}

/**
 * The sentence of a notification in the person's language: its kind's text
 * filled with its params, else the server's own words (title and body).
 */
export function notificationSentence(
  n: NotificationItem,
  text: NotificationText,
  fill: (message: Message, values: Record<string, string | number>) => string,
  /** The organisation's date format (SPEC 9). */
  dateFormat?: string,
): string {
  const p = n.params;
  const mine = n.link.startsWith('/my');
  const key: keyof NotificationText | undefined = (
    {
      claim_submitted: 'nClaimSubmitted',
      claim_approved: 'nClaimApproved',
      claim_rejected: 'nClaimRejected',
      claim_paid: 'nClaimPaid',
      application_stage: 'nApplicationStage',
      application_closed:
        p.status === 'accepted'
          ? 'nApplicationAccepted'
          : p.status === 'withdrawn'
            ? 'nApplicationWithdrawn'
            : 'nApplicationRejected',
      consent_requested: 'nConsentRequested',
      consent_given: mine ? 'nConsentGivenMine' : 'nConsentGiven',
      consent_refused: mine ? 'nConsentRefusedMine' : 'nConsentRefused',
      shift_changed: 'nShiftChanged',
      shift_cancelled: 'nShiftCancelled',
      shift_reminder: 'nShiftReminder',
      event_reminder: 'nEventReminder',
      check_expiring: mine ? 'nCheckExpiringMine' : 'nCheckExpiring',
      waitlist_offered: 'nWaitlistOffered',
      waitlist_placed: 'nWaitlistPlaced',
      milestone: 'nMilestone',
      message: p.subject ? 'nMessage' : undefined,
    } as Record<string, keyof NotificationText | undefined>
  )[n.kind];
  if (!key) return [n.title, n.body].filter(Boolean).join(': ') || text.notificationsTitle;
  return fill(text[key] as Message, { ...p, date: dayNumbers(p.date ?? '', dateFormat) });
}

/** The local calendar day (YYYY-MM-DD) of an instant. */
export function localDay(iso: string | number | Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** One day of notifications. */
export interface NotificationDay {
  /** YYYY-MM-DD ('' for notifications without a date). */
  day: string;
  /** "Today", "Yesterday" or DD/MM/YYYY. */
  label: string;
  items: NotificationItem[];
}

/** The notifications newest first, grouped by their local day. */
export function groupByDay(
  items: readonly NotificationItem[],
  now: number,
  words: { today: string; yesterday: string; undated: string; dateFormat?: string },
): NotificationDay[] {
  const today = localDay(now);
  const yesterday = localDay(now - 86_400_000);
  const sorted = [...items].sort(
    (a, b) => b.sentAt.localeCompare(a.sentAt) || Number(b.id) - Number(a.id),
  );
  const days: NotificationDay[] = [];
  for (const n of sorted) {
    const day = n.sentAt ? localDay(n.sentAt) : '';
    let group = days[days.length - 1];
    if (!group || group.day !== day) {
      const label =
        day === today
          ? words.today
          : day === yesterday
            ? words.yesterday
            : day
              ? dayNumbers(day, words.dateFormat)
              : words.undated;
      group = { day, label, items: [] };
      days.push(group);
    }
    group.items.push(n);
  }
  return days;
}

/** The window event that tells the header's count to read again (a notification was marked read). */
export const NOTIFICATIONS_CHANGED_EVENT = 'vkp:notifications-changed';
