// Safeguarding that acts (issue 50): every placement route (assigning to a
// shift, a volunteer's own sign-up, inviting to an event, booking a stay,
// moving an application to Offered) asks the clearance policy, for people who
// are cleared, uncleared, cleared today but not on the work's date, and
// blacklisted, under the organisation's block and warn settings. A refusal
// stores nothing; a confirmed warning is logged with who and why.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asPerson, digest, DEMO_LOGINS, target, type Target } from '../attack/support.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';
import {
  BLACKLISTED_APPLICANT,
  YOUTH_CAMP_OPPORTUNITY,
  YOUTH_CAMP_SHIFT,
} from '../seed/safetyDemo.js';

type Call = Awaited<ReturnType<typeof asPerson>>['call'];
type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies read loosely

let s: Target;
let admin: Call;
let adminId: number;
let val: Awaited<ReturnType<typeof asPerson>>;
let sam: Awaited<ReturnType<typeof asPerson>>;
let team: number;
let enhanced: number;
let standard: number;
const people: Record<'cleared' | 'uncleared' | 'expiring' | 'blacklisted', number> = {
  cleared: 0,
  uncleared: 0,
  expiring: 0,
  blacklisted: 0,
};
const KINDS = ['cleared', 'uncleared', 'expiring', 'blacklisted'] as const;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function ok<T = Rec>(p: Promise<{ status: number; body: Rec }>, status = 200): Promise<T> {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.data as T;
}

async function setRule(rule: 'block' | 'warn') {
  await ok(admin('/organisation/safeguarding/', 'PUT', { clearance_gaps: rule }));
}

beforeAll(async () => {
  s = await target();
  const a = await asPerson(s, DEMO_LOGINS.admin);
  admin = a.call;
  adminId = a.id;
  val = await asPerson(s, DEMO_LOGINS.volunteer);
  sam = await asPerson(s, SECOND_VOLUNTEER);
  const me = await ok<Rec>(admin(`/users/${val.id}`));
  team = Number(me.team_ids[0]);
  const types = await ok<Rec[]>(admin('/organisation/disclosure-types/'));
  enhanced = types.find((t) => t.name === 'Enhanced disclosure')!.id;
  standard = types.find((t) => t.name === 'Standard disclosure')!.id;
  for (const kind of KINDS) {
    const email = `${kind}.placement@volunteerkit.test`;
    const person = await ok<Rec>(
      admin('/users/', 'POST', {
        email,
        first_name: kind[0]!.toUpperCase() + kind.slice(1),
        last_name: 'Tester',
        status: 'active',
        team_ids: [team],
        date_of_birth: '1990-05-01',
      }),
      201,
    );
    people[kind] = person.id;
    if (kind !== 'uncleared')
      await ok(
        admin('/vetting/', 'POST', {
          user_id: person.id,
          disclosure_type_id: enhanced,
          issued_on: day(-300),
          expires_on: kind === 'expiring' ? day(30) : day(600),
          status: 'cleared',
        }),
        201,
      );
    if (kind === 'blacklisted')
      await ok(admin('/organisation/blacklist/', 'POST', { email: email.toUpperCase() }), 201);
  }
}, 120_000);
afterAll(() => s.cleanup());

/** A new shift 60 days ahead in Val's team that needs an Enhanced disclosure (or a lower level). */
async function newShift(requirements: Rec = { disclosure_type_id: enhanced }) {
  return ok<Rec>(
    admin('/shifts/', 'POST', {
      team_id: team,
      title: 'Night walk',
      start: `${day(60)}T18:00:00.000Z`,
      end: `${day(60)}T21:00:00.000Z`,
      places: 8,
      status: 'scheduled',
      assignments: [],
      requirements,
    }),
    201,
  );
}

describe('the demo', () => {
  test('the youth camp needs an Enhanced disclosure; Val is placed on it and her check runs out first', async () => {
    const shifts = await ok<Rec[]>(
      admin('/shifts/?per_page=100&filter[title]=' + encodeURIComponent(YOUTH_CAMP_SHIFT)),
    );
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.requirements.disclosure_type_id).toBe(enhanced);
    expect(shifts[0]!.assignments.map((a: Rec) => a.user_id)).toContain(val.id);
    const mine = await ok<Rec[]>(val.call(`/users/${val.id}/vetting/`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.expires_on).toBe(day(40));
    const blacklist = await ok<Rec[]>(admin('/organisation/blacklist/'));
    expect(blacklist.map((b) => b.email)).toContain(BLACKLISTED_APPLICANT);
  });
});

describe('who is cleared, for the screens', () => {
  test("a shift's drawer reads who is cleared on its date and why not", async () => {
    const camp = (
      await ok<Rec[]>(admin('/shifts/?filter[title]=' + encodeURIComponent(YOUTH_CAMP_SHIFT)))
    )[0]!;
    const read = await ok<Rec>(
      admin(`/shifts/${camp.id}?clearance=1&clearance_for=${sam.id},${people.cleared}`),
    );
    expect(read.clearance.requirements).toEqual(['Enhanced disclosure']);
    const byId = new Map(read.clearance.people.map((p: Rec) => [p.user_id, p]));
    expect(byId.get(val.id)).toMatchObject({
      cleared: false,
      gaps: [{ code: 'disclosure_expires', date: day(40) }],
    });
    expect(byId.get(sam.id)).toMatchObject({
      cleared: false,
      gaps: [{ code: 'disclosure_expired', date: day(-35) }],
    });
    expect(byId.get(people.cleared)).toMatchObject({ cleared: true, gaps: [] });
    expect((await val.call(`/shifts/${camp.id}?clearance=1`)).status).toBe(403);
    expect((await admin(`/shifts/${camp.id}?clearance=1&clearance_for=1,x`)).status).toBe(422);
  });

  test('the Safety home lists upcoming shifts with someone placed who will not be cleared by then', async () => {
    const rows = await ok<Rec[]>(admin('/shifts/?clearance=gaps'));
    const camp = rows.find((r) => r.title === YOUTH_CAMP_SHIFT)!;
    expect(camp.clearance.people.map((p: Rec) => p.user_id)).toEqual([val.id]);
    expect(camp.clearance.people[0].gaps[0].message).toContain('Enhanced disclosure expires');
    expect(await ok<Rec[]>(admin(`/shifts/?clearance=gaps&to=${day(30)}`))).toEqual([]);
    expect((await val.call('/shifts/?clearance=gaps')).status).toBe(403);
  });
});

describe('asking for a renewal', () => {
  test('the person gets an e-mail in the outbox and a notification; the check says who asked', async () => {
    const checks = await ok<Rec[]>(admin(`/vetting/?filter[user_id]=${val.id}`));
    const r = await ok<Rec>(admin(`/vetting/${checks[0]!.id}`, 'PUT', { request_renewal: true }));
    expect(r).toMatchObject({ renewal_requested_by: adminId });
    const mail = s.emails({ kind: 'vetting-renewal' });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: DEMO_LOGINS.volunteer,
      subject: 'Please renew your Enhanced disclosure',
    });
    expect(mail[0]!.text).toContain(`expires on ${day(40).split('-').reverse().join('/')}`);
    const notes = await ok<Rec[]>(val.call(`/users/${val.id}/notifications/`));
    expect(notes.map((n) => n.title)).toContain('Please renew your Enhanced disclosure');
    expect(
      (await admin(`/vetting/${checks[0]!.id}`, 'PUT', { request_renewal: true, status: 'x' }))
        .status,
    ).toBe(422);
    expect(
      (await val.call(`/vetting/${checks[0]!.id}`, 'PUT', { request_renewal: true })).status,
    ).toBe(403);
  });
});

