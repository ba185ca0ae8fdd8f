/**
 * Notifications the server writes when something happens to someone (issue 45,
 * DESIGN "Between people"): a claim decided or paid, an application moved or
 * closed, parental consent asked for or answered, a shift changed or
 * cancelled, a message received. Each is written to the person's
 * `/users/{userId}/notifications/` with a `kind`, its `params` (so the portal
 * can word it in the person's language), an English `title` and `body`, and
 * a `link` to the portal screen it is about; the person's notification
 * settings (`/users/{userId}/notification-settings/`, one record per topic)
 * decide whether it is listed (`in_app`, on unless turned off) and whether an
 * e-mail goes too (`by_email`, on unless turned off), through the outbox
 * (outbox/outbox.ts) with the link made absolute.
 *
 * @module
 */
import { portalLink, sendEmail } from '../outbox/outbox.js';
import type { SandboxServices } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';

/** What {@link notify} writes with: the store, and the database and portal URL for the e-mail. */
export type NotifyServices = Pick<SandboxServices, 'store' | 'db' | 'portalUrl'>;

/** The collection of a person's notifications. */
export const NOTIFICATIONS = named('users.notifications');
const SETTINGS = named('users.notificationSettings');

/** The topics a person chooses about, by key (the settings' `topic`). */
export const NOTIFICATION_TOPICS = [
  'shift_reminders',
  'shift_changes',
  'open_shifts',
  'applications',
  'messages',
  'expenses',
  'checks',
  'news',
] as const;

/** A topic of {@link NOTIFICATION_TOPICS}. */
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** What a notification is about; the portal words each kind. */
export type NotificationKind =
  | 'claim_submitted'
  | 'claim_approved'
  | 'claim_rejected'
  | 'claim_paid'
  | 'application_stage'
  | 'application_closed'
  | 'consent_requested'
  | 'consent_given'
  | 'consent_refused'
  | 'shift_changed'
  | 'shift_cancelled'
  | 'shift_reminder'
  | 'event_reminder'
  | 'check_expiring'
  | 'waitlist_offered'
  | 'waitlist_placed'
  | 'message'
  | 'milestone';

/** One notification to write. */
export interface NotificationInput {
  kind: NotificationKind;
  topic: NotificationTopic;
  /** English title ("Your claim was rejected"). */
  title: string;
  /** English body, plain text. */
  body: string;
  /** The portal path it is about (`/my/expenses#claim-12`). */
  link: string;
  /** The values the portal words the kind with (names, amounts, reasons). */
  params?: Record<string, string | number>;
  /**
   * When it is sent, in ms since the epoch: the sandbox's clock
   * (`services.tokens.now()`) where a test may move it.
   * @default Date.now()
   */
  now?: number;
}

/** How a person wants to hear about one topic. */
export interface TopicChoice {
  /** Listed among their notifications. */
  inApp: boolean;
  /** Sent by e-mail too. */
  byEmail: boolean;
}

/** The person's choice for `topic`: both on unless their settings turn one off. */
export function topicChoice(store: RecordStore, userId: number, topic: string): TopicChoice {
  const setting = store.all(SETTINGS, { userId: String(userId) }).find((s) => s.topic === topic);
  return { inApp: setting?.in_app !== false, byEmail: setting?.by_email !== false };
}

/** A person's name ("Val Volunteer"), or `fallback` when they have none. */
export function personName(store: RecordStore, userId: unknown, fallback = 'Someone'): string {
  const id = Number(userId);
  if (!Number.isInteger(id) || id <= 0) return fallback;
  const p = store.get(named('users'), {}, id);
  const name = [p?.first_name, p?.last_name].filter((x) => typeof x === 'string' && x).join(' ');
  return name || (typeof p?.name === 'string' && p.name) || fallback;
}

/** The result of {@link notify}: the notification written (if listed) and the e-mail sent (if any). */
export interface Notified {
  notification?: StoredRecord;
  /** The outbox id of the e-mail sent about it. */
  emailId?: number;
}

/**
 * Writes `input` as a notification to `userId` and e-mails them, as their
 * settings say; a person who does not exist gets nothing. Call it inside the
 * change's transaction where there is one.
 */
export function notify(
  services: NotifyServices,
  userId: number,
  input: NotificationInput,
): Notified {
  const { store } = services;
  const person = store.get(named('users'), {}, userId);
  if (!person) return {};
  const choice = topicChoice(store, userId, input.topic);
  const notification = choice.inApp
    ? store.insert(
        NOTIFICATIONS,
        { userId: String(userId) },
        {
          kind: input.kind,
          topic: input.topic,
          title: input.title,
          body: input.body,
          link: input.link,
          params: input.params ?? {},
          read: false,
          dismissed: false,
          sent_at: new Date(input.now ?? Date.now()).toISOString(),
        },
      )
    : undefined;
  const address = typeof person.email === 'string' && person.email ? person.email : undefined;
  let emailId: number | undefined;
  if (choice.byEmail && address) {
    const name = personName(store, userId, '');
    emailId = sendEmail(
      services.db,
      {
        to: address,
        ...(name ? { toName: name } : {}),
        subject: input.title,
        text: [
          name ? `Hello ${name.split(' ')[0]},` : 'Hello,',
          '',
          input.body,
          '',
          `Open it in VolunteerKit: ${portalLink(services, input.link)}`,
          '',
          `Choose what you are told about, and how, in My settings: ${portalLink(services, '/my/settings')}`,
        ].join('\n'),
        kind: input.kind.replace(/_/g, '-'),
        userId,
      },
      input.now,
    ).id;
  }
  return {
    ...(notification ? { notification } : {}),
    ...(emailId !== undefined ? { emailId } : {}),
  };
}

/** Pounds as the notifications write them ("£12.50"). */
export function pounds(amount: unknown): string {
  const n = Number(amount);
  return `£${(Number.isFinite(n) ? n : 0).toFixed(2)}`;
}
