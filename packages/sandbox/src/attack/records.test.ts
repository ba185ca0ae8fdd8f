/**
 * Attacks by a signed-in volunteer on records that are not theirs, round 2:
 * staff chats, other people's helpdesk tickets, attendance, shift
 * assignments, residential bookings and saved lists, and a user record shown
 * to a caller who may edit but not read people. Each is refused (or narrowed
 * to the caller's own records) and leaves the database as it was; the
 * volunteer still reaches their own.
 */
import { named } from '../store/collections.js';
import { DEMO_LOGINS, digest, json, loginAs, target, userId, type Target } from './support.js';

let s: Target;
let volunteer: string;
let admin: string;
let coordinator: string;
let me: number;
let adminId: number;

beforeAll(async () => {
  s = await target();
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
  admin = await loginAs(s, DEMO_LOGINS.admin);
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  me = userId(s.db, DEMO_LOGINS.volunteer);
  adminId = userId(s.db, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

async function refused(
  path: string,
  init: { method?: string; json?: unknown; token?: string },
  statuses: number[] = [403],
): Promise<Record<string, unknown>> {
  const before = digest(s.db);
  const res = await s.api(path, { token: volunteer, ...init });
  expect(statuses, `${init.method ?? 'GET'} ${path} answered ${res.status}`).toContain(res.status);
  const body = await json(res);
  expect(digest(s.db), `${init.method ?? 'GET'} ${path} changed data`).toBe(before);
  return body;
}

const created = async (path: string, body: unknown, token = admin) => {
  const res = await s.api(path, { method: 'POST', token, json: body });
  expect(res.status, path).toBe(201);
  return (await json(res)).data as { id: number } & Record<string, unknown>;
};

test('staff chats are neither readable nor writable by a volunteer', async () => {
  const chat = await created('/chats/', { name: 'Staff only' });
  const message = await created(`/chats/${chat.id}/messages/`, { body: 'Rota changes' });
  await refused('/chats/', {});
  await refused(`/chats/${chat.id}`, {});
  await refused(`/chats/${chat.id}/messages/`, {});
  await refused(`/chats/${chat.id}/messages/${message.id}`, {
    method: 'PUT',
    json: { body: 'edited by a volunteer' },
  });
  await refused(`/chats/${chat.id}/messages/${message.id}`, { method: 'DELETE' });
  await refused('/chats/', { method: 'POST', json: { name: 'Mine' } });
  // Staff still chat.
  expect((await s.api(`/chats/${chat.id}/messages/`, { token: coordinator })).status).toBe(200);
});

test("helpdesk tickets: a volunteer files and reads their own, never the administrator's", async () => {
  // `{helpdesk}` sits where the organisation's id does: the organisation is the parent.
  const org = s.db.prepare(`SELECT id FROM records WHERE collection = 'organisation'`).get() as {
    id: number;
  };
  const base = `/organisation/${org.id}-tickets/`;
  const adminTicket = await created(base, { subject: 'Admin: payroll export' });
  await refused(`${base}${adminTicket.id}`, {}, [404]);
  await refused(`${base}${adminTicket.id}`, { method: 'PUT', json: { subject: 'mine' } }, [404]);
  await refused(`${base}${adminTicket.id}`, { method: 'DELETE' });
  // Their own: stored in their name whatever they send, listed alone.
  const own = await created(base, { subject: 'I cannot sign in on my phone' }, volunteer);
  expect(own.user_id).toBe(me);
  await refused(base, { method: 'POST', json: { subject: 'as admin', user_id: adminId } });
  const list = await json(await s.api(base, { token: volunteer }));
  expect(list.data.map((t: { id: number }) => t.id)).toEqual([own.id]);
  const filtered = await json(
    await s.api(`${base}?filter[user_id]=${adminId}`, { token: volunteer }),
  );
  expect(filtered.data.map((t: { id: number }) => t.id)).toEqual([own.id]);
  const edited = await s.api(`${base}${own.id}`, {
    method: 'PUT',
    token: volunteer,
    json: { subject: 'I cannot sign in on my phone (Android)' },
  });
  expect(edited.status).toBe(200);
  // The administrator sees both.
  const all = await json(await s.api(base, { token: admin }));
  expect(all.data.map((t: { id: number }) => t.id)).toEqual(
    expect.arrayContaining([adminTicket.id, own.id]),
  );
});

test("attendance: a volunteer reads their own, not the session's other attendees", async () => {
  const row = s.db
    .prepare(
      `SELECT scope, json_extract(data, '$.user_id') AS user_id FROM records WHERE collection = ? LIMIT 1`,
    )
    .get(named('events.sessions.attendees')) as { scope: string; user_id: number };
  const scope = Object.fromEntries(new URLSearchParams(row.scope.replace(/,/g, '&'))) as {
    eventId: string;
    sessionId: string;
  };
  const base = `/events/${scope.eventId}/sessions/${scope.sessionId}/attendees/`;
  const everyone = await json(await s.api(base, { token: admin }));
  expect(everyone.data.length).toBeGreaterThan(0);
  const other = (everyone.data as { user_id: number }[]).find((a) => a.user_id !== me);
  expect(other).toBeDefined();
  if (!(everyone.data as { user_id: number }[]).some((a) => a.user_id === me))
    await created(base, { user_id: me, status: 'invited' });
  const mine = await json(await s.api(base, { token: volunteer }));
  expect(mine.data.map((a: { user_id: number }) => a.user_id)).toEqual([me]);
  expect((await s.api(`${base}${me}`, { token: volunteer })).status).toBe(200);
  await refused(`${base}${other!.user_id}`, {}, [404]);
  await refused(`${base}${other!.user_id}/`, { method: 'PUT', json: { status: 'attended' } });
});

test("shifts: a volunteer sees only their own assignments, and cannot list another's shifts", async () => {
  const shifts = s.db
    .prepare(`SELECT id, data FROM records WHERE collection = ?`)
    .all(named('shifts')) as { id: number; data: string }[];
  const withOthers = shifts.find((r) =>
    (JSON.parse(r.data) as { assignments?: { user_id: number }[] }).assignments?.some(
      (a) => a.user_id !== me,
    ),
  );
  expect(withOthers).toBeDefined();
  const shown = await json(await s.api(`/shifts/${withOthers!.id}`, { token: volunteer }));
  expect((shown.data.assignments as { user_id: number }[]).every((a) => a.user_id === me)).toBe(
    true,
  );
  const listed = await json(await s.api('/shifts/?limit=100', { token: volunteer }));
  for (const shift of listed.data as { assignments?: { user_id: number }[] }[])
    expect((shift.assignments ?? []).every((a) => a.user_id === me)).toBe(true);
  await refused(`/shifts/?user_id=${adminId}`, {});
  expect((await s.api(`/shifts/?user_id=${me}`, { token: volunteer })).status).toBe(200);
  // Rota staff see every assignment.
  const staff = await json(await s.api(`/shifts/${withOthers!.id}`, { token: coordinator }));
  expect((staff.data.assignments as { user_id: number }[]).some((a) => a.user_id !== me)).toBe(
    true,
  );
});

test("residential bookings: a volunteer reads only their own, not guests' names and dates", async () => {
  const all = await json(await s.api('/residential-bookings/?limit=100', { token: admin }));
  const others = (all.data as { id: number; user_id: number }[]).filter((b) => b.user_id !== me);
  expect(others.length).toBeGreaterThan(0);
  const listed = await json(await s.api('/residential-bookings/?limit=100', { token: volunteer }));
  expect(listed.data.every((b: { user_id: number }) => b.user_id === me)).toBe(true);
  await refused(`/residential-bookings/${others[0]!.id}`, {}, [404]);
  await refused(
    `/residential-bookings/${others[0]!.id}`,
    {
      method: 'PUT',
      json: { status: 'cancelled', cancel_reason: 'Not mine' },
    },
    [404],
  );
});

test("saved lists: a volunteer reads their own list, not another person's by id", async () => {
  const staffList = await created('/organisation/saved-list/', {
    name: 'Trustees',
    user_ids: [adminId],
  });
  await refused(`/organisation/saved-list/${staffList.id}`, {}, [404]);
  const own = await created(
    '/organisation/saved-list/',
    { name: 'My view', resource: 'opportunities', query: '' },
    volunteer,
  );
  expect((await s.api(`/organisation/saved-list/${own.id}`, { token: volunteer })).status).toBe(
    200,
  );
});

test('an empty PUT or a 412 shows a user record only to someone who may read it', async () => {
  // An editor who holds 'edit-users' but not 'view-users' (the demo coordinator now sees
  // people, so the limited account is given exactly that by the administrator).
  const grant = await s.api(`/users/${userId(s.db, DEMO_LOGINS.limited)}`, {
    method: 'PUT',
    token: admin,
    json: { permissions: ['edit-users'] },
  });
  expect(grant.status).toBe(200);
  const editor = await loginAs(s, DEMO_LOGINS.limited);
  const empty = await s.api(`/users/${adminId}`, { method: 'PUT', token: editor, json: {} });
  expect(empty.status).toBe(200);
  expect(Object.keys((await json(empty)).data).sort()).toEqual(['etag', 'id', 'updated_at']);
  const before = digest(s.db);
  const stale = await s.api(`/users/${adminId}`, {
    method: 'PUT',
    token: editor,
    json: { first_name: 'Stale' },
    headers: { 'if-match': '"1-0"' },
  });
  expect(stale.status).toBe(412);
  const body = await json(stale);
  expect(body).not.toHaveProperty('data');
  expect(JSON.stringify(body)).not.toContain(DEMO_LOGINS.admin);
  expect(digest(s.db)).toBe(before);
});