describe('assigning people to a shift', () => {
  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: the cleared person is placed; the others are refused with the reason, nothing stored`, async () => {
      await setRule(rule);
      const shift = await newShift();
      const put = (userId: number, extra: Rec = {}) =>
        admin(`/shifts/${shift.id}`, 'PUT', {
          assignments: [{ user_id: userId, status: 'assigned' }],
          ...extra,
        });
      expect((await put(people.cleared)).status).toBe(200);
      for (const kind of ['uncleared', 'expiring', 'blacklisted'] as const) {
        const before = digest(s.db);
        const r = await put(people[kind]);
        const blocked = rule === 'block' || kind === 'blacklisted';
        expect(r.status, kind).toBe(blocked ? 422 : 409);
        expect(r.body.code).toBe(blocked ? 'not_cleared' : 'clearance_unconfirmed');
        const words =
          kind === 'uncleared'
            ? 'No Enhanced disclosure'
            : kind === 'expiring'
              ? `Enhanced disclosure expires ${day(30).split('-').reverse().join('/')}, before Night walk`
              : "on the organisation's blacklist";
        expect(r.body.message).toContain(words);
        if (blocked) expect(r.body.errors['assignments.0.user_id'][0]).toContain(words);
        expect(digest(s.db)).toBe(before);
      }
      if (rule === 'warn') {
        // Confirmed with a reason: placed, the confirmation kept on the assignment and logged.
        const r = await put(people.expiring, {
          confirm_clearance_gap: { reason: 'Renewal applied for; leader stays with them' },
        });
        expect(r.status).toBe(200);
        const row = r.body.data.assignments.find((a: Rec) => a.user_id === people.expiring);
        expect(row.clearance_confirmed).toMatchObject({
          by_user_id: adminId,
          reason: 'Renewal applied for; leader stays with them',
        });
        const logs = await ok<Rec[]>(admin(`/users/${people.expiring}/logs/`));
        expect(logs.at(-1)).toMatchObject({
          action: 'clearance_gap_confirmed',
          by_user_id: adminId,
        });
        expect(logs.at(-1)!.summary).toContain('Reason: Renewal applied for');
        // A later save that sends only `{user_id, status}` keeps the confirmation.
        const again = await put(people.expiring);
        expect(again.status).toBe(200);
        expect(again.body.data.assignments[0].clearance_confirmed.reason).toContain('Renewal');
        // A blacklisted person is never confirmed through, and an empty reason is refused.
        const before = digest(s.db);
        expect(
          (await put(people.blacklisted, { confirm_clearance_gap: { reason: 'Short of leaders' } }))
            .status,
        ).toBe(422);
        const empty = await put(people.uncleared, { confirm_clearance_gap: { reason: ' ' } });
        expect(empty.status).toBe(422);
        expect(Object.keys(empty.body.errors)).toEqual(['confirm_clearance_gap.reason']);
        expect(digest(s.db)).toBe(before);
      }
    });

  test('two coordinators assigning the same uncleared person at once are both refused', async () => {
    await setRule('block');
    const shift = await newShift();
    const before = digest(s.db);
    const both = await Promise.all(
      [0, 1].map(() =>
        admin(`/shifts/${shift.id}`, 'PUT', { assignments: [{ user_id: people.uncleared }] }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([422, 422]);
    expect(digest(s.db)).toBe(before);
  });

  test('a higher disclosure satisfies a lower one; people already placed are not asked again', async () => {
    await setRule('block');
    const shift = await newShift({ disclosure_type_id: standard });
    const r = await admin(`/shifts/${shift.id}`, 'PUT', {
      assignments: [{ user_id: people.cleared }],
    });
    expect(r.status).toBe(200);
    // The demo's youth camp keeps Val (placed before) when someone cleared joins.
    const camp = (
      await ok<Rec[]>(admin('/shifts/?filter[title]=' + encodeURIComponent(YOUTH_CAMP_SHIFT)))
    )[0]!;
    const joined = await admin(`/shifts/${camp.id}`, 'PUT', {
      assignments: [...camp.assignments, { user_id: people.cleared, status: 'assigned' }],
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  });
});

describe("a volunteer's own sign-up", () => {
  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: refused with what is missing, without the blacklist; a renewed check goes through`, async () => {
      await setRule(rule);
      const shift = await newShift();
      const before = digest(s.db);
      const expiring = await val.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true });
      expect(expiring.status).toBe(409);
      expect(expiring.body.code).toBe('not_cleared');
      expect(expiring.body.message).toContain(
        `Enhanced disclosure expires ${day(40).split('-').reverse().join('/')}`,
      );
      const expired = await sam.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true });
      expect(expired.status).toBe(409);
      expect(expired.body.message).toMatch(/Enhanced disclosure expired \d\d\/\d\d\/\d{4}/);
      expect(digest(s.db)).toBe(before);
      // Sam's check is renewed: the next try goes through.
      const renewal = await ok<Rec>(
        admin('/vetting/', 'POST', {
          user_id: sam.id,
          disclosure_type_id: enhanced,
          issued_on: day(-1),
          expires_on: day(900),
        }),
        201,
      );
      expect((await sam.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true })).status).toBe(200);
      await ok(admin(`/vetting/${renewal.id}`, 'DELETE'), 204);
      // On the blacklist: refused, and the answer does not say why.
      const entry = await ok<Rec>(
        admin('/organisation/blacklist/', 'POST', { email: DEMO_LOGINS.volunteer }),
        201,
      );
      await ok(
        admin(`/vetting/`, 'POST', {
          user_id: val.id,
          disclosure_type_id: enhanced,
          issued_on: day(-1),
          expires_on: day(900),
        }),
        201,
      );
      const open = await newShift({});
      const refused = await val.call(`/shifts/${open.id}`, 'PUT', { sign_up: true });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('placement_refused');
      expect(JSON.stringify(refused.body)).not.toMatch(/blacklist/i);
      await ok(admin(`/organisation/blacklist/${entry.id}`, 'DELETE'), 204);
      expect((await val.call(`/shifts/${open.id}`, 'PUT', { sign_up: true })).status).toBe(200);
      const valChecks = await ok<Rec[]>(admin(`/vetting/?filter[user_id]=${val.id}`));
      for (const c of valChecks.slice(1)) await ok(admin(`/vetting/${c.id}`, 'DELETE'), 204);
    });
});

