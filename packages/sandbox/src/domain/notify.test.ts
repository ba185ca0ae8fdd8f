// Hand-offs reach the other person (issue 45): what one person does that
// another must know about is written to that person's notifications, in
// words, with a link, as their settings allow; the unread ones are counted.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS, json, loginAs, target, userId, type Target } from '../attack/support.js';
import { listEmails } from '../outbox/outbox.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let coordinator: string;

beforeAll(async () => {
  s = await target();
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
}, 60_000);
afterAll(() => s.cleanup());

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await s.api(path, { token, ...init });
  const body = res.status === 204 ? {} : ((await json(res)) as Rec);
  return { status: res.status, body };
}

async function notificationsOf(email: string, query = ''): Promise<{ rows: Rec[]; total: number }> {
  const token = await loginAs(s, email);
  const { status, body } = await call(
    `/users/${userId(s.db, email)}/notifications/?per_page=100${query}`,
    token,
  );
  expect(status).toBe(200);
  return {
    rows: body.data as Rec[],
    total: Number(body.meta?.total ?? body.meta?.pagination?.total),
  };
}

test('a stage move tells the applicant; the unread count follows marking one read', async () => {
  const valId = userId(s.db, DEMO_LOGINS.volunteer);
  const apps = (await call(`/applications?per_page=500&filter[user_id]=${valId}`, coordinator)).body
    .data as Rec[];
  const app = apps.find((a) => a.status === 'pending' && a.category_id)!;
  const stages = (
    await call(
      `/organisation/recruitment/categories/${app.category_id}/stages/?per_page=50`,
      coordinator,
    )
  ).body.data as Rec[];
  const next = stages.map((x) => String(x.name)).find((n) => n !== app.stage)!;
  const before = await notificationsOf(DEMO_LOGINS.volunteer, '&unread=true');
  const moved = await call(`/applications/${app.id}`, coordinator, {
    method: 'PUT',
    json: { stage: next },
  });
  expect(moved.status).toBe(200);
  const after = await notificationsOf(DEMO_LOGINS.volunteer, '&unread=true');
  expect(after.total).toBe(before.total + 1);
  const told = after.rows[0]!;
  expect(told).toMatchObject({ kind: 'application_stage', link: '/my/opportunities', read: false });
  expect(told.body).toContain(`“${next}”`);
  // Marked read, it leaves the unread count and stays read.
  const val = await loginAs(s, DEMO_LOGINS.volunteer);
  const put = await call(`/users/${valId}/notifications/${told.id}`, val, {
    method: 'PUT',
    json: { read: true },
  });
  expect(put.status).toBe(200);
  const again = await notificationsOf(DEMO_LOGINS.volunteer, '&unread=true');
  expect(again.total).toBe(before.total);
  expect(
    (await notificationsOf(DEMO_LOGINS.volunteer)).rows.find((n) => n.id === told.id)?.read,
  ).toBe(true);
});

