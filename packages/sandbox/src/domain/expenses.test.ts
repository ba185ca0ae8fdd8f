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
    await refusedWith(admin.claims.update(c.id, { status: 'rejected' }), 409, 'claim_not_pending');
    expect(data(await admin.claims.show(c.id)).status).toBe('approved');
    // An approved claim can then be paid.
    expect(data(await admin.claims.update(c.id, { status: 'paid' })).status).toBe('paid');
  });

  test('listed authorisers are the only ones who decide; nobody decides their own', async () => {
    const c = await claim(volunteerId, 30);
    await admin.users.expenses(volunteerId).authorisers.store({ authoriser_id: coordinatorId });
    await refusedWith(admin.claims.update(c.id, { status: 'approved' }), 403, 'not_an_authoriser');
    expect(data(await admin.claims.show(c.id)).status).toBe('pending');
    const rejected = data(await coordinator.claims.update(c.id, { status: 'rejected' }));
    expect(rejected).toMatchObject({ status: 'rejected', authoriser_id: coordinatorId });

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
    await refusedWith(admin.claims.update(c.id, { status: 'lost' }), 422);
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
