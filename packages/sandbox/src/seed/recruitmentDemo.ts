/**
 * The demo's recruitment extras, written after everything else so the ids of
 * the other demo records stay as they were: closing reasons, references for
 * the applications at the references and offer stages, and parental consent
 * for applicants under 18. Deterministic (derived from the record ids).
 *
 * @module
 */
import type { SeedContext } from './context.js';
import { named } from '../store/collections.js';

/** The demo organisation's reasons for closing an application. */
export const DEMO_CLOSING_REASONS = [
  'Withdrew: no longer available',
  'Not suitable for the role',
  'Did not attend interview',
  'References not received',
];

const REFEREES = ['Morag Ross', 'Iain Munro', 'Fiona Grant', 'Callum Reid', 'Shona Bell'];

/** Writes the recruitment extras (see the module comment). */
export function seedRecruitment(ctx: SeedContext, anchor: string): void {
  for (const name of DEMO_CLOSING_REASONS)
    ctx.insert(named('organisation.recruitmentClosingReasons'), { name });
  const adultSince = `${Number(anchor.slice(0, 4)) - 18}${anchor.slice(4)}`;
  for (const app of ctx.store.all(named('applications'))) {
    if (app.status !== 'pending') continue;
    if (app.stage === 'references' || app.stage === 'offered') {
      for (let r = 0; r < 2; r++) {
        const received = app.stage === 'offered' || (app.id + r) % 3 !== 0;
        ctx.insert(named('reference'), {
          application_id: app.id,
          user_id: app.user_id,
          referee_name: REFEREES[(app.id + r) % REFEREES.length],
          status: received ? 'received' : 'requested',
          received_at: received ? `${anchor}T09:00:00.000Z` : null,
        });
      }
    }
    const person = ctx.store.get(named('users'), {}, Number(app.user_id));
    const dob = typeof person?.date_of_birth === 'string' ? person.date_of_birth : '';
    if (dob && dob > adultSince)
      ctx.insert(named('parentalConsent'), {
        application_id: app.id,
        user_id: app.user_id,
        status: app.id % 2 === 0 ? 'given' : 'requested',
      });
  }
}