test("a minor's application asks the guardian, who is told; the answer reaches the minor", async () => {
  const minor = await loginAs(s, DEMO_LOGINS.minor);
  const minorId = userId(s.db, DEMO_LOGINS.minor);
  const guardianId = userId(s.db, DEMO_LOGINS.guardian);
  const opportunity = (
    (await call('/opportunities?per_page=200', coordinator)).body.data as Rec[]
  ).find((o) => o.display_name === 'Junior rangers')!;
  const applied = await call(`/opportunities/${opportunity.id}/apply/`, minor, {
    method: 'POST',
    json: {
      motivation: 'I like the shore.',
      answers: {},
      ...Object.fromEntries(
        ((opportunity.application_form?.question_ids ?? []) as number[]).map((q) => [
          `question_${q}`,
          'Saturdays',
        ]),
      ),
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const copy = applied.body.data as Rec;
  const path = `/users/${minorId}/applications/${copy.id}/parental-consent/`;
  const [consent] = (await call(path, minor)).body.data as Rec[];
  expect(consent).toMatchObject({
    status: 'requested',
    requested_of: [{ id: guardianId, name: 'Morag Fraser' }],
  });
  const asked = (await notificationsOf(DEMO_LOGINS.guardian)).rows[0]!;
  expect(asked).toMatchObject({ kind: 'consent_requested', link: '/my' });
  expect(asked.body).toBe('Ewan’s application to Junior rangers needs your consent.');
  // And e-mailed, with a link to their home, where the consent waits.
  const [mail] = listEmails(s.db, { to: DEMO_LOGINS.guardian, kind: 'consent-requested' });
  expect(mail?.subject).toBe('Ewan’s application needs your consent');
  expect(mail?.text).toContain('Ewan’s application to Junior rangers needs your consent.');
  expect(mail?.links[0]).toMatch(/^https?:\/\/[^/]+\/my$/);

  const guardian = await loginAs(s, DEMO_LOGINS.guardian);
  const given = await call(`${path}${consent!.id}`, guardian, {
    method: 'PUT',
    json: { status: 'given' },
  });
  expect(given.status).toBe(200);
  const told = (await notificationsOf(DEMO_LOGINS.minor)).rows[0]!;
  expect(told).toMatchObject({ kind: 'consent_given' });
  expect(told.body).toBe(
    'Morag Fraser gave parental consent for your application to Junior rangers.',
  );
  // The recent actions say it in words, with the guardian by name.
  const recent = (await call('/dashboard/recent-actions/?per_page=20&sort=-at', coordinator)).body
    .data as Rec[];
  expect(
    recent.find((r) => r.summary === 'Morag Fraser gave parental consent for Ewan'),
  ).toMatchObject({
    actor_name: 'Morag Fraser',
    user_id: guardianId,
  });
});

test('changing or cancelling a shift tells the people on it; a message tells its recipient', async () => {
  const minorId = userId(s.db, DEMO_LOGINS.minor);
  const shift = (
    (await call(`/shifts?per_page=200&user_id=${minorId}`, coordinator)).body.data as Rec[]
  )[0]!;
  const moved = await call(`/shifts/${shift.id}`, coordinator, {
    method: 'PUT',
    json: { location: 'Ullapool pier' },
  });
  expect(moved.status).toBe(200);
  let latest = (await notificationsOf(DEMO_LOGINS.minor)).rows[0]!;
  expect(latest).toMatchObject({ kind: 'shift_changed', link: '/my/shifts' });
  expect(latest.body).toContain('at Ullapool pier');
  expect(
    (await call(`/shifts/${shift.id}`, coordinator, { method: 'DELETE' })).status,
  ).toBeLessThan(300);
  latest = (await notificationsOf(DEMO_LOGINS.minor)).rows[0]!;
  expect(latest).toMatchObject({ kind: 'shift_cancelled' });

  const coordinatorId = userId(s.db, DEMO_LOGINS.coordinator);
  const sent = await call(`/users/${minorId}/messaging/`, coordinator, {
    method: 'POST',
    json: { subject: 'Kit list', body: 'Bring boots.', from_id: coordinatorId },
  });
  expect(sent.status).toBe(201);
  latest = (await notificationsOf(DEMO_LOGINS.minor)).rows[0]!;
  expect(latest).toMatchObject({ kind: 'message', link: '/my/messages' });
  expect(latest.body).toMatch(/wrote: “Kit list”\.$/);
});

test('a rejected claim tells and e-mails the claimant the reason; their settings can stop the e-mail', async () => {
  const valId = userId(s.db, DEMO_LOGINS.volunteer);
  const val = await loginAs(s, DEMO_LOGINS.volunteer);
  const claim = async () =>
    (
      await call(`/users/${valId}/expenses/`, val, {
        method: 'POST',
        json: { expense_type: 'Travel', amount: 7.2, description: 'Bus to the base' },
      })
    ).body.data as Rec;
  const admin = await loginAs(s, DEMO_LOGINS.admin);
  const authorisers = (await call(`/users/${valId}/expenses/authorisers`, admin)).body
    .data as Rec[];
  const decider = authorisers.length ? Number(authorisers[0]!.authoriser_id) : 0;
  const email =
    (
      s.db
        .prepare("SELECT json_extract(data, '$.email') AS e FROM records WHERE id = ?")
        .get(decider) as { e: string } | undefined
    )?.e ?? DEMO_LOGINS.admin;
  const token = await loginAs(s, email);
  const first = await claim();
  const rejected = await call(`/claims/${first.id}`, token, {
    method: 'PUT',
    json: { status: 'rejected', decision_reason: 'Please attach the bus ticket' },
  });
  expect(rejected.status).toBe(200);
  const [mail] = listEmails(s.db, { to: DEMO_LOGINS.volunteer, kind: 'claim-rejected' });
  expect(mail?.text).toContain('rejected your £7.20 Travel claim: Please attach the bus ticket');
  expect(mail?.links[0]).toMatch(new RegExp(`/my/expenses#claim-${first.id}$`));
  const told = (await notificationsOf(DEMO_LOGINS.volunteer)).rows[0]!;
  expect(told).toMatchObject({
    kind: 'claim_rejected',
    params: { reason: 'Please attach the bus ticket' },
  });

  // No e-mails about expenses: the next decision is listed but not e-mailed.
  const settings = (await call(`/users/${valId}/notification-settings/?per_page=100`, val)).body
    .data as Rec[];
  const expenses = settings.find((x) => x.topic === 'expenses')!;
  const off = await call(`/users/${valId}/notification-settings/${expenses.id}`, val, {
    method: 'PUT',
    json: { by_email: false },
  });
  expect(off.status).toBe(200);
  const second = await claim();
  await call(`/claims/${second.id}`, token, { method: 'PUT', json: { status: 'approved' } });
  expect(listEmails(s.db, { to: DEMO_LOGINS.volunteer, kind: 'claim-approved' })).toHaveLength(0);
  expect((await notificationsOf(DEMO_LOGINS.volunteer)).rows[0]).toMatchObject({
    kind: 'claim_approved',
  });
});
