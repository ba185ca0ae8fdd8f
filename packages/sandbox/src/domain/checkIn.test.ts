// QR check-in (issue 48): a volunteer's signed code for their place, checked in once at a
// kiosk (edit-rotas) or by themselves within the shift's window; a code of another
// organisation, a changed one, an old shift, a second scan and a person without a place
// are refused in words and record nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asPerson, DEMO_LOGINS, target, type Target } from '../attack/support.js';
import { parseCheckInCode } from './checkIn.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let now = Date.now();
let staff: Awaited<ReturnType<typeof asPerson>>;
let val: Awaited<ReturnType<typeof asPerson>>;
let teamId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await target({ clock: () => now });
  staff = await asPerson(s, DEMO_LOGINS.coordinator);
  val = await asPerson(s, DEMO_LOGINS.volunteer);
  const me = (await val.call(`/users/${val.id}`)).body.data as Rec;
  teamId = Number((me.team_ids as number[])[0]);
}, 60_000);
afterAll(() => s.cleanup());

async function shift(startsIn: number, hours = 3, people = [val.id]): Promise<number> {
  const start = now + startsIn;
  const made = await staff.call('/shifts/', 'POST', {
    team_id: teamId,
    title: 'Check-in test',
    start: new Date(start).toISOString(),
    end: new Date(start + hours * HOUR).toISOString(),
    places: 4,
    assignments: people.map((user_id) => ({ user_id, status: 'assigned' })),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return Number((made.body.data as Rec).id);
}

/** Moves the sandbox's clock, signing both in again (their tokens expire meanwhile). */
async function later(ms: number): Promise<void> {
  now += ms;
  staff = await asPerson(s, DEMO_LOGINS.coordinator);
  val = await asPerson(s, DEMO_LOGINS.volunteer);
}

const assignment = async (id: number) =>
  ((await staff.call(`/shifts/${id}`)).body.data as Rec).assignments.find(
    (a: Rec) => a.user_id === val.id,
  ) as Rec;

test('a code names nobody, reads typed leniently, and a kiosk checks the person in once', async () => {
  const id = await shift(30 * 60_000);
  const { status, body } = await val.call(`/shifts/${id}/check-in-code`);
  expect(status).toBe(200);
  const code = String(body.data.code);
  expect(code).toMatch(/^VK-\d+-[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
  expect(code).not.toContain(String(id));
  expect(parseCheckInCode(code.toLowerCase().replace(/-/g, ' '))).toEqual(parseCheckInCode(code));
  const first = await staff.call('/check-ins', 'POST', { code: ` ${code.toLowerCase()} ` });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  expect(first.body.data).toMatchObject({ first_name: 'Val', shift_id: id, user_id: val.id });
  expect(await assignment(id)).toMatchObject({ status: 'attended', checked_in_by: staff.id });
  const again = await staff.call('/check-ins', 'POST', { code });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'already_checked_in', first_name: 'Val', shift_id: id });
  expect((await assignment(id)).checked_in_at).toBe(first.body.data.checked_in_at);
});

test('a changed code, another organisation, nonsense, an old shift: clear refusals, nothing recorded', async () => {
  const id = await shift(10 * 60_000);
  const code = String((await val.call(`/shifts/${id}/check-in-code`)).body.data.code);
  const flipped = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
  expect((await staff.call('/check-ins', 'POST', { code: flipped })).body).toMatchObject({
    code: 'check_in_unknown',
  });
  const other = code.replace(/^VK-\d+-/, 'VK-999-');
  expect((await staff.call('/check-ins', 'POST', { code: other })).body).toMatchObject({
    code: 'check_in_other_organisation',
  });
  const nonsense = await staff.call('/check-ins', 'POST', { code: 'hello' });
  expect(nonsense.status).toBe(422);
  expect(nonsense.body.errors).toEqual({ code: ['is not a check-in code'] });
  expect((await assignment(id)).status).toBe('assigned');
  // The shift ends; its code no longer checks anyone in (nor is it shown).
  await later(4 * HOUR);
  expect((await staff.call('/check-ins', 'POST', { code })).body).toMatchObject({
    code: 'check_in_shift_over',
  });
  expect((await val.call(`/shifts/${id}/check-in-code`)).status).toBe(404);
  expect((await assignment(id)).status).toBe('assigned');
});

test('a late scan from an offline kiosk counts at the time it was scanned', async () => {
  const id = await shift(-HOUR, 2);
  const code = String((await val.call(`/shifts/${id}/check-in-code`)).body.data.code);
  await later(3 * HOUR); // the kiosk comes back online after the shift
  const scannedAt = new Date(now - 2.5 * HOUR).toISOString();
  const late = await staff.call('/check-ins', 'POST', { code, scanned_at: scannedAt });
  expect(late.status, JSON.stringify(late.body)).toBe(201);
  expect((await assignment(id)).checked_in_at).toBe(scannedAt);
  const future = await staff.call('/check-ins', 'POST', {
    code,
    scanned_at: new Date(now + HOUR).toISOString(),
  });
  expect(future.status).toBe(422);
});

test('a volunteer checks themselves in within the window; nobody else reads their code', async () => {
  const early = await shift(3 * HOUR);
  expect((await val.call(`/shifts/${early}/check-in`, 'POST')).body).toMatchObject({
    code: 'check_in_too_early',
  });
  await later(2.5 * HOUR);
  const self = await val.call(`/shifts/${early}/check-in`, 'POST');
  expect(self.status, JSON.stringify(self.body)).toBe(201);
  expect((await assignment(early)).status).toBe('attended');
  // Someone without a place gets no code, and a volunteer cannot use the kiosk's route.
  const notMine = await shift(HOUR, 2, []);
  expect((await val.call(`/shifts/${notMine}/check-in-code`)).status).toBe(404);
  expect((await val.call(`/shifts/${notMine}/check-in`, 'POST')).body).toMatchObject({
    code: 'check_in_no_place',
  });
  expect(
    (await val.call('/check-ins', 'POST', { code: 'VK-1-0000-0000-0000-0000-0000' })).status,
  ).toBe(403);
});

test("an offline kiosk's check-in sent again with its Idempotency-Key is applied once, the first answer replayed", async () => {
  const id = await shift(20 * 60_000);
  const code = String((await val.call(`/shifts/${id}/check-in-code`)).body.data.code);
  const send = () =>
    s.api('/check-ins', {
      method: 'POST',
      token: staff.token,
      headers: { 'idempotency-key': 'kiosk-scan-1' },
      json: { code, scanned_at: new Date(now - 60_000).toISOString() },
    });
  const first = await send();
  expect(first.status).toBe(201);
  const firstBody = await first.json();
  // The answer was lost; the kiosk sends the same check-in again.
  const again = await send();
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(await again.json()).toEqual(firstBody);
  const shiftNow = (await staff.call(`/shifts/${id}`)).body.data as Rec;
  expect((shiftNow.assignments as Rec[]).filter((a) => a.user_id === val.id)).toEqual([
    expect.objectContaining({ status: 'attended', checked_in_at: firstBody.data.checked_in_at }),
  ]);
  // Without the key, a second send is refused as a second check-in.
  const plain = await staff.call('/check-ins', 'POST', { code });
  expect(plain.status).toBe(409);
});