describe('inviting people to an event', () => {
  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: the cleared person is invited; the others refused or warned`, async () => {
      await setRule(rule);
      const event = await ok<Rec>(
        admin('/events/', 'POST', {
          name: 'Youth rangers day',
          team_id: team,
          start: `${day(60)}T10:00:00.000Z`,
          end: `${day(60)}T16:00:00.000Z`,
          requirements: { disclosure_type_id: enhanced },
        }),
        201,
      );
      const invite = (userId: number, extra: Rec = {}) =>
        admin(`/events/${event.id}/invitations/`, 'POST', { user_id: userId, ...extra });
      expect((await invite(people.cleared)).status).toBe(201);
      for (const kind of ['uncleared', 'expiring', 'blacklisted'] as const) {
        const before = digest(s.db);
        const r = await invite(people[kind]);
        expect(r.status, kind).toBe(rule === 'block' || kind === 'blacklisted' ? 422 : 409);
        expect(digest(s.db)).toBe(before);
      }
      if (rule === 'warn') {
        const r = await invite(people.uncleared, {
          confirm_clearance_gap: { reason: 'Shadowing only' },
        });
        expect(r.status).toBe(201);
        expect(r.body.data.clearance_confirmed.reason).toBe('Shadowing only');
        expect(
          (await invite(people.blacklisted, { confirm_clearance_gap: { reason: 'x' } })).status,
        ).toBe(422);
      }
    });
});

describe('booking a residential stay', () => {
  let room: Rec;
  beforeAll(async () => {
    const rooms = await ok<Rec[]>(
      admin(`/residential-availability/?from=${day(150)}&to=${day(220)}`),
    );
    room =
      rooms.find(
        (r) =>
          r.booked.length === 0 && r.unavailable.length === 0 && r.changeover_weekdays.length === 0,
      ) ?? rooms[0]!;
    await ok(
      admin(`/organisation/teams/${room.team_id}`, 'PUT', {
        requirements: { disclosure_type_id: enhanced },
      }),
    );
  });
  afterAll(async () => {
    await admin(`/organisation/teams/${room.team_id}`, 'PUT', { requirements: null });
  });
  let offset = 150;
  const book = (userId: number, extra: Rec = {}) => {
    offset += 3;
    return admin('/residential-bookings/', 'POST', {
      user_id: userId,
      room_id: room.room_id,
      team_id: room.team_id,
      starts_on: day(offset),
      ends_on: day(offset + 1),
      status: 'booked',
      ...extra,
    });
  };
  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: a manager books the cleared guest; the others refused or warned`, async () => {
      await setRule(rule);
      expect((await book(people.cleared)).status).toBe(201);
      for (const kind of ['uncleared', 'expiring', 'blacklisted'] as const) {
        const before = digest(s.db);
        const r = await book(people[kind]);
        expect(r.status, kind).toBe(rule === 'block' || kind === 'blacklisted' ? 422 : 409);
        if (kind === 'expiring') expect(r.body.message).toContain('before this stay');
        expect(digest(s.db)).toBe(before);
      }
      if (rule === 'warn') {
        const r = await book(people.uncleared, {
          confirm_clearance_gap: { reason: 'Staff family stay' },
        });
        expect(r.status).toBe(201);
        expect(r.body.data.clearance_confirmed.by_user_id).toBe(adminId);
      }
    });

  test('a volunteer cannot book themself a stay they are not cleared for', async () => {
    await setRule('warn');
    const before = digest(s.db);
    const r = await sam.call('/residential-bookings/', 'POST', {
      room_id: room.room_id,
      starts_on: day(170),
      ends_on: day(171),
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('not_cleared');
    expect(digest(s.db)).toBe(before);
  });
});

describe('moving an application to Offered', () => {
  let opportunity: Rec;
  let category: number;
  beforeAll(async () => {
    opportunity = await ok<Rec>(
      admin('/opportunities/', 'POST', {
        display_name: 'Youth camp leader',
        team_id: team,
        type: 'Volunteering',
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const categories = await ok<Rec[]>(admin('/organisation/recruitment/categories/'));
    category = categories.find((c) => c.name === 'General volunteering')!.id;
  });
  const apply = (userId: number) =>
    ok<Rec>(
      admin('/applications/', 'POST', {
        user_id: userId,
        category_id: category,
        opportunity_id: opportunity.id,
        stage: 'interview',
        starts_on: day(60),
      }),
      201,
    );
  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: the cleared applicant is offered; the others refused or warned`, async () => {
      await setRule(rule);
      const cleared = await apply(people.cleared);
      expect((await admin(`/applications/${cleared.id}`, 'PUT', { stage: 'offered' })).status).toBe(
        200,
      );
      for (const kind of ['uncleared', 'expiring', 'blacklisted'] as const) {
        const app = await apply(people[kind]);
        const before = digest(s.db);
        const r = await admin(`/applications/${app.id}`, 'PUT', { stage: 'offered' });
        expect(r.status, kind).toBe(rule === 'block' || kind === 'blacklisted' ? 422 : 409);
        if (r.status === 422)
          expect(r.body.errors.stage[0]).toContain(
            kind === 'blacklisted' ? 'blacklist' : 'Youth camp leader',
          );
        expect(digest(s.db)).toBe(before);
        if (rule === 'warn' && kind !== 'blacklisted') {
          const c = await admin(`/applications/${app.id}`, 'PUT', {
            stage: 'offered',
            confirm_clearance_gap: { reason: 'Offer subject to a new check' },
          });
          expect(c.status).toBe(200);
          expect(c.body.data.clearance_confirmed.reason).toBe('Offer subject to a new check');
        }
      }
    });

  test('the board reads what an applicant still needs before an offer', async () => {
    const app = await apply(people.uncleared);
    const listed = await ok<Rec[]>(
      admin(`/applications/?filter[user_id]=${people.uncleared}&per_page=50`),
    );
    const row = listed.find((a) => a.id === app.id)!;
    expect(row.clearance_needed.map((g: Rec) => g.message)).toEqual(['No Enhanced disclosure']);
    const cleared = (
      await ok<Rec[]>(admin(`/applications/?filter[user_id]=${people.cleared}`))
    ).find((a) => a.stage === 'interview');
    expect(cleared?.clearance_needed ?? []).toEqual([]);
  });

  test("the demo's blacklisted applicant cannot be offered, whatever the setting", async () => {
    await setRule('warn');
    const rory = (await ok<Rec[]>(admin(`/users/?filter[email]=${BLACKLISTED_APPLICANT}`)))[0]!;
    const app = (await ok<Rec[]>(admin(`/applications/?filter[user_id]=${rory.id}`)))[0]!;
    const r = await admin(`/applications/${app.id}`, 'PUT', {
      stage: 'offered',
      confirm_clearance_gap: { reason: 'We are short' },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toContain('blacklist');
  });
});

describe('bad input', () => {
  test('a check that expires before it is issued, or names an unknown type or flag, is refused', async () => {
    const before = digest(s.db);
    const bad = [
      [
        {
          user_id: people.cleared,
          disclosure_type_id: enhanced,
          issued_on: day(10),
          expires_on: day(5),
        },
        'expires_on',
      ],
      [{ user_id: people.cleared, disclosure_type_id: 999_999 }, 'disclosure_type_id'],
      [{ user_id: people.cleared, clearance_flag_ids: [999_999] }, 'clearance_flag_ids.0'],
      [{ user_id: 999_999, disclosure_type_id: enhanced }, 'user_id'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await admin('/vetting/', 'POST', body);
      expect(r.status, field).toBe(422);
      expect(Object.keys(r.body.errors)).toContain(field);
    }
    const own = await admin(`/users/${people.cleared}/vetting/`, 'POST', {
      issued_on: day(3),
      expires_on: day(2),
    });
    expect(own.status).toBe(422);
    expect(digest(s.db)).toBe(before);
  });

  test('requirements naming a clearance that does not exist, or a deleted flag, are refused on every kind of work', async () => {
    const flag = await ok<Rec>(
      admin('/organisation/clearance-flags/', 'POST', { name: 'Boat handler' }),
      201,
    );
    await ok(admin(`/organisation/clearance-flags/${flag.id}`, 'DELETE'), 204);
    const retired = await ok<Rec>(
      admin('/organisation/clearance-flags/', 'POST', { name: 'Old flag', deleted: true }),
      201,
    );
    const shift = await newShift({});
    const before = digest(s.db);
    const writes: [string, string][] = [
      [`/shifts/${shift.id}`, 'PUT'],
      [`/organisation/teams/${team}`, 'PUT'],
      ['/events/', 'POST'],
    ];
    for (const [path, method] of writes)
      for (const [requirements, field] of [
        [{ clearance_flag_ids: [flag.id] }, 'requirements.clearance_flag_ids.0'],
        [{ clearance_flag_ids: [retired.id] }, 'requirements.clearance_flag_ids.0'],
        [{ disclosure_type_id: 999_999 }, 'requirements.disclosure_type_id'],
        [{ minimum_age: -1 }, 'requirements.minimum_age'],
        [{ works_at_night: true }, 'requirements.works_at_night'],
      ] as const) {
        const r = await admin(path, method, { name: 'x', requirements });
        expect(r.status, `${path} ${field}`).toBe(422);
        expect(Object.keys(r.body.errors)).toContain(field);
      }
    expect(digest(s.db)).toBe(before);
  });

  test('the safeguarding setting is block or warn', async () => {
    const r = await admin('/organisation/safeguarding/', 'PUT', { clearance_gaps: 'sometimes' });
    expect(r.status).toBe(422);
    await setRule('warn');
    expect((await ok<Rec>(admin('/organisation/safeguarding/'))).clearance_gaps).toBe('warn');
  });

  test('a minimum age on the work counts on its date', async () => {
    await setRule('block');
    const young = await ok<Rec>(
      admin('/users/', 'POST', {
        email: 'young.placement@volunteerkit.test',
        first_name: 'Young',
        last_name: 'Tester',
        status: 'active',
        team_ids: [team],
        date_of_birth: `${Number(day(30).slice(0, 4)) - 18}${day(30).slice(4)}`,
      }),
      201,
    );
    const adultsOnly = await newShift({ minimum_age: 18 });
    const r = await admin(`/shifts/${adultsOnly.id}`, 'PUT', {
      assignments: [{ user_id: young.id }],
    });
    expect(r.status).toBe(200); // 18 by the shift's date, 60 days on
    const soon = await ok<Rec>(
      admin('/shifts/', 'POST', {
        team_id: team,
        title: 'Early walk',
        start: `${day(10)}T09:00:00.000Z`,
        end: `${day(10)}T11:00:00.000Z`,
        places: 2,
        assignments: [],
        requirements: { minimum_age: 18 },
      }),
      201,
    );
    const early = await admin(`/shifts/${soon.id}`, 'PUT', {
      assignments: [{ user_id: young.id }],
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('Aged 17');
  });
});

describe('the other routes that place people on an event', () => {
  let event: Rec;
  let session: Rec;
  const teams: Record<string, number> = {};
  beforeAll(async () => {
    event = await ok<Rec>(
      admin('/events/', 'POST', {
        name: 'Rangers weekend',
        team_id: team,
        start: `${day(61)}T10:00:00.000Z`,
        end: `${day(62)}T16:00:00.000Z`,
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    session = await ok<Rec>(
      admin(`/events/${event.id}/sessions/`, 'POST', {
        name: 'Night hike',
        start: `${day(62)}T20:00:00.000Z`,
        end: `${day(62)}T23:00:00.000Z`,
        places: 10,
      }),
      201,
    );
    // A team of one for each kind of person, to invite as a team.
    for (const kind of KINDS) {
      const t = await ok<Rec>(
        admin('/organisation/teams/', 'POST', { name: `Rangers (${kind})`, parent_id: team }),
        201,
      );
      teams[kind] = t.id;
      await ok(admin(`/users/${people[kind]}`, 'PUT', { team_ids: [team, t.id] }));
    }
  });
  const attendees = () => `/events/${event.id}/sessions/${session.id}/attendees/`;

  for (const rule of ['block', 'warn'] as const)
    test(`${rule}: session attendees, a team invitation and a supervisor ask the policy for each person`, async () => {
      await setRule(rule);
      const routes: [string, (kind: (typeof KINDS)[number], extra?: Rec) => ReturnType<Call>][] = [
        [
          'attendee',
          (kind, extra = {}) =>
            admin(attendees(), 'POST', { user_id: people[kind], status: 'confirmed', ...extra }),
        ],
        [
          'team invitation',
          (kind, extra = {}) =>
            admin(`/events/${event.id}/invitations/`, 'POST', { team_id: teams[kind], ...extra }),
        ],
        [
          'supervisor',
          (kind, extra = {}) =>
            admin(`/events/${event.id}/supervisors/`, 'POST', { user_id: people[kind], ...extra }),
        ],
      ];
      for (const [name, place] of routes) {
        const cleared = await place('cleared');
        expect(cleared.status, `${name} cleared`).toBe(201);
        for (const kind of ['uncleared', 'expiring', 'blacklisted'] as const) {
          const before = digest(s.db);
          const r = await place(kind);
          const blocked = rule === 'block' || kind === 'blacklisted';
          expect(r.status, `${name} ${kind}`).toBe(blocked ? 422 : 409);
          expect(r.body.message).toContain(
            kind === 'uncleared'
              ? 'No Enhanced disclosure'
              : kind === 'expiring'
                ? `Enhanced disclosure expires ${day(30).split('-').reverse().join('/')}`
                : 'blacklist',
          );
          if (blocked)
            expect(Object.keys(r.body.errors)).toEqual([
              name === 'team invitation' ? 'team_id' : 'user_id',
            ]);
          expect(digest(s.db)).toBe(before);
        }
        if (rule === 'warn') {
          const r = await place('expiring', {
            confirm_clearance_gap: { reason: `Renewal on its way (${name})` },
          });
          expect(r.status, name).toBe(201);
          const kept =
            name === 'team invitation'
              ? r.body.data.clearance_confirmed_for[people.expiring]
              : r.body.data.clearance_confirmed;
          expect(kept).toMatchObject({
            by_user_id: adminId,
            reason: `Renewal on its way (${name})`,
          });
          expect(
            (await place('blacklisted', { confirm_clearance_gap: { reason: 'x' } })).status,
          ).toBe(422);
        }
        // Clean up for the other rule's run.
        if (name === 'attendee')
          for (const kind of KINDS) await admin(`${attendees()}${people[kind]}`, 'DELETE');
        else {
          const path = name === 'team invitation' ? 'invitations' : 'supervisors';
          for (const row of await ok<Rec[]>(admin(`/events/${event.id}/${path}/`)))
            await ok(admin(`/events/${event.id}/${path}/${row.id}`, 'DELETE'), 204);
        }
      }
    });

  test("the session's own dates count, and a cancelled attendee brought back is asked again", async () => {
    await setRule('block');
    // Cleared on the event's first day, expired by the session's (its second) day.
    const edge = await ok<Rec>(
      admin('/users/', 'POST', {
        email: 'edge.placement@volunteerkit.test',
        first_name: 'Edge',
        last_name: 'Tester',
        status: 'active',
        team_ids: [team],
      }),
      201,
    );
    await ok(
      admin('/vetting/', 'POST', {
        user_id: edge.id,
        disclosure_type_id: enhanced,
        issued_on: day(-100),
        expires_on: day(61),
        status: 'cleared',
      }),
      201,
    );
    const before = digest(s.db);
    const r = await admin(attendees(), 'POST', { user_id: edge.id });
    expect(r.status).toBe(422);
    expect(r.body.message).toContain('Rangers weekend (Night hike)');
    expect(digest(s.db)).toBe(before);
    // A cancelled attendee (stored before the check lapsed) is not placed; bringing them back is.
    expect(
      (await admin(attendees(), 'POST', { user_id: edge.id, status: 'cancelled' })).status,
    ).toBe(201);
    const one = await admin(`${attendees()}${edge.id}/`, 'PUT', { status: 'confirmed' });
    expect(one.status).toBe(422);
    expect(Object.keys(one.body.errors)).toEqual(['status']);
    const bulk = await admin(
      `/events/${event.id}/sessions/${session.id}/bulk-update-user-status/`,
      'PUT',
      { user_ids: [edge.id], status: 'confirmed' },
    );
    expect(bulk.status).toBe(422);
    expect(Object.keys(bulk.body.errors)).toEqual(['user_ids.0']);
    // Marking a cancelled attendee no-show or cancelled again places nobody.
    expect(
      (
        await admin(`/events/${event.id}/sessions/${session.id}/bulk-update-user-status/`, 'PUT', {
          user_ids: [edge.id],
          status: 'cancelled',
        })
      ).status,
    ).toBe(200);
  });
});

describe("the volunteer's own view of what work needs", () => {
  test('each shift says what it needs, whether they hold it on the day and when their check expires', async () => {
    const camp = (
      await ok<Rec[]>(val.call(`/shifts/?user_id=${val.id}&clearance=mine&per_page=200`))
    ).find((s) => s.title === YOUTH_CAMP_SHIFT)!;
    expect(camp.my_clearance).toMatchObject({
      cleared: false,
      from: day(60),
      requirements: [
        {
          kind: 'disclosure',
          what: 'Enhanced disclosure',
          met: false,
          gap: { code: 'disclosure_expires', date: day(40) },
        },
      ],
    });
    // A shift before the check expires: met, with the check's expiry.
    const early = await ok<Rec>(
      admin('/shifts/', 'POST', {
        team_id: team,
        title: 'Early camp set-up',
        start: `${day(20)}T09:00:00.000Z`,
        end: `${day(20)}T12:00:00.000Z`,
        places: 4,
        status: 'scheduled',
        assignments: [],
        requirements: { disclosure_type_id: standard, minimum_age: 18 },
      }),
      201,
    );
    // Val has no date of birth on record: the age is not met until she gives one.
    const unknown = await ok<Rec>(val.call(`/shifts/${early.id}?clearance=mine`));
    expect(unknown.my_clearance.requirements[1]).toMatchObject({
      kind: 'age',
      met: false,
      gap: { code: 'age_unknown' },
    });
    await ok(
      admin(`/shifts/${early.id}`, 'PUT', {
        requirements: { disclosure_type_id: standard },
      }),
    );
    const shown = await ok<Rec>(val.call(`/shifts/${early.id}?clearance=mine`));
    expect(shown.my_clearance.cleared, JSON.stringify(shown.my_clearance)).toBe(true);
    expect(shown.my_clearance.requirements).toEqual([
      { kind: 'disclosure', what: 'Standard disclosure', met: true, expires_on: day(40) },
    ]);
    // Open shifts carry it too; a shift that asks nothing is cleared with no requirement.
    const open = await ok<Rec[]>(val.call('/shifts/?open=1&clearance=mine&per_page=50'));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row.my_clearance).toHaveProperty('cleared');
    expect((await val.call('/shifts/?clearance=yours')).status).toBe(422);
  });

  test("each opportunity says the same, without naming the blacklist; it is only ever the caller's", async () => {
    const opp = await ok<Rec>(
      admin('/opportunities/', 'POST', {
        display_name: 'Youth mentor',
        team_id: team,
        type: 'Volunteering',
        published: true,
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const mine = (await ok<Rec[]>(val.call('/opportunities/?clearance=mine&per_page=100'))).find(
      (o) => o.id === opp.id,
    )!;
    expect(mine.my_clearance).toMatchObject({
      cleared: true,
      requirements: [{ what: 'Enhanced disclosure', met: true, expires_on: day(40) }],
    });
    // The demo's own: needed from two weeks on, Val's check valid until after then.
    const demo = (await ok<Rec[]>(val.call('/opportunities/?clearance=mine&per_page=100'))).find(
      (o) => o.display_name === YOUTH_CAMP_OPPORTUNITY,
    )!;
    expect(demo.my_clearance).toMatchObject({
      from: day(14),
      cleared: true,
      requirements: [{ what: 'Enhanced disclosure', met: true, expires_on: day(40) }],
    });
    const samView = await ok<Rec>(sam.call(`/opportunities/${opp.id}?clearance=mine`));
    expect(samView.my_clearance.requirements[0]).toMatchObject({
      met: false,
      gap: { code: 'disclosure_expired' },
    });
    const entry = await ok<Rec>(
      admin('/organisation/blacklist/', 'POST', { email: SECOND_VOLUNTEER }),
      201,
    );
    const hidden = await sam.call(`/opportunities/${opp.id}?clearance=mine`);
    expect(JSON.stringify(hidden.body)).not.toMatch(/blacklist/i);
    await ok(admin(`/organisation/blacklist/${entry.id}`, 'DELETE'), 204);
  });
});

describe('the Safety home reads who confirmed a warned placement, and why', () => {
  test('GET /vetting/?clearance=confirmed lists the logged confirmations, newest first', async () => {
    await setRule('warn');
    const shift = await newShift();
    const r = await admin(`/shifts/${shift.id}`, 'PUT', {
      assignments: [{ user_id: people.uncleared, status: 'assigned' }],
      confirm_clearance_gap: { reason: 'Shadowing a cleared leader all evening' },
    });
    expect(r.status).toBe(200);
    const rows = await ok<Rec[]>(admin('/vetting/?clearance=confirmed'));
    expect(rows[0]).toMatchObject({
      user_id: people.uncleared,
      name: 'Uncleared Tester',
      work: 'Night walk',
      work_from: day(60),
      gaps: ['No Enhanced disclosure'],
      reason: 'Shadowing a cleared leader all evening',
      by_user_id: adminId,
    });
    expect(rows[0]!.by_name).not.toBe('');
    expect(await ok<Rec[]>(admin(`/vetting/?clearance=confirmed&from=${day(1)}`))).toEqual([]);
    expect((await admin('/vetting/?clearance=confirmed&from=soon')).status).toBe(422);
    expect((await val.call('/vetting/?clearance=confirmed')).status).toBe(403);
    // The plain list still lists checks.
    const checks = await ok<Rec[]>(admin(`/vetting/?filter[user_id]=${people.cleared}`));
    expect(checks[0]).toHaveProperty('disclosure_type_id', enhanced);
  });
});

describe('e-mailing a person placed on a shift they will not be cleared for', () => {
  test('the outbox has the e-mail, the person a notification and the Safety home says when', async () => {
    const camp = (
      await ok<Rec[]>(admin('/shifts/?filter[title]=' + encodeURIComponent(YOUTH_CAMP_SHIFT)))
    )[0]!;
    const before = s.emails({ kind: 'clearance-reminder' }).length;
    const r = await ok<Rec>(
      admin(`/shifts/${camp.id}`, 'PUT', { clearance_reminder: { user_id: val.id } }),
    );
    expect(r).toMatchObject({ action: 'clearance_reminder_sent', shift_id: camp.id });
    const mail = s.emails({ kind: 'clearance-reminder' });
    expect(mail).toHaveLength(before + 1);
    expect(mail.at(-1)).toMatchObject({
      to: DEMO_LOGINS.volunteer,
      subject: `Your clearance for ${YOUTH_CAMP_SHIFT} on ${day(60).split('-').reverse().join('/')}`,
    });
    expect(mail.at(-1)!.text).toContain('Enhanced disclosure expires');
    const notes = await ok<Rec[]>(val.call(`/users/${val.id}/notifications/`));
    expect(notes.map((n) => n.title)).toContain(mail.at(-1)!.subject);
    const rows = await ok<Rec[]>(admin('/shifts/?clearance=gaps'));
    const row = rows.find((x) => x.id === camp.id)!;
    expect(row.clearance.people.find((p: Rec) => p.user_id === val.id).reminded_at).toBe(r.at);
    // Refused: someone cleared, someone not on the shift, extra fields, a volunteer asking.
    const cleared = camp.assignments.find((a: Rec) => a.user_id !== val.id).user_id;
    const bad: [Rec, string][] = [
      [{ clearance_reminder: { user_id: cleared } }, 'clearance_reminder.user_id'],
      [{ clearance_reminder: { user_id: people.uncleared } }, 'clearance_reminder.user_id'],
      [{ clearance_reminder: { user_id: val.id }, title: 'x' }, 'title'],
    ];
    const stored = digest(s.db);
    for (const [body, field] of bad) {
      const refused = await admin(`/shifts/${camp.id}`, 'PUT', body);
      expect(refused.status, field).toBe(422);
      expect(Object.keys(refused.body.errors)).toContain(field);
    }
    expect(digest(s.db)).toBe(stored);
    expect(
      (await val.call(`/shifts/${camp.id}`, 'PUT', { clearance_reminder: { user_id: val.id } }))
        .status,
    ).toBe(403);
  });
});

describe('placed on upcoming work of every kind, not cleared by then', () => {
  test('GET /vetting/?clearance=at_risk lists shifts, events, stays and offers on their own dates', async () => {
    await setRule('warn');
    const why = { confirm_clearance_gap: { reason: 'Renewal on its way' } };
    const shift = await newShift();
    await ok(
      admin(`/shifts/${shift.id}`, 'PUT', {
        assignments: [
          { user_id: people.cleared, status: 'assigned' },
          { user_id: people.expiring, status: 'assigned' },
        ],
        ...why,
      }),
    );
    const event = await ok<Rec>(
      admin('/events/', 'POST', {
        name: 'Rangers camp-out',
        team_id: team,
        start: `${day(70)}T10:00:00.000Z`,
        end: `${day(71)}T16:00:00.000Z`,
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    await ok(admin(`/events/${event.id}/invitations/`, 'POST', { user_id: people.cleared }), 201);
    await ok(
      admin(`/events/${event.id}/invitations/`, 'POST', { user_id: people.expiring, ...why }),
      201,
    );
    const campfire = await ok<Rec>(
      admin(`/events/${event.id}/sessions/`, 'POST', {
        name: 'Campfire',
        start: `${day(71)}T19:00:00.000Z`,
        end: `${day(71)}T21:00:00.000Z`,
        places: 10,
      }),
      201,
    );
    await ok(
      admin(`/events/${event.id}/sessions/${campfire.id}/attendees/`, 'POST', {
        user_id: people.uncleared,
        ...why,
      }),
      201,
    );
    const stayTeam = (
      await ok<Rec[]>(admin(`/residential-availability/?from=${day(300)}&to=${day(320)}`))
    )[0]!;
    const retreat = await ok<Rec>(
      admin('/residential-opportunities/', 'POST', {
        display_name: 'Spring retreat',
        type: 'Residential-short',
        team_id: stayTeam.team_id,
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const stay = await ok<Rec>(
      admin('/residential-bookings/', 'POST', {
        user_id: people.uncleared,
        room_id: stayTeam.room_id,
        team_id: stayTeam.team_id,
        residential_opportunity_id: retreat.id,
        starts_on: day(80),
        ends_on: day(82),
        status: 'booked',
        ...why,
      }),
      201,
    );
    const category = (await ok<Rec[]>(admin('/organisation/recruitment/categories/'))).find(
      (c) => c.name === 'General volunteering',
    )!.id;
    const role = await ok<Rec>(
      admin('/opportunities/', 'POST', {
        display_name: 'Camp first-aider',
        team_id: team,
        type: 'Volunteering',
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const app = await ok<Rec>(
      admin('/applications/', 'POST', {
        user_id: people.expiring,
        category_id: category,
        opportunity_id: role.id,
        stage: 'interview',
        starts_on: day(50),
      }),
      201,
    );
    // At interview the application places nobody yet; at Offered it does.
    const mine = () => ok<Rec[]>(admin(`/vetting/?clearance=at_risk&user_id=${people.expiring}`));
    expect((await mine()).some((r) => r.kind === 'application' && r.id === app.id)).toBe(false);
    await ok(admin(`/applications/${app.id}`, 'PUT', { stage: 'offered', ...why }));

    const rows = await ok<Rec[]>(admin('/vetting/?clearance=at_risk'));
    const find = (kind: string, id: number, userId: number) =>
      rows.find((r) => r.kind === kind && r.id === id && r.user_id === userId);
    const expires = `Enhanced disclosure expires ${day(30).split('-').reverse().join('/')}`;
    expect(find('shift', shift.id, people.expiring)).toMatchObject({
      title: 'Night walk',
      from: day(60),
      name: 'Expiring Tester',
      link: `/rotas/planner?view=week&date=${day(60)}&teams=${team}`,
    });
    expect(find('shift', shift.id, people.expiring)!.gaps[0].message).toContain(expires);
    expect(find('event', event.id, people.expiring)).toMatchObject({
      title: 'Rangers camp-out',
      from: day(70),
      to: day(71),
      link: `/events/${event.id}`,
    });
    // A session's attendee, on the session's own day.
    expect(find('event', event.id, people.uncleared)).toMatchObject({
      title: 'Rangers camp-out (Campfire)',
      from: day(71),
      to: day(71),
    });
    expect(find('residential', stay.id, people.uncleared)).toMatchObject({
      title: 'Spring retreat',
      from: day(80),
      to: day(81),
      opportunity_id: retreat.id,
      gaps: [expect.objectContaining({ message: 'No Enhanced disclosure' })],
    });
    expect(find('application', app.id, people.expiring)).toMatchObject({
      title: 'Camp first-aider',
      from: day(50),
      link: `/recruitment/applications/${app.id}`,
    });
    // The cleared person is on none of them; the soonest work comes first.
    expect(rows.filter((r) => r.user_id === people.cleared)).toEqual([]);
    expect(rows.map((r) => r.from)).toEqual([...rows.map((r) => r.from)].sort());
    // One person's (their record), and a shorter horizon.
    expect(new Set((await mine()).map((r) => r.user_id))).toEqual(new Set([people.expiring]));
    const soon = await ok<Rec[]>(admin(`/vetting/?clearance=at_risk&to=${day(55)}`));
    expect(soon.some((r) => r.kind === 'application' && r.id === app.id)).toBe(true);
    expect(soon.some((r) => r.kind === 'event' && r.id === event.id)).toBe(false);
    // E-mailed about each kind of work through the outbox; the row then says when.
    const mails = s.emails({ kind: 'clearance-reminder' }).length;
    const remind = (path: string, userId: number, extra: Rec = {}) =>
      admin(path, 'PUT', { clearance_reminder: { user_id: userId }, ...extra });
    for (const [path, userId] of [
      [`/events/${event.id}`, people.expiring],
      [`/residential-bookings/${stay.id}`, people.uncleared],
      [`/applications/${app.id}`, people.expiring],
    ] as const) {
      const r = await remind(path, userId);
      expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.data.action).toBe('clearance_reminder_sent');
    }
    const all = s.emails({ kind: 'clearance-reminder' });
    expect(all).toHaveLength(mails + 3);
    const sent = all.filter((m) => /Rangers|Spring|first-aider/.test(m.subject));
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [
        `Your clearance for Rangers camp-out on ${day(70).split('-').reverse().join('/')} to ${day(71).split('-').reverse().join('/')}`,
        `Your clearance for Spring retreat on ${day(80).split('-').reverse().join('/')} to ${day(81).split('-').reverse().join('/')}`,
        `Your clearance for Camp first-aider on ${day(50).split('-').reverse().join('/')}`,
      ].sort(),
    );
    expect(sent.find((m) => m.subject.includes('first-aider'))!.text).toContain(
      'You have been offered Camp first-aider',
    );
    const after = await ok<Rec[]>(admin('/vetting/?clearance=at_risk'));
    for (const [kind, id, userId] of [
      ['event', event.id, people.expiring],
      ['residential', stay.id, people.uncleared],
      ['application', app.id, people.expiring],
    ] as const)
      expect(
        after.find((r) => r.kind === kind && r.id === id && r.user_id === userId)?.reminded_at,
        kind,
      ).toMatch(/^\d{4}-/);
    // Refused: someone cleared, someone not placed there, extra fields, a volunteer asking.
    const stored = digest(s.db);
    expect((await remind(`/events/${event.id}`, people.cleared)).status).toBe(422);
    expect((await remind(`/applications/${app.id}`, people.uncleared)).status).toBe(422);
    expect((await remind(`/events/${event.id}`, people.expiring, { name: 'x' })).status).toBe(422);
    expect(
      (
        await val.call(`/applications/${app.id}`, 'PUT', {
          clearance_reminder: { user_id: people.expiring },
        })
      ).status,
    ).toBe(403);
    expect(digest(s.db)).toBe(stored);
    // Renewed: off the list on the next read.
    const renewed = await ok<Rec>(
      admin('/vetting/', 'POST', {
        user_id: people.uncleared,
        disclosure_type_id: enhanced,
        issued_on: day(-1),
        expires_on: day(900),
        status: 'cleared',
      }),
      201,
    );
    expect(
      (await ok<Rec[]>(admin('/vetting/?clearance=at_risk'))).some(
        (r) => r.kind === 'residential' && r.id === stay.id,
      ),
    ).toBe(false);
    await ok(admin(`/vetting/${renewed.id}`, 'DELETE'), 204);
    // Bad input and people who may not see it.
    expect((await admin('/vetting/?clearance=at_risk&to=soon')).status).toBe(422);
    expect((await admin('/vetting/?clearance=at_risk&user_id=me')).status).toBe(422);
    expect((await admin('/vetting/?clearance=everything')).status).toBe(422);
    expect((await val.call('/vetting/?clearance=at_risk')).status).toBe(403);
    // A team leader sees only their teams' work.
    const leader = await asPerson(s, DEMO_LOGINS.teamLeader);
    const led = await ok<Rec>(admin(`/users/${leader.id}`));
    const teams = await ok<Rec[]>(admin('/organisation/teams/?per_page=500'));
    const reach = new Set<number>(led.led_team_ids.map(Number));
    for (let grew = true; grew;) {
      grew = false;
      for (const t of teams)
        if (!reach.has(t.id) && reach.has(Number(t.parent_id))) grew = reach.add(t.id) !== null;
    }
    const theirs = await ok<Rec[]>(leader.call('/vetting/?clearance=at_risk'));
    for (const r of theirs) expect(reach.has(Number(r.team_id)), JSON.stringify(r)).toBe(true);
    expect(theirs.length).toBe(rows.filter((r) => reach.has(Number(r.team_id))).length);
    // The team filter narrows within their reach and never past it: another team's work
    // asked for by id is not answered; a volunteer is refused with the filter too.
    const outside = rows.find((r) => r.team_id !== null && !reach.has(Number(r.team_id)));
    expect(outside).toBeDefined();
    expect(
      await ok<Rec[]>(leader.call(`/vetting/?clearance=at_risk&team_id=${outside!.team_id}`)),
    ).toEqual([]);
    expect((await val.call(`/vetting/?clearance=at_risk&team_id=${outside!.team_id}`)).status).toBe(
      403,
    );
  });

  test('changing requirements or dates asks again about those placed: nobody removed, the saver told, logged', async () => {
    await setRule('block');
    const shift = await newShift(null as unknown as Rec);
    await ok(
      admin(`/shifts/${shift.id}`, 'PUT', {
        assignments: [people.cleared, people.uncleared, people.expiring].map((user_id) => ({
          user_id,
          status: 'assigned',
        })),
      }),
    );
    const changed = await admin(`/shifts/${shift.id}`, 'PUT', {
      requirements: { disclosure_type_id: enhanced },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.assignments).toHaveLength(3);
    expect(changed.body.clearance_recheck).toMatchObject({
      count: 2,
      message: '2 people placed here no longer meet the requirements.',
      link: `/safety?work=shift:${shift.id}`,
    });
    expect(changed.body.clearance_recheck.people.map((p: Rec) => p.user_id).sort()).toEqual(
      [people.uncleared, people.expiring].sort(),
    );
    const log = (await ok<Rec[]>(admin(`/users/${people.uncleared}/logs/`))).at(-1)!;
    expect(log).toMatchObject({
      action: 'clearance_lapsed',
      by_user_id: adminId,
      work_id: shift.id,
    });
    expect(log.summary).toContain('No Enhanced disclosure');
    // Saving again tells nothing new; the Safety home lists both.
    const again = await admin(`/shifts/${shift.id}`, 'PUT', { title: 'Night walk (new route)' });
    expect(again.body.clearance_recheck).toBeUndefined();
    const listed = await ok<Rec[]>(admin('/vetting/?clearance=at_risk'));
    expect(
      listed
        .filter((r) => r.kind === 'shift' && r.id === shift.id)
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([people.uncleared, people.expiring].sort());

    // A shift moved past the day a check expires: one person is told about.
    const early = await ok<Rec>(
      admin('/shifts/', 'POST', {
        team_id: team,
        title: 'Early walk',
        start: `${day(10)}T18:00:00.000Z`,
        end: `${day(10)}T20:00:00.000Z`,
        places: 4,
        status: 'scheduled',
        assignments: [{ user_id: people.expiring, status: 'assigned' }],
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const moved = await admin(`/shifts/${early.id}`, 'PUT', {
      start: `${day(45)}T18:00:00.000Z`,
      end: `${day(45)}T20:00:00.000Z`,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.clearance_recheck.message).toBe(
      '1 person placed here no longer meets the requirements.',
    );

    // An event's requirements: those invited stay invited.
    const event = await ok<Rec>(
      admin('/events/', 'POST', {
        name: 'Open day',
        team_id: team,
        start: `${day(40)}T10:00:00.000Z`,
        end: `${day(40)}T16:00:00.000Z`,
      }),
      201,
    );
    await ok(admin(`/events/${event.id}/invitations/`, 'POST', { user_id: people.uncleared }), 201);
    const tightened = await admin(`/events/${event.id}`, 'PUT', {
      requirements: { disclosure_type_id: enhanced },
    });
    expect(tightened.status).toBe(200);
    expect(tightened.body.clearance_recheck).toMatchObject({ count: 1 });
    expect(await ok<Rec[]>(admin(`/events/${event.id}/invitations/`))).toHaveLength(1);

    // A residential opportunity's requirements reach the stays booked on it.
    const room = (
      await ok<Rec[]>(admin(`/residential-availability/?from=${day(330)}&to=${day(340)}`))
    )[0]!;
    const retreat = await ok<Rec>(
      admin('/residential-opportunities/', 'POST', {
        display_name: 'Autumn retreat',
        type: 'Residential-short',
        team_id: room.team_id,
      }),
      201,
    );
    await ok(
      admin('/residential-bookings/', 'POST', {
        user_id: people.uncleared,
        room_id: room.room_id,
        team_id: room.team_id,
        residential_opportunity_id: retreat.id,
        starts_on: day(90),
        ends_on: day(92),
        status: 'booked',
      }),
      201,
    );
    const raised = await admin(`/residential-opportunities/${retreat.id}`, 'PUT', {
      requirements: { minimum_age: 50 },
    });
    expect(raised.status).toBe(200);
    expect(raised.body.clearance_recheck).toMatchObject({
      count: 1,
      link: `/safety?work=residential:${retreat.id}`,
    });
    expect(raised.body.clearance_recheck.people[0].gaps[0].code).toBe('age_under');
  });
});

describe("changing a team's or a rota's requirements", () => {
  test('asks again about those placed on their upcoming shifts, as for a shift: nobody removed, the saver told, logged', async () => {
    await setRule('block');
    const patrol = await ok<Rec>(
      admin('/organisation/teams/', 'POST', { name: 'Night patrol', parent_id: team }),
      201,
    );
    const rota = await ok<Rec>(
      admin('/organisation/rotas/', 'POST', { name: 'Night patrol rota', team_id: patrol.id }),
      201,
    );
    const shift = await ok<Rec>(
      admin('/shifts/', 'POST', {
        team_id: patrol.id,
        rota_id: rota.id,
        title: 'Patrol',
        start: `${day(60)}T18:00:00.000Z`,
        end: `${day(60)}T21:00:00.000Z`,
        places: 8,
        status: 'scheduled',
        assignments: [people.cleared, people.uncleared, people.expiring].map((user_id) => ({
          user_id,
          status: 'assigned',
        })),
      }),
      201,
    );
    // The rota: its shift's two people without an Enhanced disclosure on the day.
    const tightened = await admin(`/organisation/rotas/${rota.id}`, 'PUT', {
      requirements: { disclosure_type_id: enhanced },
    });
    expect(tightened.status, JSON.stringify(tightened.body)).toBe(200);
    expect(tightened.body.clearance_recheck).toMatchObject({
      count: 2,
      message: '2 people placed here no longer meet the requirements.',
      link: `/safety?work=rota:${rota.id}`,
    });
    // The link's list: the at-risk people of this rota's shifts only (the whole list has others).
    const ofRota = await ok<Rec[]>(admin(`/vetting/?clearance=at_risk&rota_id=${rota.id}`));
    expect(ofRota.map((r) => [r.id, r.user_id]).sort()).toEqual(
      [
        [shift.id, people.uncleared],
        [shift.id, people.expiring],
      ].sort(),
    );
    const everyone = await ok<Rec[]>(admin('/vetting/?clearance=at_risk'));
    expect(everyone.some((r) => r.id !== shift.id)).toBe(true);
    expect(tightened.body.clearance_recheck.people.map((p: Rec) => p.user_id).sort()).toEqual(
      [people.uncleared, people.expiring].sort(),
    );
    // The team (the rota's parent, through the shift's team): the third person is now short too.
    const raised = await admin(`/organisation/teams/${patrol.id}`, 'PUT', {
      requirements: { minimum_age: 40 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.clearance_recheck).toMatchObject({
      count: 1,
      message: '1 person placed here no longer meets the requirements.',
      link: `/safety?work=team:${patrol.id}`,
    });
    const ofTeam = await ok<Rec[]>(admin(`/vetting/?clearance=at_risk&team_id=${patrol.id}`));
    expect(ofTeam.length).toBeGreaterThan(0);
    expect(ofTeam.every((r) => r.team_id === patrol.id)).toBe(true);
    expect(ofTeam.map((r) => r.user_id)).toContain(people.cleared);
    // A bad filter is a 422 naming it; a team and a rota at once too.
    for (const [query, field] of [
      ['team_id=nope', 'team_id'],
      ['rota_id=-1', 'rota_id'],
      [`team_id=${patrol.id}&rota_id=${rota.id}`, 'rota_id'],
    ] as const) {
      const refused = await admin(`/vetting/?clearance=at_risk&${query}`);
      expect(refused.status, query).toBe(422);
      expect(Object.keys(refused.body.errors), query).toEqual([field]);
    }
    expect(raised.body.clearance_recheck.people).toMatchObject([
      { user_id: people.cleared, work: 'Patrol', gaps: [{ code: 'age_under' }] },
    ]);
    const log = (await ok<Rec[]>(admin(`/users/${people.cleared}/logs/`))).at(-1)!;
    expect(log).toMatchObject({
      action: 'clearance_lapsed',
      by_user_id: adminId,
      work_id: shift.id,
    });
    // Nobody removed; saving a name only tells nothing.
    expect((await ok<Rec>(admin(`/shifts/${shift.id}`))).assignments).toHaveLength(3);
    const renamed = await admin(`/organisation/teams/${patrol.id}`, 'PUT', {
      name: 'Night patrols',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.clearance_recheck).toBeUndefined();
    // Put back, so nothing after this is short because of it.
    await ok(admin(`/organisation/teams/${patrol.id}`, 'PUT', { requirements: null }));
    await ok(admin(`/organisation/rotas/${rota.id}`, 'PUT', { requirements: null }));
  });
});

describe("'E-mail them' for an event's session attendee", () => {
  test("'E-mail them' about a session attendee asks on the session's own dates, as the at-risk list does", async () => {
    await setRule('warn');
    // A one-day event with a session the day after it (the event's dates do not hold it).
    const openDay = await ok<Rec>(
      admin('/events/', 'POST', {
        name: 'Scouts open day',
        team_id: team,
        start: `${day(61)}T10:00:00.000Z`,
        end: `${day(61)}T16:00:00.000Z`,
        requirements: { disclosure_type_id: enhanced },
      }),
      201,
    );
    const after = await ok<Rec>(
      admin(`/events/${openDay.id}/sessions/`, 'POST', {
        name: 'Clear-up',
        start: `${day(62)}T09:00:00.000Z`,
        end: `${day(62)}T12:00:00.000Z`,
        places: 10,
      }),
      201,
    );
    // Cleared on the event's day (so invited without a word), expired by the session's.
    const late = await ok<Rec>(
      admin('/users/', 'POST', {
        email: 'late.placement@volunteerkit.test',
        first_name: 'Late',
        last_name: 'Tester',
        status: 'active',
        team_ids: [team],
      }),
      201,
    );
    await ok(
      admin('/vetting/', 'POST', {
        user_id: late.id,
        disclosure_type_id: enhanced,
        issued_on: day(-100),
        expires_on: day(61),
        status: 'cleared',
      }),
      201,
    );
    await ok(admin(`/events/${openDay.id}/invitations/`, 'POST', { user_id: late.id }), 201);
    await ok(
      admin(`/events/${openDay.id}/sessions/${after.id}/attendees/`, 'POST', {
        user_id: late.id,
        status: 'confirmed',
        confirm_clearance_gap: { reason: 'Renewal on its way' },
      }),
      201,
    );
    const rows = await ok<Rec[]>(admin(`/vetting/?clearance=at_risk&user_id=${late.id}`));
    expect(rows.filter((r) => r.id === openDay.id)).toMatchObject([
      { kind: 'event', title: 'Scouts open day (Clear-up)', from: day(62) },
    ]);
    const r = await admin(`/events/${openDay.id}`, 'PUT', {
      clearance_reminder: { user_id: late.id },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ action: 'clearance_reminder_sent', work_id: openDay.id });
    const mails = s.emails({ kind: 'clearance-reminder' }).filter((m) => /Scouts/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your clearance for Scouts open day (Clear-up) on ${day(62).split('-').reverse().join('/')}`,
    ]);
    await setRule('block');
  });
});
