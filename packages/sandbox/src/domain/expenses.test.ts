// Expense claims: approve or reject a pending claim, only as an authoriser of
// the claimant, never one's own; the next read shows the decision.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';

let sandbox: Sandbox;
let admin: Api;
let coordinator: Api;
let volunteer: Api;
let adminId: number;
let coordinatorId: number;
let volunteerId: number;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin, adminId] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [coordinator, coordinatorId] = await signInAs(sandbox, DEMO_LOGINS.coordinator);
  [volunteer, volunteerId] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

const refusedWith = async (p: Promise<unknown>, status: number, code?: string) =>
  expect(p).rejects.toSatisfy(
    (e) =>
      e instanceof ApiError &&
      e.status === status &&
      (!code || (e.body as { code?: string } | undefined)?.code === code),
  );

async function claim(userId: number, amount = 12.5): Promise<Rec> {
  return data(
    await admin.claims.store({
      user_id: userId,
      amount,
      expense_type: 'Travel',
      status: 'pending',
    }),
  );
}

describe('expense claim decisions', () => {
  test('an authoriser approves a pending claim; the read shows who and when', async () => {
    // The coordinator has no named authoriser (the demo names one for Val, seed/volunteerDemo.ts).
    const c = await claim(coordinatorId);
    const saved = data(await admin.claims.update(c.id, { status: 'approved' }));
    expect(saved).toMatchObject({ status: 'approved', authoriser_id: adminId });
    const read = data(await admin.claims.show(c.id));
    expect(read).toMatchObject({ status: 'approved', authoriser_id: adminId });
    expect(read.decided_at).toEqual(expect.any(String));
    // Decided once: a second decision conflicts and changes nothing.
    await refusedWith(
      admin.claims.update(c.id, { status: 'rejected', decision_reason: 'Late' }),
      409,
      'claim_not_pending',
    );
    expect(data(await admin.claims.show(c.id)).status).toBe('approved');
    // An approved claim can then be paid, on a day the server records.
    await refusedWith(admin.claims.update(c.id, { status: 'paid', paid_on: 'soon' }), 422);
    await refusedWith(admin.claims.update(c.id, { status: 'paid', paid_on: '2026-02-30' }), 422);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await refusedWith(admin.claims.update(c.id, { status: 'paid', paid_on: tomorrow }), 422);
    expect(data(await admin.claims.show(c.id)).status).toBe('approved');
    const paid = data(await admin.claims.update(c.id, { status: 'paid', paid_on: '2026-01-05' }));
    expect(paid).toMatchObject({ status: 'paid', paid_by: adminId });
    expect(String(paid.paid_at)).toMatch(/^2026-01-05/);
  });

  test('a claim is not marked paid before the day the money was spent', async () => {
    // `date` (the day the money was spent) is an extension the typed input does not name.
    const input = { user_id: coordinatorId, amount: 4, expense_type: 'Travel', date: '2026-01-10' };
    const c = data(await admin.claims.store(input));
    await admin.claims.update(c.id, { status: 'approved' });
    await refusedWith(admin.claims.update(c.id, { status: 'paid', paid_on: '2026-01-09' }), 422);
    const paid = data(await admin.claims.update(c.id, { status: 'paid', paid_on: '2026-01-10' }));
    expect(String(paid.paid_at)).toMatch(/^2026-01-10/);
  });

  test('the claimant is notified of each decision and the payment, in words', async () => {
    const c = await claim(coordinatorId, 9.5);
    await admin.claims.update(c.id, { status: 'approved' });
    await admin.claims.update(c.id, { status: 'paid' });
    const rows = data(
      await coordinator.users.notifications(coordinatorId).list({ per_page: 100 }),
    ) as unknown as Rec[];
    const mine = rows.filter((n) => String(n.link) === `/my/expenses#claim-${c.id}`);
    expect(mine.map((n) => n.kind).sort()).toEqual(['claim_approved', 'claim_paid']);
    const approved = mine.find((n) => n.kind === 'claim_approved')!;
    expect(approved).toMatchObject({ read: false, topic: 'expenses' });
    expect(String(approved.body)).toMatch(/approved your £9\.50 Travel claim/);
    // Turning in-app expense notifications off stops them.
    const settings = coordinator.users.notificationSettings(coordinatorId);
    await settings.store({ topic: 'expenses', in_app: false, by_email: false });
    const quiet = await claim(coordinatorId, 3);
    await admin.claims.update(quiet.id, { status: 'approved' });
    const after = data(
      await coordinator.users.notifications(coordinatorId).list({ per_page: 100 }),
    ) as unknown as Rec[];
    expect(after.some((n) => String(n.link) === `/my/expenses#claim-${quiet.id}`)).toBe(false);
  });

  test('listed authorisers are the only ones who decide; nobody decides their own', async () => {
    const c = await claim(volunteerId, 30);
    await admin.users.expenses(volunteerId).authorisers.store({ authoriser_id: coordinatorId });
    await refusedWith(admin.claims.update(c.id, { status: 'approved' }), 403, 'not_an_authoriser');
    expect(data(await admin.claims.show(c.id)).status).toBe('pending');
    // A rejection needs a reason the claimant reads.
    await refusedWith(coordinator.claims.update(c.id, { status: 'rejected' }), 422);
    expect(data(await admin.claims.show(c.id)).status).toBe('pending');
    const rejected = data(
      await coordinator.claims.update(c.id, {
        status: 'rejected',
        decision_reason: 'No receipt attached',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      authoriser_id: coordinatorId,
      decision_reason: 'No receipt attached',
    });

    const own = await claim(adminId, 5);
    await refusedWith(
      admin.claims.update(own.id, { status: 'approved' }),
      403,
      'not_an_authoriser',
    );
    expect(data(await admin.claims.show(own.id)).status).toBe('pending');
  });

  test('bad decisions are 422 and the claim is untouched; volunteers cannot decide or list authorisers of others', async () => {
    const c = await claim(volunteerId, 8);
    await refusedWith(admin.claims.update(c.id, { status: 'paid' }), 422);
    await refusedWith(admin.claims.update(c.id, { status: 'lost' } as never), 422);
    expect(data(await admin.claims.show(c.id)).status).toBe('pending');
    await refusedWith(volunteer.claims.update(c.id, { status: 'approved' }), 403);
    // The volunteer reads their own authorisers but cannot add one.
    expect(
      Array.isArray(data(await volunteer.users.expenses(volunteerId).authorisers.list())),
    ).toBe(true);
    await refusedWith(
      volunteer.users.expenses(volunteerId).authorisers.store({ authoriser_id: volunteerId }),
      403,
    );
  });
});
