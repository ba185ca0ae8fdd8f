/**
 * One demo person's own records: applications, inductions, expense claims and
 * touchpoints, consistent with their start and leave dates.
 *
 * @module
 */
import type { StoredRecord } from '../store/records.js';
import type { SeedContext } from './context.js';
import { day, type Dice } from './people.js';
import { named } from '../store/collections.js';

const EXPENSES: [string, number, number][] = [
  ['Travel', 4, 60],
  ['Meals', 5, 25],
  ['Equipment', 10, 120],
  ['Training', 20, 150],
];

/** Writes one person's records. */
export function seedPersonRecords(
  ctx: SeedContext,
  d: Dice,
  person: StoredRecord,
  o: {
    team: number;
    start?: string;
    leave?: string;
    status: string;
    anchor: string;
    modules: StoredRecord[];
    staff: number[];
    recruitment: number;
    stages: string[];
  },
) {
  const scope = { userId: String(person.id) };
  if (o.status === 'applicant') {
    const stage = d.pick(o.stages.slice(0, 5));
    ctx.insert(named('applications'), {
      user_id: person.id,
      category_id: o.recruitment,
      stage,
      status: 'pending',
      applied_at: day(o.anchor, -d.int(1, 60)),
      team_id: o.team,
    });
    return;
  }
  const start = o.start!;
  if (start >= day(o.anchor, -547))
    ctx.insert(named('applications'), {
      user_id: person.id,
      category_id: o.recruitment,
      stage: 'accepted',
      status: 'accepted',
      applied_at: day(start, -d.int(10, 40)),
      team_id: o.team,
    });
  for (const m of o.modules) {
    if (!m.compulsory && d.chance(0.6)) continue;
    const done = d.chance(m.compulsory ? 0.82 : 0.5);
    ctx.insert(
      named('users.inductions'),
      {
        module_id: m.id,
        name: m.name,
        compulsory: m.compulsory,
        status: done ? 'completed' : 'pending',
        completed_at: done ? `${day(start, d.int(1, 60))}T10:00:00.000Z` : null,
        due_date: day(start, 30),
      },
      scope,
    );
  }
  const end = o.leave ?? o.anchor;
  const claims = o.status === 'active' ? d.int(0, 4) : d.int(0, 1);
  for (let i = 0; i < claims; i++) {
    const [type, lo, hi] = d.pick(EXPENSES);
    const offset = d.int(0, 547);
    const submitted = day(end, -offset);
    if (submitted < start) continue;
    const status =
      offset < 21 ? 'pending' : d.pick(['approved', 'paid', 'paid', 'paid', 'paid', 'rejected']);
    ctx.insert(named('claims'), {
      user_id: person.id,
      team_id: o.team,
      expense_type: type,
      amount: Math.round((lo + d.r() * (hi - lo)) * 100) / 100,
      status,
      submitted_at: `${submitted}T18:00:00.000Z`,
      authoriser_id: status === 'pending' ? null : d.pick(o.staff),
    });
  }
  if (d.chance(0.35))
    ctx.insert(
      named('users.touchpoints'),
      {
        type: d.pick(['call', 'visit', 'email', 'thank-you card']),
        date: day(end, -d.int(0, 500)),
        notes: 'Checked in.',
      },
      scope,
    );
}
