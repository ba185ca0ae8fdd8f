// Every action of spec 4, through the typed client against a real sandbox: the
// next read shows the change, and a user without the permission is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;
let adminId: number;
let volunteerId: number;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin, adminId] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer, volunteerId] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

const refused = async (p: Promise<unknown>, status = 403) =>
  expect(p).rejects.toSatisfy((e) => e instanceof ApiError && e.status === status);
async function newPerson(extra: Record<string, unknown> = {}): Promise<Rec> {
  const n = Math.random().toString(36).slice(2, 8);
  return data(
    await admin.users.store({
      first_name: 'Pat',
      last_name: n,
      email: `pat.${n}@x.test`,
      status: 'active',
      role: 'volunteer',
      phone: '0123',
      ...extra,
    }),
  );
}

describe('session attendees', () => {
  test('bulk status change and bulk removal show on the next read', async () => {
    const event = data(await admin.events.store({ name: 'Litter pick' }));
    const session = data(
      await admin.events.sessions(event.id).store({
        name: 'Morning',
        start: '2030-01-01T09:00:00Z',
        end: '2030-01-01T12:00:00Z',
        places: 10,
      }),
    );
    const att = admin.events.sessions(event.id).attendees(session.id);
    const a = await newPerson();
    const b = await newPerson();
    const c = await newPerson();
    for (const p of [a, b, c]) await att.store({ user_id: p.id });
    await admin.events
      .sessions(event.id)
      .bulkUpdateUserStatus(session.id, { user_ids: [a.id, b.id], status: 'attended' });
    const list = data<Rec[]>(await att.list());
    expect(Object.fromEntries(list.map((r) => [r.user_id, r.status]))).toEqual({
      [a.id]: 'attended',
      [b.id]: 'attended',
      [c.id]: 'confirmed',
    });
    await att.update(c.id, { status: 'no_show' });
    expect(data(await att.show(c.id)).status).toBe('no_show');
    await admin.events.sessions(event.id).bulkDeleteUsers(session.id, { user_ids: [a.id, c.id] });
    expect(data<Rec[]>(await att.list()).map((r) => r.user_id)).toEqual([b.id]);
    await refused(
      admin.events
        .sessions(event.id)
        // @ts-expect-error a status no attendee has: the sandbox refuses it too
        .bulkUpdateUserStatus(session.id, { user_ids: [b.id], status: 'partying' }),
      422,
    );
    await refused(
      volunteer.events.sessions(event.id).bulkDeleteUsers(session.id, { user_ids: [b.id] }),
    );
    expect(data<Rec[]>(await att.list())).toHaveLength(1);
  });
});

describe('inbox', () => {
  test('dismissed notifications leave the list; read messages are flagged; acknowledged login messages go', async () => {
    const notes = admin.users.notifications(volunteerId);
    const ids = async (q = {}) =>
      data<Rec[]>(await notes.list({ per_page: 100, ...q })).map((r) => r.id);
    const seeded = await ids();
    const n1 = data(await notes.store({ title: 'Shift tomorrow', dismissed: false }));
    const n2 = data(await notes.store({ title: 'New rota', dismissed: false }));
    await volunteer.users.notifications(volunteerId).dismiss.store({ ids: [n1.id] });
    expect(
      data<Rec[]>(await volunteer.users.notifications(volunteerId).list({ per_page: 100 })).map(
        (r) => r.id,
      ),
    ).toEqual([n2.id, ...seeded]);
    expect(await ids({ include_dismissed: true })).toEqual([n2.id, n1.id, ...seeded]);
    await refused(volunteer.users.notifications(adminId).dismiss.store({ all: true }));

    const msgs = admin.users.messaging(volunteerId);
    const m = data(await msgs.store({ subject: 'Hello', read: false }));
    await volunteer.users.messaging(volunteerId).markRead.store({ ids: [m.id] });
    expect(data(await msgs.show(m.id)).read).toBe(true);

    const lm = data(
      await admin.organisation.loginMessages.store({ title: 'New policy', active: true }),
    );
    const mine = () =>
      volunteer.users
        .loginMessages(volunteerId)
        .list()
        .then((r) => data<Rec[]>(r).map((x) => x.id));
    expect(await mine()).toContain(lm.id);
    await volunteer.users.loginMessages(volunteerId).acknowledge(lm.id).store({});
    expect(await mine()).not.toContain(lm.id);
  });
});

