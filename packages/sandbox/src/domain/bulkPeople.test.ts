// Bulk actions and e-mail on a saved view of the people list: the server
// resolves whom the view's filter reaches when the action runs (not when it was
// saved), changes each person in one transaction and answers what it did and
// whom it refused; a team leader acts only within their teams.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import { data, demoSandbox, signInAs, type Api } from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';
import { RecordStore } from '../store/records.js';

let sandbox: Sandbox;
let admin: Api;
let leader: Api;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [leader] = await signInAs(sandbox, DEMO_LOGINS.teamLeader);
});
afterAll(() => sandbox.close());

const people = () => new RecordStore(sandbox.db).all('users');
const teams = () => new RecordStore(sandbox.db).all('organisation.teams');

async function view(api: Api, filter: string): Promise<number> {
  const saved = data(
    await api.organisation.savedList.store({
      name: 'Leavers named Tester',
      resource: 'users',
      query: 'f.status=leaver',
      filter,
    }),
  );
  return saved.id;
}

describe('a saved view of people, resolved at action time', () => {
  test('adding to a team reaches whoever matches the filter when it runs', async () => {
    const team = teams().find((t) => t.name === 'Stirling base')!;
    const listId = await view(admin, 'filter[last_name]=Viewtest');
    // Nobody matches when the view is saved; two people match when it is used.
    for (const first of ['Ann', 'Bo'])
      await admin.users.store({
        first_name: first,
        last_name: 'Viewtest',
        email: `${first.toLowerCase()}.viewtest@example.org`,
        timezone: 'Europe/London',
      });
    const result = data(
      await admin.bulk.store({ action: 'add-team', saved_list_id: listId, team_id: team.id }),
    );
    expect(result).toMatchObject({ count: 2, done: 2, refused: [] });
    const matched = people().filter((u) => u.last_name === 'Viewtest');
    expect(matched.every((u) => (u.team_ids as number[]).includes(team.id))).toBe(true);
    // Stored and read back.
    expect(data(await admin.bulk.show(result.id))).toMatchObject({ action: 'add-team', done: 2 });
  });

  test('the e-mail of a saved view writes one log row per matching person', async () => {
    const listId = await view(admin, 'filter[last_name]=Viewtest');
    const sent = data(
      await admin.bulk.email.store({
        saved_list_id: listId,
        subject: 'Hello {first_name}',
        body: 'See you soon.',
      }),
    );
    expect(sent.recipient_count).toBe(2);
    const logs = new RecordStore(sandbox.db).all('organisation.emailLogGroups.logs', {
      groupId: String(sent.email_log_group_id),
    });
    expect(logs.map((l) => l.subject).sort()).toEqual(['Hello Ann', 'Hello Bo']);
  });

  test('a bad filter is refused with a field error and stores nothing', async () => {
    const before = people().length;
    const error = await admin.organisation.savedList
      .store({ name: 'Bad', resource: 'users', query: '', filter: 'page=2' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(people().length).toBe(before);
  });

  test('a team leader changes only their own teams’ people; others are refused by name', async () => {
    const store = new RecordStore(sandbox.db);
    const led = (
      people().find((u) => u.email === DEMO_LOGINS.teamLeader)!.led_team_ids as number[]
    ).map(Number);
    const other = teams().find((t) => t.name === 'Stirling base')!;
    // The leader's view matches only people of their teams, although Viewtest people are in Stirling.
    const listId = await view(leader, 'filter[last_name]=Viewtest');
    const result = data(
      await leader.bulk.store({ action: 'add-team', saved_list_id: listId, team_id: led[0] }),
    );
    expect(result).toMatchObject({ count: 0, done: 0 });
    // A list naming someone outside their teams: the whole action is refused (all or
    // nothing), nobody outside their teams is named, nothing changed.
    const outsider = people().find(
      (u) => u.last_name === 'Viewtest' && !(u.team_ids as number[]).some((t) => led.includes(t)),
    )!;
    const list = data(
      await leader.organisation.savedList.store({ name: 'One', user_ids: [outsider.id] }),
    );
    const refused = (await leader.bulk
      .store({ action: 'add-team', saved_list_id: list.id, team_id: led[0] })
      .catch((e: unknown) => e)) as ApiError;
    expect(refused.status).toBe(403);
    expect((refused.body as { code?: string }).code).toBe('bulk_refused');
    expect(JSON.stringify(refused.body)).not.toContain(String(outsider.last_name));
    expect(JSON.stringify(refused.body)).toContain('"outside_count":1');
    expect(store.get('users', {}, outsider.id)!.team_ids).toEqual(outsider.team_ids);
    // Someone else's saved list is not theirs to use.
    const theirs = data(
      await admin.organisation.savedList.store({ name: 'Admin list', user_ids: [outsider.id] }),
    );
    const notTheirs = (await leader.bulk
      .store({ action: 'add-team', saved_list_id: theirs.id, team_id: led[0] })
      .catch((e: unknown) => e)) as ApiError;
    expect(notTheirs.status).toBe(422);
    // A team they do not lead is refused outright.
    const error = await leader.bulk
      .store({ action: 'add-team', saved_list_id: list.id, team_id: other.id })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
  });
});
