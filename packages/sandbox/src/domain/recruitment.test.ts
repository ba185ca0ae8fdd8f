// Applications through the typed client against a real demo sandbox: stage
// moves are validated against the category's stages, closing needs a reason,
// the history grows, stale writes get 412, and a volunteer is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import {
  data,
  demoSandbox,
  fieldErrorsOf,
  signInAs,
  type Api,
  type Rec,
} from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

async function pendingApplication(): Promise<Rec> {
  const rows = await admin.applications.listAll({ filter: { status: 'pending' }, per_page: 500 });
  const app = (rows as Rec[]).find((a) => a.stage === 'applied' || a.stage === 'screening');
  if (!app) throw new Error('no pending application in the demo');
  return app;
}

describe('applications', () => {
  test('a move to another stage of the category is stored and written to the history', async () => {
    const app = await pendingApplication();
    const moved = data(await admin.applications.update(app.id, { stage: 'interview' }));
    expect(moved.stage).toBe('interview');
    const read = data(await admin.applications.show(app.id));
    expect(read.stage).toBe('interview');
    expect(read.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'stage', to: 'interview' })]),
    );
  });

  test('a stage the category does not have is refused and nothing changes', async () => {
    const app = await pendingApplication();
    expect(await fieldErrorsOf(admin.applications.update(app.id, { stage: 'lunch' }))).toEqual([
      'stage',
    ]);
    expect(data(await admin.applications.show(app.id)).stage).toBe(app.stage);
  });

  test('closing needs a closing reason; a closed application is not moved', async () => {
    const app = await pendingApplication();
    expect(await fieldErrorsOf(admin.applications.update(app.id, { status: 'rejected' }))).toEqual([
      'closing_reason_id',
    ]);
    expect(
      await fieldErrorsOf(
        admin.applications.update(app.id, { status: 'withdrawn', closing_reason_id: 999999 }),
      ),
    ).toEqual(['closing_reason_id']);
    const reasons = data<Rec[]>(await admin.organisation.recruitmentClosingReasons.list());
    expect(reasons.length).toBeGreaterThan(0);
    const closed = data(
      await admin.applications.update(app.id, {
        status: 'withdrawn',
        closing_reason_id: reasons[0]!.id,
      }),
    );
    expect(closed.status).toBe('withdrawn');
    expect(typeof closed.closed_at).toBe('string');
    expect(await fieldErrorsOf(admin.applications.update(app.id, { stage: 'offered' }))).toEqual([
      'stage',
    ]);
  });

  test('a stale If-Match answers 412 with the newer record', async () => {
    const app = await pendingApplication();
    const first = data(await admin.applications.show(app.id));
    await admin.applications.update(app.id, { notes: 'seen' });
    const stale = await admin.applications
      .update(app.id, { stage: 'offered' }, { ifMatch: String(first.etag) })
      .catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 412 });
    expect(data(await admin.applications.show(app.id)).stage).toBe(first.stage);
  });

  test('a volunteer cannot move an application', async () => {
    const app = await pendingApplication();
    await expect(volunteer.applications.update(app.id, { stage: 'offered' })).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 403,
    );
  });

  test('the demo has references and parental consent linked to applications', async () => {
    const refs = data<Rec[]>(await admin.reference.list({ per_page: 500 }));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((r) => typeof r.application_id === 'number')).toBe(true);
    expect(new Set(refs.map((r) => r.status))).toEqual(new Set(['received', 'requested']));
  });
});
