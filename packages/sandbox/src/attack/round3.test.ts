/**
 * Security round 3 (issue 43): the 23 holes an attacker's sweep found where a
 * rule on one route was missing on another way to the same data. Each attack
 * runs against a real demo sandbox as the person who would try it, is refused
 * with a 4xx (or, for a read, shows nothing the caller may not read), and
 * leaves every record, credential, session and file as it was; the legitimate
 * way to do the same thing still works where there is one.
 */
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import { isStaffAccount } from '../authz/policy.js';
import { teamsUnder } from '../authz/teamScope.js';
import { asPerson, DEMO_LOGINS, digest, target, type Target } from './support.js';

let s: Target;
let store: RecordStore;
type Person = Awaited<ReturnType<typeof asPerson>>;
let admin: Person;
let coordinator: Person;
let leader: Person;
let volunteer: Person;
let guardian: Person;
let minor: Person;
let limited: Person;

beforeAll(async () => {
  s = await target();
  store = new RecordStore(s.db);
  [admin, coordinator, leader, volunteer, guardian, minor, limited] = await Promise.all([
    asPerson(s, DEMO_LOGINS.admin),
    asPerson(s, DEMO_LOGINS.coordinator),
    asPerson(s, DEMO_LOGINS.teamLeader),
    asPerson(s, DEMO_LOGINS.volunteer),
    asPerson(s, DEMO_LOGINS.guardian),
    asPerson(s, DEMO_LOGINS.minor),
    asPerson(s, DEMO_LOGINS.limited),
  ]);
});
afterAll(() => s.cleanup());

const USERS = named('users');

