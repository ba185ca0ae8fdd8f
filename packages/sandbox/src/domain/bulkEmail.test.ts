// Saved lists and bulk e-mail through the typed client against a real sandbox:
// sending writes one e-mail log entry per recipient, bad input is a 422 with
// field errors that changes nothing, and a volunteer is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { SavedListInput } from '../../../api-client/src/models/types.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';
import { renderForRecipient } from './bulkEmail.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

const rows = (r: unknown) => (r as { data: Rec[] }).data;
const total = (r: unknown) =>
  (r as { meta: { pagination: { total: number } } }).meta.pagination.total;
async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e: unknown = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  if (!(e instanceof ApiError)) throw new Error('expected an ApiError');
  return e;
}

async function people(n: number): Promise<Rec[]> {
  const all = rows(await admin.users.list({ per_page: 200, filter: { status: 'active' } }));
  return all.filter((u) => typeof u.email === 'string').slice(0, n);
}

describe('saved lists', () => {
  test('a team list reaches the members of the team and its sub-teams', async () => {
    const teams = rows(await admin.organisation.teams.list({ per_page: 200 }));
    const child = teams.find((t) => typeof t.parent_id === 'number')!;
    const parent = Number(child.parent_id);
    const team = await admin.users.store({
      first_name: 'Sub',
      last_name: 'Member',
      email: 'sub.member@x.test',
      status: 'active',
      team_ids: [child.id],
    });
    const list = data(
      await admin.organisation.savedList.store({ name: 'Team', team_ids: [parent] }),
    );
    expect(list.member_count).toBeGreaterThanOrEqual(1);
    const sent = data(
      await admin.bulk.email.store({ saved_list_id: list.id, subject: 's', body: 'b' }),
    );
    const logs = rows(
      await admin.organisation.emailLogGroups
        .logs(Number(sent.email_log_group_id))
        .list({ per_page: 500 }),
    );
    expect(logs).toHaveLength(Number(list.member_count));
    expect(logs.map((l) => l.user_id)).toContain(data(team).id);
  });

  test('a list of people counts the people it reaches now', async () => {
    const three = await people(3);
    const list = data(
      await admin.organisation.savedList.store({
        name: 'Three people',
        user_ids: three.map((p) => p.id),
      }),
    );
    expect(list.member_count).toBe(3);
    expect(data(await admin.organisation.savedList.show(list.id)).member_count).toBe(3);
  });

  test.each([
    [{ user_ids: [1] }, 'name'],
    [{ name: 'x' }, 'user_ids'],
    [{ name: 'x', user_ids: ['a'] }, 'user_ids'],
    [{ name: 'x', user_ids: [99_999_999] }, 'user_ids'],
    [{ name: 'x', team_ids: [99_999_999] }, 'team_ids'],
    [{ name: 'x'.repeat(121), user_ids: [1] }, 'name'],
  ])('refuses %j with a field error on %s', async (body, field) => {
    // Some bodies are wrongly typed on purpose: the server refuses them.
    const e = await failure(admin.organisation.savedList.store(body as unknown as SavedListInput));
    expect(e.status).toBe(422);
    expect(Object.keys(e.fieldErrors ?? {})).toContain(field);
  });
});

