/**
 * The demo's minor and guardian (issue 28): Ewan Fraser (`minor@volunteerkit.test`),
 * 15 on the demo's today, and his mother Morag (`guardian@volunteerkit.test`),
 * linked through Ewan's guardians list. Ewan volunteers at the Ullapool base:
 * two upcoming shifts, an application at the references stage that waits for
 * his parental consent and one of its two references, and an opportunity whose
 * application form asks the organisation's recruitment questions (one
 * required). Written last, so the ids of every other demo record stay as they
 * were.
 *
 * @module
 */
import { DEMO_LOGINS, type SeedContext } from './context.js';
import { day } from './people.js';
import { named } from '../store/collections.js';

/** The base the demo minor volunteers at. */
export const MINOR_TEAM = 'Ullapool base';

/** The opportunity the demo minor has applied to (awaiting parental consent). */
export const MINOR_APPLIED_TO = 'Young rangers summer week';

/** The opportunity whose application form asks the recruitment questions. */
export const QUESTIONS_OPPORTUNITY = 'Junior rangers';

const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** A date of birth that makes someone `years` old (and some months) on `anchor`. */
function bornYearsBefore(anchor: string, years: number): string {
  const d = new Date(`${anchor}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 130);
  return d.toISOString().slice(0, 10);
}

/** Writes the minor's records; `anchor` is the demo's today (YYYY-MM-DD). */
export function seedGuardianDemo(ctx: SeedContext, anchor: string): void {
  const users = ctx.store.all(named('users'));
  const minor = users.find((u) => u.email === DEMO_LOGINS.minor);
  const guardian = users.find((u) => u.email === DEMO_LOGINS.guardian);
  const team = ctx.store.all(named('organisation.teams')).find((t) => t.name === MINOR_TEAM);
  if (!minor || !guardian || !team) return;
  ctx.store.update(named('users'), {}, minor.id, {
    date_of_birth: bornYearsBefore(anchor, 15),
    team_ids: [team.id],
    start_date: day(anchor, -60),
  });
  const shift = (offset: number, title: string, hours: [number, number], places: number) => {
    const date = day(anchor, offset);
    ctx.insert(named('shifts'), {
      team_id: team.id,
      title,
      start: at(date, hours[0]),
      end: at(date, hours[1]),
      places,
      location: 'Ullapool harbour',
      what_to_bring: 'Gloves, a warm layer and a drink',
      assignments: [{ user_id: minor.id, status: 'assigned' }],
      status: 'scheduled',
      notes: '',
    });
  };
  shift(9, 'Beach clean', [10, 13], 10);
  shift(26, 'Junior rangers day', [9, 15], 12);

  // The organisation's recruitment questions; the Junior rangers form asks two of them.
  const question = (text: string, required: boolean) =>
    ctx.insert(named('organisation.recruitment.questions'), { question: text, required });
  const days = question('Which days of the week can you usually volunteer?', true);
  const health = question('Is there anything about your health we should know?', false);
  const category = ctx.store
    .all(named('organisation.recruitment.categories'))
    .find((c) => c.name === 'General volunteering');
  const opportunity = (display_name: string, short_advert: string, extra = {}) =>
    ctx.insert(named('opportunities'), {
      display_name,
      short_advert,
      team_id: team.id,
      type: 'Volunteering',
      advert_target: 'internal',
      location: { name: MINOR_TEAM },
      published: true,
      minimum_age: 14,
      recruitment_category_id: category?.id ?? null,
      ...extra,
    });
  opportunity(
    QUESTIONS_OPPORTUNITY,
    'Saturday mornings with the rangers for 14 to 17 year olds: wildlife, paths and the shore.',
    { application_form: { question_ids: [days.id, health.id], documents: [] } },
  );
  const week = opportunity(
    MINOR_APPLIED_TO,
    'A week of conservation work and camping for 15 to 17 year olds, with a parent’s consent.',
  );
  const scope = { userId: String(minor.id) };
  const application = ctx.insert(
    named('users.applications'),
    {
      opportunity_id: week.id,
      category_id: category?.id ?? null,
      name: MINOR_APPLIED_TO,
      stage: 'references',
      status: 'pending',
      motivation: 'I want to learn about seabirds and spend a week outdoors.',
      applied_at: day(anchor, -6),
      references_received: 1,
      references_needed: 2,
    },
    scope,
  );
  const appScope = { ...scope, applicationId: String(application.id) };
  ctx.insert(
    named('users.applications.references'),
    {
      referee_name: 'Fiona Grant (teacher)',
      status: 'received',
      requested_at: at(day(anchor, -6), 9),
      received_at: at(day(anchor, -2), 16),
    },
    appScope,
  );
  ctx.insert(
    named('users.applications.references'),
    {
      referee_name: 'Callum Reid (scout leader)',
      status: 'requested',
      requested_at: at(day(anchor, -6), 9),
      received_at: null,
    },
    appScope,
  );
  const guardianName = [guardian.first_name, guardian.last_name].filter(Boolean).join(' ');
  ctx.insert(
    named('users.applications.parentalConsent'),
    {
      status: 'requested',
      requested_at: at(day(anchor, -6), 9),
      requested_of: [{ id: guardian.id, name: guardianName }],
    },
    appScope,
  );
  // Morag was told when the consent was asked for (domain/consentNotices.ts).
  ctx.insert(
    named('users.notifications'),
    {
      kind: 'consent_requested',
      topic: 'applications',
      title: 'Ewan’s application needs your consent',
      body: `Ewan’s application to ${MINOR_APPLIED_TO} needs your consent.`,
      link: '/my',
      params: { minor: 'Ewan', name: MINOR_APPLIED_TO },
      read: false,
      dismissed: false,
      sent_at: at(day(anchor, -6), 9),
    },
    { userId: String(guardian.id) },
  );
}