/** Runs a write that must be refused: a 4xx, and nothing stored changed. */
async function refusedWrite(
  who: Person,
  path: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const before = digest(s.db);
  const res = await who.call(path, method, body);
  expect(
    res.status,
    `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  expect(digest(s.db), `${method} ${path} changed data`).toBe(before);
  return res;
}

/** A saved list of people by id, stored directly (the attacks are about using it). */
function savedList(createdBy: number, ids: number[], name = 'Sweep list'): number {
  return store.insert(
    named('organisation.savedList'),
    {},
    {
      name,
      user_ids: ids,
      created_by: createdBy,
    },
  ).id;
}

/** The team ids a user belongs to. */
function teamsOf(id: number): number[] {
  const u = store.get(USERS, {}, id);
  return Array.isArray(u?.team_ids) ? u.team_ids.map(Number) : [];
}

/** A person (not a demo login) in a team the leader does not lead. */
function outsider(): number {
  const led = teamsUnder(
    store,
    ((store.get(USERS, {}, leader.id)?.led_team_ids as number[] | undefined) ?? []).map(Number),
  );
  const person = store
    .all(USERS)
    .find(
      (u) =>
        !isStaffAccount(u) &&
        !u.anonymised_at &&
        Array.isArray(u.team_ids) &&
        u.team_ids.length > 0 &&
        u.team_ids.every((t) => !led.has(Number(t))),
    );
  if (!person) throw new Error('no outsider');
  return person.id;
}

describe('High', () => {
  test('1. a coordinator cannot block an administrator through a bulk status change', async () => {
    const other = outsider();
    const list = savedList(coordinator.id, [other, admin.id]);
    const res = await refusedWrite(coordinator, '/bulk/', 'POST', {
      action: 'status',
      saved_list_id: list,
      status: 'blocked',
    });
    expect(res.status).toBe(403);
    expect(store.get(USERS, {}, admin.id)?.status).not.toBe('blocked');
    // All or nothing: the other person was not blocked either.
    expect(store.get(USERS, {}, other)?.status).not.toBe('blocked');
  });

  test('2. a coordinator cannot delete an administrator through a bulk delete', async () => {
    const list = savedList(coordinator.id, [admin.id]);
    const res = await refusedWrite(coordinator, '/bulk/', 'POST', {
      action: 'delete',
      saved_list_id: list,
    });
    expect(res.status).toBe(403);
    expect(store.get(USERS, {}, admin.id)).toBeDefined();
  });

  test('3. a coordinator cannot erase an administrator (request-anonymisation)', async () => {
    await refusedWrite(coordinator, `/users/${admin.id}/request-anonymisation/`, 'POST', {
      reason: 'sweep',
    });
    expect(store.get(USERS, {}, admin.id)?.anonymised_at).toBeFalsy();
    // Nor the coordinator's peer: staff accounts are erased only by an administrator.
    await refusedWrite(leader, `/users/${coordinator.id}/request-anonymisation/`, 'POST', {});
  });

  test('4. a claimant cannot change their own claim after it was approved', async () => {
    const submitted = await volunteer.call(`/users/${volunteer.id}/expenses/`, 'POST', {
      expense_type: 'Travel',
      amount: 12.5,
      description: 'Train to Callander',
    });
    expect(submitted.status).toBe(201);
    const claimId = Number(submitted.body.data.id);
    const decided = await coordinator.call(`/claims/${claimId}`, 'PUT', { status: 'approved' });
    expect(decided.status).toBe(200);
    for (const [path, method] of [
      [`/claims/${claimId}`, 'PUT'],
      [`/users/${volunteer.id}/expenses/${claimId}`, 'PUT'],
      [`/users/${volunteer.id}/claims/${claimId}`, 'PUT'],
    ] as const) {
      await refusedWrite(volunteer, path, method, { amount: 999 });
      await refusedWrite(volunteer, path, method, { paid: true, paid_at: '2026-12-01' });
    }
    expect(store.get(named('claims'), {}, claimId)?.amount).toBe(12.5);
  });

  test('5. a minor cannot name any adult as their guardian', async () => {
    await refusedWrite(minor, `/users/${minor.id}/guardians/`, 'POST', {
      guardian_id: volunteer.id,
    });
    // The adult so named cannot then give consent.
    const consents = await volunteer.call(`/users/${minor.id}/parental-consents/`);
    expect(consents.status).toBeGreaterThanOrEqual(400);
  });

  test('6. a minor cannot change their own date of birth or minor flag', async () => {
    await refusedWrite(minor, `/users/${minor.id}`, 'PUT', { date_of_birth: '1990-01-01' });
    await refusedWrite(minor, `/users/${minor.id}`, 'PUT', { is_minor: false });
    // A guardian still acts for them.
    expect((await guardian.call(`/users/${minor.id}`)).status).toBe(200);
  });
});

describe('Medium', () => {
  test('7. a minor cannot edit or delete their guardian link', async () => {
    const links = store.all(named('users.guardians'), { userId: String(minor.id) });
    expect(links.length).toBeGreaterThan(0);
    const link = links[0]!;
    await refusedWrite(minor, `/users/${minor.id}/guardians/${link.id}`, 'PUT', {
      guardian_id: volunteer.id,
    });
    await refusedWrite(minor, `/users/${minor.id}/guardians/${link.id}`, 'DELETE');
  });

  test("8. a list filter on assignments does not reveal other people's shifts", async () => {
    const theirs = store
      .all(named('shifts'))
      .find(
        (sh) =>
          Array.isArray(sh.assignments) &&
          (sh.assignments as { user_id: number }[]).some((a) => a.user_id !== volunteer.id),
      );
    expect(theirs).toBeDefined();
    const other = (theirs!.assignments as { user_id: number }[]).find(
      (a) => a.user_id !== volunteer.id,
    )!.user_id;
    for (const query of [
      `filter[assignments][like]=${encodeURIComponent(`"user_id":${other}`)}`,
      `filter[assignments]=${other}`,
      `filter[cancellations][like]=${other}`,
      `sort=assignments`,
    ]) {
      const res = await volunteer.call(`/shifts/?${query}`);
      expect(res.status, query).toBe(403);
    }
  });

  test('9. a refused sign-up answers only what the caller may read', async () => {
    const full = store
      .all(named('shifts'))
      .find(
        (sh) =>
          Array.isArray(sh.assignments) &&
          (sh.assignments as { user_id: number }[]).length > 0 &&
          !(sh.assignments as { user_id: number }[]).some((a) => a.user_id === volunteer.id),
      )!;
    const res = await refusedWrite(volunteer, `/shifts/${full.id}`, 'PUT', { sign_up: true });
    expect(res.status).toBe(409);
    const shown = JSON.stringify(res.body);
    for (const a of full.assignments as { user_id: number }[])
      expect(shown).not.toContain(`"user_id":${a.user_id}`);
    const cancel = await refusedWrite(volunteer, `/shifts/${full.id}`, 'PUT', {
      cancel_place: true,
      cancel_reason: 'ill',
    });
    for (const a of full.assignments as { user_id: number }[])
      expect(JSON.stringify(cancel.body)).not.toContain(`"user_id":${a.user_id}`);
  });

  test("10. other volunteers' cancellation reasons are not visible on a shift", async () => {
    const shift = store.all(named('shifts'))[0]!;
    store.update(named('shifts'), {}, shift.id, {
      cancellations: [{ user_id: admin.id, reason: 'private: hospital visit', at: '2026-12-01' }],
    });
    const shown = await volunteer.call(`/shifts/${shift.id}`);
    expect(JSON.stringify(shown.body)).not.toContain('hospital');
    const listed = await volunteer.call(`/shifts/?limit=100`);
    expect(JSON.stringify(listed.body)).not.toContain('hospital');
  });

  test('11. a volunteer cannot join a team by editing team_ids on their own record', async () => {
    const other = store
      .all(named('organisation.teams'))
      .find((t) => !teamsOf(volunteer.id).includes(t.id))!;
    await refusedWrite(volunteer, `/users/${volunteer.id}`, 'PUT', {
      team_ids: [...teamsOf(volunteer.id), other.id],
    });
    await refusedWrite(volunteer, `/users/${volunteer.id}`, 'PUT', { team_id: other.id });
  });

  test('12. a volunteer cannot set server fields on their own record', async () => {
    for (const patch of [
      { anonymised_at: '2026-01-01T00:00:00Z' },
      { email_verified: true },
      { email_verified_at: '2026-01-01T00:00:00Z' },
      { guardian_id: admin.id },
      { guardian_email: 'me@evil.test' },
      { led_team_ids: [1] },
      { last_scheduled_at: '2020-01-01' },
    ])
      await refusedWrite(volunteer, `/users/${volunteer.id}`, 'PUT', patch);
    // What they may set still saves.
    const ok = await volunteer.call(`/users/${volunteer.id}`, 'PUT', { phone: '07700 900123' });
    expect(ok.status).toBe(200);
    expect(store.get(USERS, {}, volunteer.id)?.phone).toBe('07700 900123');
  });

  test('13. a volunteer cannot create, rename or self-complete made-up inductions, nor delete one', async () => {
    const own = store.all(named('users.inductions'), { userId: String(volunteer.id) });
    await refusedWrite(volunteer, `/users/${volunteer.id}/inductions/`, 'POST', {
      name: 'Made-up induction',
    });
    if (own[0]) {
      await refusedWrite(volunteer, `/users/${volunteer.id}/inductions/${own[0].id}`, 'PUT', {
        name: 'Renamed',
      });
      await refusedWrite(volunteer, `/users/${volunteer.id}/inductions/${own[0].id}`, 'DELETE');
    }
  });

  test("14. nobody reads a person's name by id through a message 'from' them", async () => {
    for (const who of [volunteer, limited]) {
      await refusedWrite(who, `/users/${who.id}/messaging/`, 'POST', {
        subject: 'note to self',
        body: 'hi',
        from_id: admin.id,
      });
      // Sent in their own name it goes through, and reads back their own name.
      const own = await who.call(`/users/${who.id}/messaging/`, 'POST', {
        subject: 'note to self',
        body: 'hi',
        from_id: who.id,
      });
      expect(own.status).toBe(201);
    }
  });

  test('15. a team leader reads applications, references and consents of their teams only', async () => {
    const apps = await leader.call('/applications/?limit=500');
    expect(apps.status).toBe(200);
    const ids = (apps.body.data as { user_id: number }[]).map((a) => a.user_id);
    const led = new Set(
      ((store.get(USERS, {}, leader.id)?.led_team_ids as number[]) ?? []).map(Number),
    );
    for (const id of ids)
      expect(
        teamsOf(id).some((t) => led.has(t)),
        `applicant ${id}`,
      ).toBe(true);
    const someoneElse = outsider();
    const theirs = await leader.call(`/users/${someoneElse}/applications/`);
    expect(theirs.status).toBe(403);
  });
});

describe('Medium: team leaders', () => {
  test('16. a team leader reads reports about their teams only', async () => {
    const led = ((store.get(USERS, {}, leader.id)?.led_team_ids as number[]) ?? []).map(Number);
    const other = store.all(named('organisation.teams')).find((t) => !led.includes(t.id))!;
    const refused = await leader.call(`/reports/users/by-team/?team_id=${other.id}`);
    expect(refused.status).toBe(403);
    // Without a team the report covers the leader's teams, not the organisation.
    const mine = await leader.call('/reports/users/by-team/');
    const all = await admin.call('/reports/users/by-team/');
    expect(mine.status).toBe(200);
    const total = (r: { body: Record<string, unknown> }) =>
      (r.body.data as { value?: number }[]).reduce((n, row) => n + Number(row.value ?? 0), 0);
    expect(total(mine)).toBeLessThan(total(all));
    // A report about the whole organisation with no team to narrow it is refused.
    expect((await leader.call('/reports/users/touchpoints/')).status).toBe(403);
  });

  test('17. a team leader’s bulk action is all or nothing and names nobody outside their teams', async () => {
    const ledTeams = teamsUnder(
      store,
      ((store.get(USERS, {}, leader.id)?.led_team_ids as number[]) ?? []).map(Number),
    );
    const inside = store
      .all(USERS)
      .find((u) => !isStaffAccount(u) && teamsOf(u.id).some((t) => ledTeams.has(t)))!;
    const out = outsider();
    const list = savedList(leader.id, [inside.id, out]);
    const led = (store.get(USERS, {}, leader.id)?.led_team_ids as number[])[0]!;
    const res = await refusedWrite(leader, '/bulk/', 'POST', {
      action: 'remove-team',
      saved_list_id: list,
      team_id: led,
    });
    expect(res.status).toBe(403);
    const outsiderName = String(store.get(USERS, {}, out)?.last_name);
    expect(JSON.stringify(res.body)).not.toContain(outsiderName);
    // Another person's saved list cannot be used.
    const theirs = savedList(coordinator.id, [inside.id], 'Coordinator list');
    await refusedWrite(leader, '/bulk/', 'POST', {
      action: 'remove-team',
      saved_list_id: theirs,
      team_id: led,
    });
    expect((await leader.call(`/organisation/saved-list/${theirs}`)).status).toBe(404);
  });

  test('18. a team leader cannot erase, block or delete a coordinator', async () => {
    await refusedWrite(leader, `/users/${coordinator.id}/request-anonymisation/`, 'POST', {});
    await refusedWrite(leader, `/users/${coordinator.id}`, 'PUT', { first_name: 'Changed' });
    expect(store.get(USERS, {}, coordinator.id)?.anonymised_at).toBeFalsy();
  });
});

describe('Low', () => {
  test('19. a team leader sees recent actions about their teams only', async () => {
    const out = outsider();
    // An action about someone outside the leader's teams.
    const changed = await coordinator.call(`/users/${out}/notes/`, 'POST', { note: 'Sweep note' });
    expect(changed.status).toBe(201);
    const seen = await leader.call('/dashboard/recent-actions/?limit=500');
    expect(seen.status).toBe(200);
    const about = (seen.body.data as { path?: string; subject_id?: number }[]).filter(
      (a) => String(a.path ?? '').includes(`/users/${out}/`) || a.subject_id === out,
    );
    expect(about).toEqual([]);
    const adminSees = await admin.call('/dashboard/recent-actions/?limit=500');
    expect(JSON.stringify(adminSees.body)).toContain(`/users/${out}/`);
  });

  test('20. a volunteer neither reads nor applies to an unpublished opportunity', async () => {
    const draft = store.insert(
      named('opportunities'),
      {},
      {
        display_name: 'Draft: secret pilot',
        team_id: store
          .all(named('organisation.teams'))
          .find((t) => !teamsOf(volunteer.id).includes(t.id))!.id,
        published: false,
        type: 'Volunteering',
      },
    );
    expect((await volunteer.call(`/opportunities/${draft.id}`)).status).toBe(404);
    const listed = await volunteer.call('/opportunities/?limit=500');
    expect(JSON.stringify(listed.body)).not.toContain('secret pilot');
    await refusedWrite(volunteer, `/opportunities/${draft.id}/apply/`, 'POST', {
      motivation: 'let me in',
    });
    expect((await coordinator.call(`/opportunities/${draft.id}`)).status).toBe(200);
  });

  test('21. a volunteer cannot rewrite or invent their copy of a residential booking', async () => {
    const copies = store.all(named('users.residentialBookings'), { userId: String(volunteer.id) });
    await refusedWrite(volunteer, `/users/${volunteer.id}/residential-bookings/`, 'POST', {
      room_id: 1,
      status: 'confirmed',
      arrival: '2027-01-01',
    });
    if (copies[0])
      await refusedWrite(
        volunteer,
        `/users/${volunteer.id}/residential-bookings/${copies[0].id}`,
        'PUT',
        { status: 'confirmed', nights: 30 },
      );
  });

  test('22. a team leader cannot download the receipt of a claim outside their teams', async () => {
    const out = outsider();
    const file = new FormData();
    file.set('amount', '4.20');
    file.set('expense_type', 'Travel');
    file.set(
      'receipts',
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
      'r.png',
    );
    const token = await (await import('./support.js')).loginAs(s, DEMO_LOGINS.admin);
    const made = await s.api(`/users/${out}/expenses/`, { method: 'POST', token, body: file });
    expect(made.status).toBe(201);
    const url = String(
      ((await made.json()) as { data: { receipts: { url: string }[] } }).data.receipts[0]!.url,
    );
    const path = new URL(url).pathname;
    const asLeader = await fetch(`${s.url}${path}`, {
      headers: { authorization: `Bearer ${leader.token}` },
    });
    expect(asLeader.status).toBe(404);
    const asAdmin = await fetch(`${s.url}${path}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.status).toBe(200);
  });

  test('23. control characters in single-line text are refused', async () => {
    const shift = store.all(named('shifts'))[0]!;
    for (const patch of [
      { title: 'Beach clean\rBEGIN:VEVENT' },
      { location: 'Shore\r\nX-EVIL:1' },
      { what_to_bring: 'Gloves\rEND:VCALENDAR' },
    ])
      await refusedWrite(coordinator, `/shifts/${shift.id}`, 'PUT', patch);
    // A description may still span lines.
    const ok = await coordinator.call(`/shifts/${shift.id}`, 'PUT', {
      description: 'Line one\nLine two',
    });
    expect(ok.status).toBe(200);
  });

  test('money is exact: a claim of £18.60 is accepted as £18.60', async () => {
    const res = await volunteer.call(`/users/${volunteer.id}/expenses/`, 'POST', {
      expense_type: 'Travel',
      amount: 18.6,
      description: 'Bus',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe(18.6);
    for (const amount of [0.1 + 0.2, 1.005, '12.345'])
      await refusedWrite(volunteer, `/users/${volunteer.id}/expenses/`, 'POST', {
        amount,
        expense_type: 'Travel',
      });
  });
});
