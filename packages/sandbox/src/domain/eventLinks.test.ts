// An event's invitations and supervisors, and the publishing of residential
// adverts, through the typed client against a real sandbox: each change shows
// on the next read, bad input is refused with field errors and changes nothing,
// and callers without the permission are refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import { startSandbox, type Sandbox } from '../sandbox.js';
import { anonymousClient, data, signInAs, type Api, type Rec } from '../clientTestSupport.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';
import { seedDemo } from '../seed/demo.js';
import { ALL_PERMISSIONS } from '../seed/permissions.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;
let editor: Api;
let publicApi: Api;
let teamId = 0;
const EDITOR = 'editor@volunteerkit.test';
/** The residential list is a public call unless told otherwise. */
const SIGNED_IN = { public: false } as const;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    db: ':memory:',
    seed: (ctx) => {
      seedDemo(ctx);
      // May edit adverts but not publish them.
      ctx.user(
        {
          email: EDITOR,
          first_name: 'Eddie',
          last_name: 'Tor',
          status: 'active',
          role: 'coordinator',
          permissions: ALL_PERMISSIONS.filter((p) => p !== 'publish-opportunities'),
        },
        { password: DEMO_PASSWORD },
      );
      teamId = Number(ctx.store.all('organisation.teams').find((t) => t.icon === 'site')?.id);
    },
  });
  [admin] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
  [editor] = await signInAs(sandbox, EDITOR);
  publicApi = anonymousClient(sandbox);
});
afterAll(() => sandbox.close());

const fails = (p: Promise<unknown>, status: number, field?: string) =>
  expect(p).rejects.toSatisfy(
    (e) =>
      e instanceof ApiError &&
      e.status === status &&
      (!field || Object.keys((e.body as { errors?: object })?.errors ?? {}).includes(field)),
  );

describe('event invitations and supervisors', () => {
  test('people and teams are invited once; the status changes; bad input changes nothing', async () => {
    const event = data(await admin.events.store({ name: 'Beach clean', team_id: teamId }));
    const inv = admin.events.invitations(event.id);
    const people = data<Rec[]>(await admin.users.list({ per_page: 3 }));
    const [a, b] = people;
    const first = data(await inv.store({ user_id: a!.id }));
    expect(first).toMatchObject({ user_id: a!.id, status: 'invited' });
    await inv.store({ team_id: teamId });
    await fails(inv.store({ user_id: a!.id }), 422, 'user_id');
    await fails(inv.store({ team_id: teamId }), 422, 'team_id');
    await fails(inv.store({ user_id: 99_999_999 }), 422, 'user_id');
    await fails(inv.store({ user_id: b!.id, team_id: teamId }), 422, 'team_id');
    await fails(inv.store({}), 422, 'user_id');
    await fails(inv.store({ user_id: b!.id, status: 'maybe' }), 422, 'status');
    await fails(volunteer.events.invitations(event.id).store({ user_id: b!.id }), 403);
    expect(data<Rec[]>(await inv.list())).toHaveLength(2);

    await inv.update(first.id, { status: 'accepted' });
    expect(data(await inv.show(first.id))).toMatchObject({ status: 'accepted' });
    await fails(inv.update(first.id, { status: 'lost' }), 422, 'status');
    await fails(inv.update(first.id, { status: 'declined', user_id: b!.id }), 422, 'user_id');
    expect(data(await inv.show(first.id)).status).toBe('accepted');
    await fails(admin.events.invitations(98_765_432).store({ user_id: a!.id }), 404);
  });

  test('a person supervises an event once and can be removed', async () => {
    const event = data(await admin.events.store({ name: 'Path repair' }));
    const sup = admin.events.supervisors(event.id);
    const [person] = data<Rec[]>(await admin.users.list({ per_page: 1 }));
    const added = data(await sup.store({ user_id: person!.id }));
    await fails(sup.store({ user_id: person!.id }), 422, 'user_id');
    // Not an id, on purpose: the server refuses it.
    await fails(sup.store({ user_id: 'me' as unknown as number }), 422, 'user_id');
    await fails(volunteer.events.supervisors(event.id).store({ user_id: person!.id }), 403);
    expect(data<Rec[]>(await sup.list()).map((s) => s.user_id)).toEqual([person!.id]);
    await sup.delete(added.id);
    expect(data<Rec[]>(await sup.list())).toEqual([]);
  });
});

describe('residential adverts', () => {
  const publicIds = async () =>
    data<Rec[]>(
      await publicApi.residentialOpportunities.list(
        { limit: 500, s: 'id', o: 'desc' },
        { public: true },
      ),
    ).map((r) => r.id);

  test('the demo adverts belong to site teams and are published', async () => {
    const list = data<Rec[]>(
      await admin.residentialOpportunities.list({ team_id: teamId }, SIGNED_IN),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.team_id === teamId && r.published === true)).toBe(true);
    await fails(admin.residentialOpportunities.list({ team_id: 'x' }, SIGNED_IN), 422, 'team_id');
  });

  test('a new advert is a draft until someone with publish-opportunities publishes it', async () => {
    const draft = data(
      await editor.residentialOpportunities.store({
        display_name: 'Dune warden',
        type: 'Residential-short',
        team_id: teamId,
        advert_target: 'external',
        available_timeslots: [{ start: '2031-05-01', end: '2031-05-09' }],
      }),
    );
    expect(draft.published).toBe(false);
    expect(await publicIds()).not.toContain(draft.id);
    // The team's list (signed in) shows the draft.
    const mine = data<Rec[]>(
      await admin.residentialOpportunities.list({ team_id: teamId, limit: 500 }, SIGNED_IN),
    );
    expect(mine.map((r) => r.id)).toContain(draft.id);
    expect(mine.every((r) => r.team_id === teamId)).toBe(true);

    await fails(editor.residentialOpportunities.update(draft.id, { published: true }), 403);
    await fails(
      // Deliberately incomplete: the 403 comes before the field checks.
      editor.residentialOpportunities.store({ display_name: 'Sneaky', published: true } as never),
      403,
    );
    await fails(
      admin.residentialOpportunities.update(draft.id, { published: 'yes' } as never),
      422,
    );
    expect(await publicIds()).not.toContain(draft.id);

    await admin.residentialOpportunities.update(draft.id, { published: true });
    expect(await publicIds()).toContain(draft.id);
    // Editing text needs no publishing right and keeps it published.
    await editor.residentialOpportunities.update(draft.id, {
      display_name: 'Dune warden (spring)',
    });
    const shown = data<Rec[]>(
      await publicApi.residentialOpportunities.list({ limit: 500 }, { public: true }),
    ).find((r) => r.id === draft.id);
    expect(shown?.display_name).toBe('Dune warden (spring)');

    await admin.residentialOpportunities.update(draft.id, { published: false });
    expect(await publicIds()).not.toContain(draft.id);
  });
});
