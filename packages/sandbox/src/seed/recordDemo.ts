/**
 * Val Volunteer's own record for the volunteer portal's "My record" screens
 * (issue 28): the organisation's languages (a skill category, spec 7.13 "skills
 * (also used for languages)"), and Val's usual availability, a week away,
 * a skill with a bio, an interest and notification settings.
 *
 * @module
 */
import { DEMO_LOGINS, type SeedContext } from './context.js';
import { day } from './people.js';
import { named } from '../store/collections.js';

/** The languages the demo organisation records (a skill category). */
export const DEMO_LANGUAGES = ['Welsh', 'French', 'German', 'Polish', 'Urdu', 'Spanish'];

/** The topics of a person's notification settings, by key. */
export const NOTIFICATION_TOPICS = [
  'shift_reminders',
  'open_shifts',
  'messages',
  'expenses',
  'news',
] as const;

/** Writes the languages and Val's record; `anchor` is the demo's today (YYYY-MM-DD). */
export function seedRecordDemo(ctx: SeedContext, anchor: string): void {
  const languages = ctx.insert(named('organisation.skillCategories'), { name: 'Languages' });
  for (const name of DEMO_LANGUAGES)
    ctx.insert(named('organisation.skills'), { name, category_id: languages.id });
  const val = ctx.store.all(named('users')).find((u) => u.email === DEMO_LOGINS.volunteer);
  if (!val) return;
  const away = day(anchor, 40);
  ctx.store.update(named('users'), {}, val.id, {
    availability: ['saturday-morning', 'saturday-afternoon', 'sunday-morning', 'wednesday-evening'],
    unavailable_periods: [
      { start: `${away}T00:00:00Z`, end: `${day(away, 7)}T00:00:00Z`, reason: 'Family holiday' },
    ],
  });
  const scope = { userId: String(val.id) };
  const firstAid = ctx.store.all(named('organisation.skills')).find((s) => s.name === 'First aid');
  if (firstAid)
    ctx.insert(
      named('users.skills'),
      { skill_id: firstAid.id, category_id: firstAid.category_id, name: 'First aid' },
      scope,
    );
  ctx.insert(named('users.interests'), { name: 'Wildlife surveys' }, scope);
  for (const topic of NOTIFICATION_TOPICS)
    ctx.insert(
      named('users.notificationSettings'),
      { topic, by_email: topic !== 'news', by_sms: topic === 'shift_reminders' },
      scope,
    );
}
