// A volunteer's self-service (issue 28): signing up for an open shift in their
// team, the last place taken by exactly one of two concurrent sign-ups,
// cancelling with a reason before the deadline, and submitting an expense
// claim with a receipt in one request (a refused receipt leaves no claim).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApi } from '../../../api-client/src/resources/createApi.js';
import { createHttpClient } from '../../../api-client/src/http/createHttpClient.js';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import { startSandbox, type Sandbox } from '../sandbox.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';

type Rec = Record<string, unknown> & { id: number };
let sandbox: Sandbox;
let val: ReturnType<typeof createApi>;
let sam: ReturnType<typeof createApi>;
let valId: number;

async function signIn(email: string) {
  const http = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  const session = await http.login({ email, password: DEMO_PASSWORD });
  if (session.status !== 'authenticated') throw new Error(`${email} did not sign in`);
  return { api: createApi(http), id: Number(session.user?.id) };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const v = await signIn(DEMO_LOGINS.volunteer);
  val = v.api;
  valId = v.id;
  sam = (await signIn(SECOND_VOLUNTEER)).api;
});
afterAll(() => sandbox.close());

const rows = (r: unknown) => (r as { data: Rec[] }).data;
const data = (r: unknown) => (r as { data: Rec }).data;
const code = (c: string) => (e: unknown) =>
  e instanceof ApiError && (e.body as { code?: unknown } | null)?.code === c;
const assigned = (s: Rec) => (s.assignments as { user_id: number }[]).map((a) => a.user_id);

test('a volunteer signs up for an open shift, cancels with a reason, and cannot edit the shift', async () => {
  const open = rows(await val.shifts.list({ open: 1 }));
  const target =
    open.find((s) => s.title === 'Tree planting') ??
    open.find((s) => (s.places as number) - assigned(s).length > 1)!;
  expect(target).toBeDefined();
  const signed = data(await val.shifts.update(target.id, { sign_up: true }));
  expect(assigned(signed)).toContain(valId);
  expect(rows(await val.shifts.list({ open: 1 })).map((s) => s.id)).not.toContain(target.id);
  await expect(val.shifts.update(target.id, { sign_up: true })).rejects.toSatisfy(
    code('already_signed_up'),
  );
  await expect(val.shifts.update(target.id, { cancel_place: true })).rejects.toSatisfy(
    (e) => e instanceof ApiError && e.status === 422 && !!e.fieldErrors?.cancel_reason,
  );
  await expect(val.shifts.update(target.id, { title: 'Mine now' })).rejects.toSatisfy(
    (e) => e instanceof ApiError && e.status === 403,
  );
  const cancelled = data(
    await val.shifts.update(target.id, { cancel_place: true, cancel_reason: 'Car broke down' }),
  );
  expect(assigned(cancelled)).not.toContain(valId);
  const stored = data(await val.shifts.show(target.id));
  expect(stored.title).toBe(target.title);
  expect(stored.cancellations).toEqual([
    expect.objectContaining({ user_id: valId, reason: 'Car broke down' }),
  ]);
});

test('two volunteers take the last place at once: exactly one gets it', async () => {
  const last = rows(await val.shifts.list({ open: 1 })).find((s) =>
    String(s.title).includes('last place'),
  );
  // Sam holds one of the two places; free Sam's place so two volunteers race for one.
  expect(last).toBeDefined();
  const admin = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  await admin.login({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
  const adminApi = createApi(admin);
  await adminApi.shifts.update(last!.id, { places: 1, assignments: [] });
  const results = await Promise.allSettled([
    val.shifts.update(last!.id, { sign_up: true }),
    sam.shifts.update(last!.id, { sign_up: true }),
  ]);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const refused = results.find((r) => r.status === 'rejected');
  expect(refused && code('shift_full')(refused.reason)).toBe(true);
  expect(assigned(data(await adminApi.shifts.show(last!.id)))).toHaveLength(1);
});

test('a claim with a receipt is stored pending; a refused receipt leaves no claim', async () => {
  const before = rows(await val.users.expenses(valId).list()).length;
  const form = new FormData();
  form.set('expense_type', 'Travel');
  form.set('amount', '12.50');
  form.set('date', new Date().toISOString().slice(0, 10));
  form.set('description', 'Train to Aviemore');
  form.set('receipts', new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' }), 'ticket.pdf');
  const claim = data(await val.users.expenses(valId).store(form));
  expect(claim).toMatchObject({ status: 'pending', amount: 12.5, user_id: valId });
  expect((claim.receipts as { file_name: string }[])[0]?.file_name).toBe('ticket.pdf');
  const big = new FormData();
  for (const [k, v] of form) if (typeof v === 'string') big.set(k, v);
  big.set(
    'receipts',
    new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' }),
    'huge.png',
  );
  await expect(val.users.expenses(valId).store(big)).rejects.toSatisfy(
    (e) => e instanceof ApiError && e.status === 422 && !!e.fieldErrors?.receipts,
  );
  await expect(
    val.users.expenses(valId).store({ expense_type: 'Travel', amount: -3, date: '2020-01-01' }),
  ).rejects.toSatisfy((e) => e instanceof ApiError && !!e.fieldErrors?.amount);
  const after = rows(await val.users.expenses(valId).list());
  expect(after).toHaveLength(before + 1);
  expect(after[0]?.id).toBe(claim.id);
});

test("mileage is claimed at one of the organisation's rates: the server works out the amount", async () => {
  const rates = rows(await val.organisation.expenses.rates.list());
  const car = rates.find((r) => r.name === 'Car or van')!;
  expect(car).toMatchObject({ expense_type: 'Mileage', unit: 'mile', rate: 0.45 });
  const before = rows(await val.users.expenses(valId).list()).length;
  const claim = data(
    await val.users.expenses(valId).store({
      expense_type: 'Mileage',
      rate_id: car.id,
      quantity: 42.5,
      amount: 999,
      date: new Date().toISOString().slice(0, 10),
      description: 'Drive to Callander base',
    }),
  );
  // 42.5 miles at 45p: £19.13 (19.125 rounded to the penny), whatever amount was sent.
  expect(claim).toMatchObject({ amount: 19.13, quantity: 42.5, rate: 0.45, unit: 'mile' });
  const refused = async (body: Record<string, unknown>, field: string) =>
    expect(val.users.expenses(valId).store(body)).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 422 && !!e.fieldErrors?.[field],
    );
  const today = new Date().toISOString().slice(0, 10);
  await refused({ expense_type: 'Mileage', quantity: 10, date: today }, 'rate_id');
  await refused({ expense_type: 'Mileage', rate_id: car.id, date: today }, 'quantity');
  await refused(
    { expense_type: 'Mileage', rate_id: car.id, quantity: -4, date: today },
    'quantity',
  );
  await refused({ expense_type: 'Travel', amount: 5, rate_id: car.id, date: today }, 'rate_id');
  expect(rows(await val.users.expenses(valId).list())).toHaveLength(before + 1);
});