describe('bulk e-mail', () => {
  test('writes the bulk e-mail, one log group and a rendered log entry per recipient', async () => {
    const three = await people(3);
    const list = data(
      await admin.organisation.savedList.store({ name: 'Trio', user_ids: three.map((p) => p.id) }),
    );
    const groupsBefore = total(await admin.organisation.emailLogGroups.list());
    const sent = data(
      await admin.bulk.email.store({
        saved_list_id: list.id,
        subject: 'Hello {first_name}',
        body: 'Dear {first_name} {last_name}, <script>alert(1)</script>',
      }),
    );
    expect(sent).toMatchObject({ status: 'sent', recipient_count: 3, saved_list_name: 'Trio' });
    const groups = await admin.organisation.emailLogGroups.list({ s: 'id', o: 'desc' });
    expect(total(groups)).toBe(groupsBefore + 1);
    const group = rows(groups)[0]!;
    expect(group).toMatchObject({ bulk_email_id: sent.id, count: 3 });
    expect(sent.email_log_group_id).toBe(group.id);
    const logs = rows(await admin.organisation.emailLogGroups.logs(group.id).list());
    expect(logs.map((l) => l.user_id)).toEqual(three.map((p) => p.id));
    expect(logs[0]).toMatchObject({
      to: three[0]!.email,
      subject: `Hello ${String(three[0]!.first_name)}`,
      status: 'sent',
    });
    // Stored as text: the portal renders it through the allow-list.
    expect(logs[0]!.body).toContain('<script>alert(1)</script>');
    const listed = rows(await admin.bulk.email.list({ s: 'id', o: 'desc' }));
    expect(listed[0]!.id).toBe(sent.id);
  });

  test('takes the subject and body of a template when not given', async () => {
    const [one] = await people(1);
    const list = data(
      await admin.organisation.savedList.store({ name: 'One', user_ids: [one!.id] }),
    );
    const template = data(
      await admin.organisation.emailTemplates.store({
        name: 'Reminder',
        subject: 'Reminder for {first_name}',
        body: 'See you, {first_name}.',
      }),
    );
    const sent = data(
      await admin.bulk.email.store({ saved_list_id: list.id, email_template_id: template.id }),
    );
    const logs = rows(
      await admin.organisation.emailLogGroups.logs(Number(sent.email_log_group_id)).list(),
    );
    expect(logs[0]!.body).toBe(`See you, ${String(one!.first_name)}.`);
  });

  test.each([
    [{ subject: 's', body: 'b' }, 'saved_list_id'],
    [{ saved_list_id: 99_999_999, subject: 's', body: 'b' }, 'saved_list_id'],
    [{ saved_list_id: 'LIST', subject: '', body: 'b' }, 'subject'],
    [{ saved_list_id: 'LIST', subject: 's' }, 'body'],
    [{ saved_list_id: 'LIST', subject: 's'.repeat(201), body: 'b' }, 'subject'],
    [{ saved_list_id: 'LIST', email_template_id: 99_999_999 }, 'email_template_id'],
  ] as [Record<string, unknown>, string][])(
    'refuses %j with a field error on %s and writes nothing',
    async (raw, field) => {
      const [one] = await people(1);
      const list = data(
        await admin.organisation.savedList.store({ name: 'L', user_ids: [one!.id] }),
      );
      const body = { ...raw, ...(raw.saved_list_id === 'LIST' ? { saved_list_id: list.id } : {}) };
      const before = total(await admin.organisation.emailLogGroups.list());
      const e = await failure(admin.bulk.email.store(body));
      expect(e.status).toBe(422);
      expect(Object.keys(e.fieldErrors ?? {})).toContain(field);
      expect(total(await admin.organisation.emailLogGroups.list())).toBe(before);
    },
  );

  test('a list that reaches no one (a blocked person only) is refused', async () => {
    const blocked = rows(await admin.users.list({ filter: { status: 'blocked' } }))[0]!;
    const list = data(
      await admin.organisation.savedList.store({ name: 'Blocked', user_ids: [blocked.id] }),
    );
    expect(list.member_count).toBe(0);
    const e = await failure(
      admin.bulk.email.store({ saved_list_id: list.id, subject: 's', body: 'b' }),
    );
    expect(e.status).toBe(422);
    expect(e.fieldErrors?.saved_list_id).toEqual(['the saved list reaches no one']);
  });

  test('a volunteer may not send a bulk e-mail', async () => {
    const e = await failure(
      volunteer.bulk.email.store({ saved_list_id: 1, subject: 's', body: 'b' }),
    );
    expect(e.status).toBe(403);
  });
});

test('placeholders are replaced by the text of the person', () => {
  expect(
    renderForRecipient(
      '{first_name} {last_name} at {organisation} {unknown}',
      {
        first_name: '<b>Ann</b>',
        last_name: 'Lee',
      },
      'Org',
    ),
  ).toBe('<b>Ann</b> Lee at Org {unknown}');
});
