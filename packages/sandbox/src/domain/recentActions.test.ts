// Recent actions are written by the server for every change, and read by the
// dashboard newest first; people without the permission cannot read them.
import { accessorIndex, catalogue } from '@volunteerkit/api-client/catalogue';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';
import { actionLabel } from './recentActions.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;
let adminId: number;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin, adminId] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

const newest = async (n = 3) =>
  data<Rec[]>(await admin.dashboard.recentActions.list({ per_page: n, s: 'at', o: 'desc' }));

describe('recent actions', () => {
  test('a created, updated and deleted record each add an entry, newest first', async () => {
    const team = data(await admin.organisation.teams.store({ name: 'Beach clean crew' }));
    let [top] = await newest();
    expect(top).toMatchObject({
      action: 'Created team',
      subject: 'Beach clean crew',
      subject_id: team.id,
      subject_type: '/organisation/teams',
      user_id: adminId,
    });
    await admin.organisation.teams.update(team.id, { name: 'Shore crew' });
    [top] = await newest();
    expect(top).toMatchObject({ action: 'Updated team', subject: 'Shore crew' });
    await admin.organisation.teams.delete(team.id);
    [top] = await newest();
    expect(top).toMatchObject({ action: 'Deleted team', subject_id: team.id });
  });

  test('a one-off action is recorded by its label; reads and refused writes are not', async () => {
    const before = (await newest(1))[0]?.id;
    await admin.analytics.organisationStats.list();
    await expect(volunteer.organisation.teams.store({ name: 'Nope' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect((await newest(1))[0]?.id).toBe(before);
    const team = data(await admin.organisation.teams.store({ name: 'Hidden crew' }));
    await admin.organisation.teams.hide(team.id).store({});
    const [top] = await newest();
    expect(top).toMatchObject({ action: 'Hid a team', subject_id: team.id });
  });

  test('a bulk action names how many records it changed', async () => {
    const rotas = data<Rec[]>(await admin.organisation.rotas.list({ per_page: 5 }));
    await admin.organisation.rotas.bulk({ ids: rotas.map((r) => r.id), start_time: '08:00' });
    const [top] = await newest();
    expect(top).toMatchObject({
      action: 'Updated rotas in bulk',
      subject: `${rotas.length} ${rotas.length === 1 ? 'record' : 'records'}`,
    });
  });

  test('people without the permission cannot read the organisation’s actions', async () => {
    await expect(volunteer.dashboard.recentActions.list()).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 403,
    );
  });

  const entries = accessorIndex(catalogue);
  test.each([
    ['organisation.rotas.bulk', 'call', undefined, 'Updated rotas in bulk'],
    ['exports.resend', 'call', undefined, 'Resent an export'],
    ['users', 'item', 'update', 'Updated person'],
    ['users.blocked', 'item', 'delete', 'Unblocked a person'],
    ['users.notes', 'collection', 'store', 'Created note'],
    ['activities', 'item', 'delete', 'Deleted activity'],
  ])('label of %s (%s %s) is %s', (accessor, kind, operation, label) => {
    const target = { kind, operation, entry: entries.get(accessor) };
    expect(actionLabel({ target } as unknown as Parameters<typeof actionLabel>[0])).toBe(label);
  });
});