describe('people', () => {
  test('block and unblock change the person; can-be-blocked gives real reasons', async () => {
    const p = await newPerson();
    const can = data(await admin.users.blocked(p.id).canBeBlocked.list());
    expect(can).toMatchObject({ can_be_blocked: true, reasons: [] });
    await refused(volunteer.users.blocked(p.id).store({ reason: 'Spam' }));
    const block = data(await admin.users.blocked(p.id).store({ reason: 'Repeated no-shows' }));
    expect(data(await admin.users.show(p.id))).toMatchObject({
      status: 'blocked',
      blocked: true,
      blocked_reason: 'Repeated no-shows',
    });
    expect(data(await admin.users.blocked(p.id).canBeBlocked.list())).toMatchObject({
      can_be_blocked: false,
      reasons: ['The person is already blocked.'],
    });
    await refused(admin.users.blocked(p.id).store({ reason: 'Again' }), 409);
    expect(data(await admin.users.blocked(adminId).canBeBlocked.list()).reasons).toEqual([
      'You cannot block yourself.',
      'Administrators cannot be blocked.',
    ]);
    await admin.users.blocked(p.id).delete(block.id);
    expect(data(await admin.users.show(p.id))).toMatchObject({ status: 'active', blocked: false });
  });

  test('anonymisation replaces the personal fields and removes the login', async () => {
    const p = await newPerson({ date_of_birth: '1990-01-01', postcode: 'AB1 2CD' });
    await refused(volunteer.users.requestAnonymisation(p.id).store({}));
    await admin.users.requestAnonymisation(p.id).store({ reason: 'Asked by e-mail' });
    const after = data(await admin.users.show(p.id));
    expect(after).toMatchObject({
      first_name: 'Anonymised',
      last_name: `person ${p.id}`,
      phone: null,
      date_of_birth: null,
      postcode: null,
    });
    expect(after.email).not.toBe(p.email);
    expect(after.anonymised_at).toEqual(expect.any(String));
  });

  test('self-complete sets the induction complete for the signed-in user only', async () => {
    const ind = data(
      await admin.users.inductions(volunteerId).store({ name: 'Fire safety', status: 'pending' }),
    );
    await refused(admin.users.selfCompleteInduction(volunteerId, ind.id, {}));
    await volunteer.users.selfCompleteInduction(volunteerId, ind.id, {});
    expect(data(await admin.users.inductions(volunteerId).show(ind.id)).status).toBe('completed');
  });
});

describe('organisation', () => {
  test('rota bulk update and replace change the rotas', async () => {
    const r1 = data(
      await admin.organisation.rotas.store({
        name: 'Early',
        start_time: '07:00',
        end_time: '11:00',
      }),
    );
    const r2 = data(
      await admin.organisation.rotas.store({
        name: 'Late',
        start_time: '15:00',
        end_time: '19:00',
      }),
    );
    await admin.organisation.rotas.bulk({ ids: [r1.id, r2.id], end_time: '20:00' });
    expect(data(await admin.organisation.rotas.show(r1.id)).end_time).toBe('20:00');
    expect(data(await admin.organisation.rotas.show(r2.id)).end_time).toBe('20:00');
    await refused(admin.organisation.rotas.bulk({ ids: [r1.id], end_time: '25:00' }), 422);
    await refused(volunteer.organisation.rotas.bulk({ ids: [r1.id], name: 'x' }));
    await admin.organisation.rotas.replace({
      rotas: [{ name: 'All day', start_time: '09:00', end_time: '17:00' }],
    });
    const names = data<Rec[]>(await admin.organisation.rotas.list()).map((r) => r.name);
    expect(names).toEqual(['All day']);
  });

  test('a hidden team is flagged and left out of the team tree and search', async () => {
    const team = data(
      await admin.organisation.teams.store({ name: 'Secret squirrels', parent_id: null }),
    );
    const inTree = async () =>
      JSON.stringify(await admin.organisation.teams.recursive()).includes('Secret squirrels');
    expect(await inTree()).toBe(true);
    await refused(volunteer.organisation.teams.hide(team.id).store({}));
    await admin.organisation.teams.hide(team.id).store({});
    expect(data(await admin.organisation.teams.show(team.id)).hidden).toBe(true);
    expect(await inTree()).toBe(false);
    expect(
      JSON.stringify(await admin.organisation.teams.recursive({ include_hidden: true })),
    ).toContain('Secret squirrels');
    expect(JSON.stringify(await admin.teams.list({ q: 'Secret' }))).not.toContain(
      'Secret squirrels',
    );
  });

  test('duplicating a recruitment category copies its stages', async () => {
    const cat = data(await admin.organisation.recruitment.categories.store({ name: 'Drivers' }));
    for (const name of ['Applied', 'Interview', 'Offer'])
      await admin.organisation.recruitment.categories.stages(cat.id).store({ name });
    const copy = data(await admin.organisation.recruitment.categories.duplicate(cat.id, {}));
    expect(copy.name).toBe('Drivers (copy)');
    const stages = data<Rec[]>(
      await admin.organisation.recruitment.categories.stages(copy.id).list(),
    );
    expect(stages.map((s) => s.name)).toEqual(['Applied', 'Interview', 'Offer']);
  });

  test('export resend records a new send; sync start and cancel change the status', async () => {
    const exp = data(await admin.exports.store({ name: 'People', format: 'csv' }));
    await admin.exports.resend(exp.id);
    await admin.exports.resend(exp.id);
    const after = data(await admin.exports.show(exp.id));
    expect(after.sends).toHaveLength(2);
    expect(after.resent_count).toBe(2);
    const integration = data(
      await admin.integrations.service.store({ name: 'CRM', service: 'crm' }),
    );
    await admin.integrations.service.sync(integration.id).store({});
    const running = data<Rec[]>(await admin.integrations.service.sync(integration.id).list());
    expect(running.map((s) => s.status)).toEqual(['running']);
    await admin.integrations.service.sync(integration.id).remove();
    const cancelled = data<Rec[]>(await admin.integrations.service.sync(integration.id).list());
    expect(cancelled.map((s) => s.status)).toEqual(['cancelled']);
  });
});
